import { describe, expect, it } from 'vitest';
import { accountsApp, login, makeMember, pow } from '../test/accounts.fixtures.js';

const challenge = (h: Awaited<ReturnType<typeof accountsApp>>, ip: string) =>
  h.app.inject({ url: '/wps/session/challenge', remoteAddress: ip });

describe('proof-of-work challenges (anonymous writes)', () => {
  it('are rate-limited per address: 429 too_many_requests with Retry-After, other addresses unaffected', async () => {
    const h = await accountsApp();
    const statuses: number[] = [];
    for (let i = 0; i < 150; i++) statuses.push((await challenge(h, '203.0.113.7')).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(120);
    expect(statuses.slice(120).every((s) => s === 429)).toBe(true);
    const refused = await challenge(h, '203.0.113.7');
    expect(refused.json()).toMatchObject({ success: false, code: 'too_many_requests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await challenge(h, '203.0.113.8')).statusCode).toBe(200);
    // A minute later the address may ask again.
    h.clock.advance(120_000);
    expect((await challenge(h, '203.0.113.7')).statusCode).toBe(200);
  }, 60_000);

  it('an address holds at most powMaxHeldPerIp unused challenges: its oldest are dropped, its newest work', async () => {
    const h = await accountsApp({ limits: { challengePerIpPerMinute: 10_000 }, powMaxHeldPerIp: 30 });
    await makeMember(h, { account: 'holder' });
    const first = (await challenge(h, '203.0.113.9')).json().value.id as string;
    for (let i = 0; i < 99; i++) expect((await challenge(h, '203.0.113.9')).statusCode).toBe(200);
    const [held] = await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM pow_challenges
      WHERE ip = '203.0.113.9' AND used_at IS NULL`;
    expect(held!.n).toBe(30);
    const [total] = await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM pow_challenges`;
    expect(total!.n).toBeLessThanOrEqual(30);
    expect((await h.db`SELECT 1 FROM pow_challenges WHERE id = ${first}`).length).toBe(0);
    // The newest challenge of that address still lets its owner log in.
    const ok = await login(h, { username: 'holder', password: 'Secret123' }, '203.0.113.9');
    expect(ok.statusCode).toBe(200);
    // Another address is not touched by this one's cap.
    await pow(h, '203.0.113.10');
    const [other] = await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM pow_challenges
      WHERE ip = '203.0.113.10'`;
    expect(other!.n).toBe(1);
  }, 60_000);
});
