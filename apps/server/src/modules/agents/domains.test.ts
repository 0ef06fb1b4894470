import { describe, expect, it } from 'vitest';
import {
  accountsApp,
  encrypt,
  freshIp,
  type Harness,
  makeMember,
  pow,
  solvedCaptcha,
} from '../accounts/test/accounts.fixtures.js';

async function register(h: Harness, over: Record<string, unknown>) {
  const ip = freshIp();
  const payload = {
    password: 'abc12345',
    confirmPassword: 'abc12345',
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

const check = (h: Harness, code: string, domain?: string) =>
  h.app.inject({
    method: 'GET',
    url: `/wps/agent/affiliate?code=${code}${domain === undefined ? '' : `&domain=${encodeURIComponent(domain)}`}`,
  });

describe('the affiliate check and registration honour the domain (spec §7: code + domain)', () => {
  it("on an agent's domain takes only its team's codes, and places a code-less sign-up under it", async () => {
    const h = await accountsApp();
    const top = await makeMember(h, { account: 'dtop', type: 1, affiliateCode: 'DTOP1' });
    await makeMember(h, { account: 'dsub', type: 1, uplineId: top.id, affiliateCode: 'DSUB1' });
    const other = await makeMember(h, { account: 'dother', type: 1, affiliateCode: 'DOTH1' });
    await h.db`INSERT INTO agent_domains (domain, agent_id, created_at) VALUES ('top-agent.example', ${top.id}, now())`;

    // The agent's own code and its downline's code on its domain (any case, with a port): valid.
    expect((await check(h, 'DTOP1', 'top-agent.example')).json().value).toEqual({ valid: true, agent: 'dtop' });
    expect((await check(h, 'dsub1', 'Top-Agent.example:443')).json().value).toEqual({ valid: true, agent: 'dsub' });
    // Another agent's code on this domain: refused as an invalid code (the web's 'Invalid invitation code').
    const foreign = await check(h, 'DOTH1', 'top-agent.example');
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().code).toBe('invalid_invitation_code');
    // On the site's own domain (not registered to anyone), or without one, the code alone decides.
    expect((await check(h, 'DOTH1', 'www.vn88club.example')).statusCode).toBe(200);
    expect((await check(h, 'DOTH1')).statusCode).toBe(200);

    // Registration: without a code on the agent's domain → under that agent; a foreign affiliate code → refused.
    const plain = await register(h, { username: 'dplayer1', mobileNum: '0987650001', domain: 'top-agent.example' });
    expect(plain.statusCode).toBe(200);
    const [m] = await h.db`SELECT upline_id FROM members WHERE account = 'dplayer1'`;
    expect(Number(m?.upline_id)).toBe(top.id);
    const refused = await register(h, {
      username: 'dplayer2',
      mobileNum: '0987650002',
      domain: 'top-agent.example',
      affiliateCode: 'DOTH1',
    });
    expect(refused.json().code).toBe('invalid_invitation_code');
    expect(await h.db`SELECT 1 FROM members WHERE account = 'dplayer2'`).toHaveLength(0);
    // A referral code of another agent on this domain does not take the player away from the domain's agent.
    const referred = await register(h, {
      username: 'dplayer3',
      mobileNum: '0987650003',
      domain: 'top-agent.example',
      referralCode: 'DOTH1',
    });
    expect(referred.statusCode).toBe(200);
    const [m3] = await h.db`SELECT upline_id FROM members WHERE account = 'dplayer3'`;
    expect(Number(m3?.upline_id)).toBe(top.id);
    // Elsewhere, the other agent's code places the player under it as before.
    const elsewhere = await register(h, { username: 'dplayer4', mobileNum: '0987650004', affiliateCode: 'DOTH1' });
    expect(elsewhere.statusCode).toBe(200);
    const [m4] = await h.db`SELECT upline_id FROM members WHERE account = 'dplayer4'`;
    expect(Number(m4?.upline_id)).toBe(other.id);
  });
});
