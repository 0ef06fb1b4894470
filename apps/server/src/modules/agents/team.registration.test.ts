import { describe, expect, it } from 'vitest';
import {
  accountsApp,
  encrypt,
  freshIp,
  type Harness,
  login,
  makeMember,
  pow,
  solvedCaptcha,
} from '../accounts/test/accounts.fixtures.js';
import { expectClosureMatchesUplines, giveTerms } from './test/team.fixtures.js';

async function register(h: Harness, over: Record<string, unknown>) {
  const ip = freshIp();
  const payload = {
    username: 'joiner01',
    password: 'abc12345',
    confirmPassword: 'abc12345',
    mobileNum: '0987654000',
    countryDialingCode: '84',
    registerUrl: 'https://www.vn88club.example/register',
    registerMethod: 'WEB',
    termsAccepted: true,
    ageConfirmed: true,
    pow: await pow(h),
    ...(await solvedCaptcha(h, ip)),
    ...over,
  };
  h.clock.advance(1100);
  return h.app.inject({
    method: 'PUT',
    url: '/wps/member/register',
    payload: await encrypt(h, payload),
    remoteAddress: ip,
  });
}

describe('registration through an agent invite', () => {
  it('attaches the account under the inviting agent with the invite kind and terms (referralCode or affiliateCode)', async () => {
    const h = await accountsApp();
    const top = await makeMember(h, { account: 'topagent', type: 1 });
    const agent = await makeMember(h, { account: 'subagent', type: 1, uplineId: top.id, affiliateCode: 'SUBAG1' });
    await giveTerms(h.db, agent.id, { dailySalary: 120 });
    await h.db`INSERT INTO agent_invites (agent_id, code, member_type, terms, created_at)
      VALUES (${agent.id}, 'INVITE77', 1, ${h.db.json({ dailySalary: 80 })}, now())`;

    const viaReferral = await register(h, { referralCode: 'invite77' });
    expect(viaReferral.statusCode).toBe(200);
    expect(viaReferral.json().value.user).toMatchObject({ account: 'joiner01', type: 1 });
    const [m] = await h.db<
      { id: number; upline_id: number; type: number }[]
    >`SELECT id, upline_id, type FROM members WHERE account = 'joiner01'`;
    expect(m).toMatchObject({ upline_id: agent.id, type: 1 });
    const [t] = await h.db`SELECT terms FROM agent_terms WHERE member_id = ${m!.id}`;
    expect(t?.terms).toEqual({ dailySalary: 80 });
    const path =
      await h.db`SELECT ancestor_id::int AS id, depth FROM agent_team WHERE descendant_id = ${m!.id} ORDER BY depth`;
    expect([...path]).toEqual([
      { id: m!.id, depth: 0 },
      { id: agent.id, depth: 1 },
      { id: top.id, depth: 2 },
    ]);
    const [inv] = await h.db`SELECT uses FROM agent_invites WHERE code = 'INVITE77'`;
    expect(inv?.uses).toBe(1);

    // The agent's own affiliate code as affiliateCode: a plain member under it, no terms.
    const viaAffiliate = await register(h, { username: 'joiner02', mobileNum: '0987654001', affiliateCode: 'subag1' });
    expect(viaAffiliate.statusCode).toBe(200);
    const [m2] = await h.db`SELECT upline_id, type FROM members WHERE account = 'joiner02'`;
    expect(m2).toMatchObject({ upline_id: agent.id, type: 0 });

    // A referral code that names no agent is only kept; an invalid affiliate code is refused.
    const plain = await register(h, { username: 'joiner03', mobileNum: '0987654002', referralCode: 'FRIEND9' });
    expect(plain.statusCode).toBe(200);
    const [m3] = await h.db`SELECT upline_id, referral_code FROM members WHERE account = 'joiner03'`;
    expect(m3).toMatchObject({ upline_id: null, referral_code: 'FRIEND9' });
    const bad = await register(h, { username: 'joiner04', mobileNum: '0987654003', affiliateCode: 'NOPE123' });
    expect(bad.json().code).toBe('invalid_invitation_code');
    await expectClosureMatchesUplines(h.db);
    void login;
  });
});
