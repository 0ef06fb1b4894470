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
