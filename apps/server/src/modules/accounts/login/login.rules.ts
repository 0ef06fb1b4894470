import { AGENT_TYPES, MemberTypes } from '@app/contracts';
import { AppError } from '../../../platform/http/app-error.js';
import type { MemberRow } from '../members.repository.js';

/** Types that may log in to the member area: regular members and the agent class (spec §6: any holder not 4). */
const MEMBER_AREA_TYPES: readonly number[] = [MemberTypes.member, ...AGENT_TYPES];

/** Spec §6: non-agents cannot log in to the agent area; non-members cannot log in to the member area. */
export function checkArea(member: MemberRow, area: 'member' | 'agent'): void {
  if (area === 'agent' && !AGENT_TYPES.includes(member.type)) {
    throw new AppError('non_agent_login', 403, 'Non-agents cannot log in');
  }
  if (area === 'member' && !MEMBER_AREA_TYPES.includes(member.type)) {
    throw new AppError('non_member_login', 403, 'Non-member account unable to login');
  }
}

export function checkUsable(member: MemberRow, now: Date): void {
  if (member.status !== 'active')
    throw new AppError('account_disabled', 403, 'Account disabled, please contact customer service');
  if (member.locked_until && member.locked_until > now) throw accountLocked(member.locked_until);
}

export const accountLocked = (until: Date) =>
  new AppError('account_locked', 403, 'Too many failed attempts: the account is locked for a while', {
    until: until.toISOString(),
  });

export const wrongCredentials = (captcha: boolean) =>
  new AppError('wrong_credentials', 401, 'Wrong account or password', { captcha });

/** The friction knobs of the accounts policy (accounts.policy.ts) that loginFriction reads. */
export interface FrictionPolicy {
  captchaAfterFailures: number;
  friction: {
    delayAfterFailures: number;
    delayBaseSeconds: number;
    delayMaxSeconds: number;
    accountCaptchaAfterFailures: number;
  };
}

/** Failed sign-ins within the last hour as the friction rules see them. */
export interface FailureStats {
  /** This account from this address, since its last successful login from there. */
  pairFailures: number;
  /** When this address last failed on this account (null: never in the window). */
  lastPairFailureAt: Date | null;
  /** This account from every address. */
  accountFailures: number;
  /** This address on every account. */
  addressFailures: number;
}

export interface Friction {
  captcha: boolean;
  /** 0 when an attempt may be made now; else how long until one is heard. */
  retryAfterMs: number;
}

/**
 * Escalating friction per (account, address), never a lock: after a few failures that address must solve
 * the captcha for that account, then waits a delay that doubles with each further failure, up to a ceiling.
 * Failures from other addresses do not slow the owner's address; only when the account's failures from
 * all addresses together pass a ceiling (a distributed attack) does every address need the captcha and
 * wait from its own first failure. An address that has not failed is always heard at once.
 */
export function loginFriction(stats: FailureStats, policy: FrictionPolicy, now: Date): Friction {
  const f = policy.friction;
  const distributed = stats.accountFailures >= f.accountCaptchaAfterFailures;
  const n = policy.captchaAfterFailures;
  const captcha = n === 0 || stats.pairFailures >= n || stats.addressFailures >= n || distributed;
  const delayFrom = distributed ? 1 : f.delayAfterFailures;
  if (stats.pairFailures < delayFrom || !stats.lastPairFailureAt) return { captcha, retryAfterMs: 0 };
  const steps = Math.min(stats.pairFailures - delayFrom, 30);
  const delayMs = Math.min(f.delayBaseSeconds * 2 ** steps, f.delayMaxSeconds) * 1000;
  const retryAfterMs = Math.max(0, stats.lastPairFailureAt.getTime() + delayMs - now.getTime());
  return { captcha, retryAfterMs };
}

/** 429 for an attempt made before its delay is over; the web shows its rate-limit message. */
export const loginTooSoon = (retryAfterMs: number, captcha: boolean) =>
  new AppError('too_many_requests', 429, 'Too many failed attempts, please wait before trying again', {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
    captcha,
  });
