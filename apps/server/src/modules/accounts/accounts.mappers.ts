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
  vipRankLevel = 0,
): MemberInfo {
  return {
    account: m.account,
    id: m.id,
    nickname: m.nickname || m.account,
    type: m.type,
    toUpline: m.upline_id !== null,
    // The VIP club is the member's VIP rank (modules/vip); rank 0 is no club.
    clubLabel: vipRankLevel > 0 ? { labelName: `VIP ${vipRankLevel}`, rankLevel: vipRankLevel } : null,
    memberLabel,
    hasVip: vipRankLevel > 0,
    vipRankLevel,
    passwordChangeRequired,
  };
}
