import type { MemberInfo } from '@app/contracts';
import type { MemberRow } from './members.repository.js';

/** Member row → the contract's member info (database types never reach the client). */
export function toMemberInfo(m: MemberRow): MemberInfo {
  return {
    account: m.account,
    id: m.id,
    nickname: m.nickname || m.account,
    type: m.type,
    toUpline: m.upline_id !== null,
    // VIP clubs and member labels arrive with the VIP issue; until then a member has none.
    clubLabel: null,
    memberLabel: [],
  };
}
