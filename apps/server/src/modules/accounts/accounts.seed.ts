import { DEFAULT_WEAK_PASSWORD, MemberTypes } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { findMemberByAccount, insertMember, type NewMember } from './members.repository.js';
import { hashPassword } from './passwords/password.hasher.js';

/** Demo accounts; documented in the operator docs. Passwords are for the demo database only. */
export const DEMO_ACCOUNTS = {
  agent: { account: 'agent01', password: 'Agent@1234', affiliateCode: 'VN88AG' },
  member: { account: 'demo01', password: 'Demo@1234', mobile: '84912345678' },
  weak: { account: 'demo02', password: DEFAULT_WEAK_PASSWORD },
} as const;

/** Inserts the demo agent and members when absent; never touches an existing account. */
export async function seedAccounts(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  const ensure = async (m: Omit<NewMember, 'passwordHash' | 'createdAt'>, password: string) => {
    const existing = await findMemberByAccount(db, m.account);
    if (existing) return existing;
    return insertMember(db, {
      ...m,
      passwordHash: await hashPassword(password),
      createdAt: now,
      registerMethod: 'SEED',
    });
  };
  const agent = await ensure(
    {
      account: DEMO_ACCOUNTS.agent.account,
      nickname: 'Đại lý 01',
      type: MemberTypes.agent,
      affiliateCode: DEMO_ACCOUNTS.agent.affiliateCode,
      email: 'agent01@vn88club.example',
      payeeName: 'TRAN THI BICH',
    },
    DEMO_ACCOUNTS.agent.password,
  );
  await ensure(
    {
      account: DEMO_ACCOUNTS.member.account,
      nickname: 'Demo 01',
      type: MemberTypes.member,
      mobile: DEMO_ACCOUNTS.member.mobile,
      email: 'demo01@vn88club.example',
      payeeName: 'NGUYEN VAN AN',
      uplineId: agent.id,
    },
    DEMO_ACCOUNTS.member.password,
  );
  await ensure(
    { account: DEMO_ACCOUNTS.weak.account, nickname: 'Demo 02', type: MemberTypes.member, uplineId: agent.id },
    DEMO_ACCOUNTS.weak.password,
  );
}
