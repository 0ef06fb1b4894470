import { randomInt } from 'node:crypto';
import type { ReferralSettings } from '@app/contracts';

/** What the qualifying condition is measured on: the friend's first deposit (within the window) and turnover. */
export interface QualifyFigures {
  firstDeposit: number | null;
  turnover: number;
}

type Condition = Pick<ReferralSettings, 'minFirstDeposit' | 'minTurnover' | 'qualifyRule'>;

/**
 * Whether the friend meets the operator's condition: each threshold above 0 is a condition; 'all' needs every
 * one, 'any' one of them. With no threshold at all (the settings check refuses it while enabled) a first
 * deposit is still needed, so that an account alone never pays.
 */
export function qualifies(c: Condition, f: QualifyFigures): boolean {
  const met: boolean[] = [];
  if (c.minFirstDeposit > 0) met.push(f.firstDeposit !== null && f.firstDeposit >= c.minFirstDeposit);
  if (c.minTurnover > 0) met.push(f.turnover >= c.minTurnover);
  if (met.length === 0) return f.firstDeposit !== null && f.firstDeposit > 0;
  return c.qualifyRule === 'all' ? met.every(Boolean) : met.some(Boolean);
}

/** Business checks beyond the schema: a programme that is on needs a condition and something to pay. */
export function settingsIssues(s: ReferralSettings): string[] {
  const issues: string[] = [];
  if (s.enabled && s.minFirstDeposit === 0 && s.minTurnover === 0)
    issues.push('minFirstDeposit/minTurnover: at least one condition above 0 is needed');
  if (s.enabled && s.referrerReward === 0 && s.friendReward === 0)
    issues.push('referrerReward/friendReward: at least one reward above 0 is needed');
  return issues;
}

// No 0/O, 1/I/L: a code is read aloud and typed from a screenshot.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 8;

/** A fresh random code: 31^8 ≈ 8.5e11 codes, so guessing a member's code is hopeless and collisions rare. */
export function newCode(): string {
  let s = '';
  for (let i = 0; i < CODE_LENGTH; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
}

/** The path of a member's invite link (the web adds the origin the player is on, as agents' invites do). */
export const referralLink = (code: string) => `/register?referralCode=${encodeURIComponent(code)}`;

/** An account as other players see it: first two and last two characters. */
export function maskAccount(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

/** Reward-centre keys: one reward per side and friend, whatever repeats (unique (source, source_key)). */
export const referrerRewardKey = (friendId: number) => `referral:referrer:${friendId}`;
export const friendRewardKey = (friendId: number) => `referral:friend:${friendId}`;

/** The local day of an instant in the operator's zone, 'YYYY-MM-DD' (member_day_stats' days). */
export function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
