import type { MemberInfo } from '@app/contracts';
import type { MemberRow } from './members.repository.js';

/** Member row → the contract's member info (database types never reach the client). */
/**
 * `passwordChangeRequired`: the session's password must be changed first (spec §4 forced change).
 * `memberLabel`: the member's labels (modules/labels, memberLabelNames).
 */
export function toMemberInfo(
  m: MemberRow,
  passwordChangeRequired = false,
  memberLabel: MemberInfo['memberLabel'] = [],
): MemberInfo {
  return {
    account: m.account,
    id: m.id,
    nickname: m.nickname || m.account,
    type: m.type,
    toUpline: m.upline_id !== null,
    // VIP clubs arrive with the VIP issue; until then a member has none.
    clubLabel: null,
    memberLabel,
    passwordChangeRequired,
  };
}
