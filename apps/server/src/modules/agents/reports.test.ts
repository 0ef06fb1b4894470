import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CashoutHarness,
  cashoutApp,
  makeMember,
  operator,
  type TestMember,
} from '../withdrawals/test/cashout.fixtures.js';
import { forest, giveTerms } from './test/team.fixtures.js';

let h: CashoutHarness;
beforeAll(async () => {
  h = await cashoutApp();
});

const get = (m: TestMember | null, url: string) => h.app.inject({ method: 'GET', url, headers: m?.headers ?? {} });
const send = (who: Record<string, string>, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  h.app.inject({ method, url, headers: who, payload });
let seq = 0;
const bet = (member: number, stake: number, win: number, at = h.clock.now()) => {
  seq += 1;
  return h.db`INSERT INTO bets (member_id, vendor, round_id, unit, category, stake, win, status, created_at, updated_at, settled_at)
    VALUES (${member}, 'TEST', ${`rp${seq}`}, 'VND', 'RNG', ${stake}, ${win}, 'settled', ${at}, ${at}, ${at})`;
};
const accountOf = async (id: number) =>
  (await h.db<{ account: string }[]>`SELECT account FROM members WHERE id = ${id}`)[0]!.account;

describe('user P&L statements', () => {
  it("lists each team member's own figures over a range with totals, and nothing outside the team", async () => {
    const f = await forest(h);
    await bet(f.A1a.id, 10_000, 4_000);
    await bet(f.A1a.id, 1_000, 0, new Date('2026-11-20T05:00:00Z'));
    await bet(f.A1b1.id, 5_000, 8_000);
    await bet(f.A2a.id, 7_000, 0); // a sibling's team
    await bet(f.B1.id, 9_000, 0); // another agent's team

    const res = await get(f.A1, '/wps/agent/team/pnl?from=2026-11-21&to=2026-11-22');
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({ from: '2026-11-21', to: '2026-11-22', total: 2, page: 1 });
    expect(v.items).toEqual([
      expect.objectContaining({
        memberId: f.A1a.id,
        depth: 1,
        kind: 'member',
        turnover: 10_000,
        wins: 4_000,
        bets: 1,
        profit: -6_000,
      }),
      expect.objectContaining({ memberId: f.A1b1.id, depth: 2, turnover: 5_000, wins: 8_000, profit: 3_000 }),
    ]);
    expect(v.totals).toEqual({ deposits: 0, withdrawals: 0, turnover: 15_000, wins: 12_000, bets: 2, profit: -3_000 });
    // The whole week, one member, an account prefix, paging.
    const week = (await get(f.A1, `/wps/agent/team/pnl?from=2026-11-16&memberId=${f.A1a.id}`)).json().value;
    expect(week.items).toEqual([expect.objectContaining({ turnover: 11_000, bets: 2 })]);
    const byName = (await get(f.A1, `/wps/agent/team/pnl?account=${(await accountOf(f.A1b1.id)).slice(0, 8)}`)).json()
      .value;
    expect(byName.items.map((i: { memberId: number }) => i.memberId)).toEqual([f.A1b1.id]);
    const page2 = (await get(f.A1, '/wps/agent/team/pnl?pageSize=1&page=2')).json().value;
    expect(page2).toMatchObject({ total: 2, items: [expect.objectContaining({ memberId: f.A1b1.id })] });

    // IDOR: another agent's downline, the upline, a sibling, a sibling's downline, an unknown id → 404.
    for (const id of [f.B1.id, f.A.id, f.A2.id, f.A2a.id, 999_999]) {
      const r = await get(f.A1, `/wps/agent/team/pnl?memberId=${id}`);
      expect(r.statusCode, `member ${id}`).toBe(404);
      expect(r.json().code).toBe('agent_not_in_team');
    }
    // By account name: outsiders are simply not in the caller's team.
    expect((await get(f.A1, `/wps/agent/team/pnl?account=${await accountOf(f.B1.id)}`)).json().value.total).toBe(0);
    expect((await get(f.A1, `/wps/agent/team/pnl?account=${await accountOf(f.A2a.id)}`)).json().value.total).toBe(0);
    // Bad ranges; a member and a trial account; no session.
    for (const q of ['from=2026-11-22&to=2026-11-01', 'from=2026-01-01&to=2026-11-22', 'from=2026-13-45']) {
      const r = await get(f.A1, `/wps/agent/team/pnl?${q}`);
      expect(r.statusCode, q).toBe(400);
      expect(r.json().code).toBe('agent_bad_range');
    }
    expect((await get(f.A1a, '/wps/agent/team/pnl')).json().code).toBe('agent_only');
    expect((await get(await makeMember(h, { type: 4 }), '/wps/agent/team/pnl')).statusCode).toBe(403);
    expect((await get(null, '/wps/agent/team/pnl')).statusCode).toBe(401);
  });
});

describe('agent announcements', () => {
  it("shows the platform's and the uplines' announcements, never a sibling's or a downline's", async () => {
    const f = await forest(h);
    const platform = await send(operator, 'POST', '/wps/operator/agent-announcements', {
      title: 'Maintenance',
      body: 'Sunday 02:00',
    });
    expect(platform.statusCode, platform.body).toBe(200);
    const byA = (
      await send(f.A.headers, 'POST', '/wps/agent/announcements', { title: 'From A', body: 'to my team' })
    ).json().value;
    expect(byA).toMatchObject({ author: await accountOf(f.A.id), mine: true });
    await send(f.A2.headers, 'POST', '/wps/agent/announcements', { title: 'From A2', body: 'sibling' });
    await send(f.A1b.headers, 'POST', '/wps/agent/announcements', { title: 'From A1b', body: 'downline' });
    const titles = async (m: TestMember) =>
      (await get(m, '/wps/agent/announcements')).json().value.items.map((i: { title: string }) => i.title);
    expect(await titles(f.A1)).toEqual(['From A', 'Maintenance']);
    expect(await titles(f.A1b)).toEqual(['From A1b', 'From A', 'Maintenance']);
    expect(await titles(f.B)).toEqual(['Maintenance']);
    // Only the author withdraws its own; anyone else gets 404 and nothing changes.
    const del = await send(f.A1.headers, 'DELETE', `/wps/agent/announcements/${byA.id}`);
    expect(del.statusCode).toBe(404);
    expect(del.json().code).toBe('agent_announcement_not_found');
    expect((await send(f.A.headers, 'DELETE', `/wps/agent/announcements/${byA.id}`)).statusCode).toBe(200);
    expect(await titles(f.A1)).toEqual(['Maintenance']);
    expect((await get(f.A1a, '/wps/agent/announcements')).json().code).toBe('agent_only');
    const empty = await send(f.A.headers, 'POST', '/wps/agent/announcements', { title: ' ', body: 'x' });
    expect(empty.statusCode).toBe(400);
    const [audit] = await h.db`SELECT count(*)::int AS n FROM audit_log WHERE action = 'agent.announcement'`;
    expect(audit?.n).toBe(1);
  });
});

describe("lowering an upline's terms", () => {
  it("caps every downline's terms at the new rates in the same transaction, audited", async () => {
    const f = await forest(h);
    await giveTerms(h.db, f.A.id, { dailySalary: 200, dividend: 3000 });
    await giveTerms(h.db, f.A1.id, { dailySalary: 150, dividend: 1000 });
    await giveTerms(h.db, f.A1b.id, { dailySalary: 120, hourSalary: 0 });
    await giveTerms(h.db, f.A2.id, { dailySalary: 90 });
    const res = await send(operator, 'PUT', `/wps/operator/members/${f.A.id}/agent-terms`, {
      terms: { dailySalary: 100, dividend: 500 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const terms = async (id: number) => (await h.db`SELECT terms FROM agent_terms WHERE member_id = ${id}`)[0]?.terms;
    expect(await terms(f.A1.id)).toEqual({ dailySalary: 100, dividend: 500 });
    expect(await terms(f.A1b.id)).toEqual({ dailySalary: 100 });
    expect(await terms(f.A2.id)).toEqual({ dailySalary: 90 }); // already within: untouched
    const audit = await h.db<{ subject: string; before: unknown; after: unknown }[]>`
      SELECT subject, before, after FROM audit_log WHERE action = 'agent.terms_capped' ORDER BY subject`;
    expect(audit).toEqual(
      [
        {
          subject: `member:${f.A1.id}`,
          before: { dailySalary: 150, dividend: 1000 },
          after: { dailySalary: 100, dividend: 500 },
        },
        { subject: `member:${f.A1b.id}`, before: { dailySalary: 120, hourSalary: 0 }, after: { dailySalary: 100 } },
      ].sort((a, b) => a.subject.localeCompare(b.subject)),
    );
    // An upline lowering its direct downline caps that downline's team too.
    const down = await send(f.A1.headers, 'PUT', `/wps/agent/team/downlines/${f.A1b.id}/terms`, {
      terms: { dailySalary: 50 },
    });
    expect(down.statusCode, down.body).toBe(200);
    await giveTerms(h.db, f.A1b1.id, { dailySalary: 50 });
    await send(f.A1.headers, 'PUT', `/wps/agent/team/downlines/${f.A1b.id}/terms`, { terms: { dailySalary: 20 } });
    expect(await terms(f.A1b1.id)).toEqual({ dailySalary: 20 });
  });
});

describe('agent domains', () => {
  it('are set by an operator (audited), one agent per domain, and read by the agent', async () => {
    const f = await forest(h);
    const set = await send(operator, 'PUT', `/wps/operator/members/${f.A.id}/agent-domains`, {
      domains: ['Agent-A.example', 'www.agent-a.example'],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value).toEqual({ domains: ['agent-a.example', 'www.agent-a.example'] });
    expect((await get(f.A, '/wps/agent/domains')).json().value.domains).toHaveLength(2);
    const taken = await send(operator, 'PUT', `/wps/operator/members/${f.B.id}/agent-domains`, {
      domains: ['agent-a.example'],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('agent_domain_taken');
    const notAgent = await send(operator, 'PUT', `/wps/operator/members/${f.A1a.id}/agent-domains`, {
      domains: ['x.example'],
    });
    expect(notAgent.statusCode).toBe(404);
    const bad = await send(operator, 'PUT', `/wps/operator/members/${f.A.id}/agent-domains`, {
      domains: ['http://x/y'],
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await send(f.A.headers, 'PUT', `/wps/operator/members/${f.A.id}/agent-domains`, { domains: [] })).statusCode,
    ).toBe(403);
  });
});
