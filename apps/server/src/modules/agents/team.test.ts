import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CashoutHarness,
  cashoutApp,
  makeMember,
  operator,
  type TestMember,
} from '../withdrawals/test/cashout.fixtures.js';
import { seedAgentTeam } from './team.seed.js';
import { expectClosureMatchesUplines, forest, giveTerms } from './test/team.fixtures.js';

let h: CashoutHarness;
beforeAll(async () => {
  h = await cashoutApp();
});

const get = (m: TestMember | null, url: string) => h.app.inject({ method: 'GET', url, headers: m?.headers ?? {} });
const send = (
  m: TestMember | Record<string, string>,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) => h.app.inject({ method, url, headers: 'headers' in m ? (m as TestMember).headers : m, payload: payload as object });

describe('the team tree (closure table)', () => {
  it('is backfilled and follows inserts, downlines created by an agent and operator moves; a cycle is refused', async () => {
    const f = await forest(h);
    await expectClosureMatchesUplines(h.db);
    await giveTerms(h.db, f.A1.id, { dailySalary: 200 });
    const created = await send(f.A1, 'POST', '/wps/agent/team/downlines', {
      username: 'teamKid01',
      password: 'abc12345',
      kind: 'agent',
      terms: { dailySalary: 150 },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().value).toMatchObject({
      account: 'teamKid01',
      kind: 'agent',
      depth: 1,
      terms: { dailySalary: 150 },
    });
    const kid = created.json().value.id as number;
    await expectClosureMatchesUplines(h.db);

    // Operator move: A1 (with A1a, A1b, A1b1 and the new kid) goes under B, whose terms cover A1's.
    const tooPoor = await send(operator, 'PUT', `/wps/operator/members/${f.A1.id}/upline`, { uplineId: f.B.id });
    expect(tooPoor.json().code).toBe('agent_terms_exceed_upline');
    await giveTerms(h.db, f.B.id, { dailySalary: 300 });
    const moved = await send(operator, 'PUT', `/wps/operator/members/${f.A1.id}/upline`, { uplineId: f.B.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().value.path.map((p: { id: number }) => p.id)).toEqual([f.B.id]);
    await expectClosureMatchesUplines(h.db);
    const [depth] = await h.db<
      { depth: number }[]
    >`SELECT depth FROM agent_team WHERE ancestor_id = ${f.B.id} AND descendant_id = ${f.A1b1.id}`;
    expect(depth?.depth).toBe(3);
    const [gone] = await h.db`SELECT 1 FROM agent_team WHERE ancestor_id = ${f.A.id} AND descendant_id = ${kid}`;
    expect(gone).toBeUndefined();

    // Under its own team: refused, nothing changes.
    const cycle = await send(operator, 'PUT', `/wps/operator/members/${f.A1.id}/upline`, { uplineId: f.A1b.id });
    expect(cycle.statusCode).toBe(422);
    expect(cycle.json().code).toBe('agent_move_cycle');
    const [row] = await h.db<{ upline_id: number }[]>`SELECT upline_id FROM members WHERE id = ${f.A1.id}`;
    expect(row?.upline_id).toBe(f.B.id);
    await expectClosureMatchesUplines(h.db);
    const audit = await h.db`SELECT 1 FROM audit_log WHERE action = 'agent.move' AND subject = ${`member:${f.A1.id}`}`;
    expect(audit.length).toBe(1);

    // Back to the top.
    expect(
      (await send(operator, 'PUT', `/wps/operator/members/${f.A1.id}/upline`, { uplineId: null })).statusCode,
    ).toBe(200);
    await expectClosureMatchesUplines(h.db);
  });
});

describe('team management', () => {
  it('lists direct downlines, drills down with the breadcrumb, and searches the whole team', async () => {
    const f = await forest(h);
    const top = await get(f.A1, '/wps/agent/team/downlines');
    expect(top.statusCode).toBe(200);
    const v = top.json().value;
    expect(v.path.map((p: { id: number }) => p.id)).toEqual([f.A1.id]);
    expect(v.items.map((i: { id: number }) => i.id).sort()).toEqual([f.A1a.id, f.A1b.id].sort());
    expect(v.items.find((i: { id: number }) => i.id === f.A1b.id)).toMatchObject({
      kind: 'agent',
      directCount: 1,
      teamSize: 1,
    });
    const down = (await get(f.A, `/wps/agent/team/downlines?parentId=${f.A1b.id}`)).json().value;
    expect(down.path.map((p: { id: number; depth: number }) => [p.id, p.depth])).toEqual([
      [f.A.id, 0],
      [f.A1.id, 1],
      [f.A1b.id, 2],
    ]);
    expect(down.items.map((i: { id: number; depth: number }) => [i.id, i.depth])).toEqual([[f.A1b1.id, 3]]);
    const [acc] = await h.db<{ account: string }[]>`SELECT account FROM members WHERE id = ${f.A1b1.id}`;
    const found = (await get(f.A, `/wps/agent/team/downlines?search=${acc!.account}`)).json().value;
    expect(found.items.map((i: { id: number }) => i.id)).toEqual([f.A1b1.id]);
    expect((await get(f.B, `/wps/agent/team/downlines?search=${acc!.account}`)).json().value.total).toBe(0);
  });

  it('refuses members outside the caller team on every agent endpoint (IDOR sweep), and non-agents', async () => {
    const f = await forest(h);
    await giveTerms(h.db, f.A1.id, { dailySalary: 100 });
    await giveTerms(h.db, f.A2.id, { dailySalary: 100 });
    const foreignInvite = (await send(f.A2, 'POST', '/wps/agent/invites', { kind: 'member', terms: {} })).json().value
      .id;
    // Another agent's downline, the upline, a sibling, a sibling's downline, an id that does not exist.
    const outsiders = [f.B1.id, f.A.id, f.A2.id, f.A2a.id, 999_999];
    const calls = (id: number) => [
      get(f.A1, `/wps/agent/team/downlines/${id}`),
      get(f.A1, `/wps/agent/team/downlines?parentId=${id}`),
      send(f.A1, 'PUT', `/wps/agent/team/downlines/${id}/terms`, { terms: {} }),
      get(f.A1, `/wps/agent/team/bets?memberId=${id}`),
      get(f.A1, `/wps/agent/team/transactions?memberId=${id}`),
    ];
    for (const id of outsiders) {
      for (const [i, res] of (await Promise.all(calls(id))).entries()) {
        expect(res.statusCode, `call ${i} with ${id}`).toBe(404);
        expect(res.json().code).toBe('agent_not_in_team');
      }
    }
    // By account name: an outsider's rows are simply not in the caller's team.
    await h.db`INSERT INTO bets (member_id, vendor, round_id, unit, category, stake, win, status, created_at, updated_at, settled_at)
      VALUES (${f.B1.id}, 'TEST', 'idor', 'VND', 'RNG', 500, 0, 'settled', ${h.clock.now()}, ${h.clock.now()}, ${h.clock.now()})`;
    const [b1] = await h.db<{ account: string }[]>`SELECT account FROM members WHERE id = ${f.B1.id}`;
    expect((await get(f.A1, `/wps/agent/team/bets?account=${b1!.account}`)).json().value.total).toBe(0);
    expect((await get(f.A1, `/wps/agent/team/transactions?account=${b1!.account}`)).json().value.total).toBe(0);
    expect((await get(f.B, `/wps/agent/team/bets?account=${b1!.account}`)).json().value.total).toBe(1);
    const disable = await send(f.A1, 'DELETE', `/wps/agent/invites/${foreignInvite}`);
    expect(disable.statusCode).toBe(404);
    // Terms of a downline two levels down are its own upline's to set.
    expect((await send(f.A, 'PUT', `/wps/agent/team/downlines/${f.A1a.id}/terms`, { terms: {} })).statusCode).toBe(404);
    // Inside the team: answered.
    expect((await get(f.A1, `/wps/agent/team/downlines/${f.A1b1.id}`)).statusCode).toBe(200);
    expect((await get(f.A1, `/wps/agent/team/bets?memberId=${f.A1b1.id}`)).statusCode).toBe(200);

    // A member (not an agent) and a trial account get 403 on every agent endpoint; no session 401.
    const member = await makeMember(h, { uplineId: f.A1.id });
    const trial = await makeMember(h, { type: 4 });
    const agentOnly = [
      ['GET', '/wps/agent/terms'],
      ['GET', '/wps/agent/team/downlines'],
      ['GET', `/wps/agent/team/downlines/${f.A1a.id}`],
      ['POST', '/wps/agent/team/downlines'],
      ['PUT', `/wps/agent/team/downlines/${f.A1a.id}/terms`],
      ['GET', '/wps/agent/invites'],
      ['POST', '/wps/agent/invites'],
      ['DELETE', `/wps/agent/invites/${foreignInvite}`],
      ['GET', '/wps/agent/team/overview'],
      ['GET', '/wps/agent/team/bets'],
      ['GET', '/wps/agent/team/transactions'],
    ] as const;
    const bodies: Record<string, unknown> = {
      '/wps/agent/team/downlines': { username: 'zzz12345', password: 'abc12345', kind: 'member', terms: {} },
      '/wps/agent/invites': { kind: 'member', terms: {} },
    };
    for (const [method, url] of agentOnly) {
      const payload = method === 'PUT' ? { terms: {} } : method === 'POST' ? bodies[url] : undefined;
      const asMember = await h.app.inject({ method, url, headers: member.headers, payload: payload as object });
      expect(asMember.statusCode, `${method} ${url}`).toBe(403);
      expect(asMember.json().code).toBe('agent_only');
      const asTrial = await h.app.inject({ method, url, headers: trial.headers, payload: payload as object });
      expect(asTrial.statusCode, `${method} ${url}`).toBe(403);
      expect((await h.app.inject({ method, url, payload: payload as object })).statusCode).toBe(401);
    }
  });
});

describe('terms never above the upline', () => {
  it('refuses a downline, an invite or a change above the caller own terms, and changes nothing', async () => {
    const f = await forest(h);
    await giveTerms(h.db, f.A1.id, { dailySalary: 100, dividend: 3000 });
    await giveTerms(h.db, f.A1b.id, { dailySalary: 50 });
    const before =
      await h.db`SELECT (SELECT count(*) FROM members)::int AS m, (SELECT count(*) FROM agent_invites)::int AS i,
      (SELECT count(*) FROM agent_team)::int AS t`;
    const over = { dailySalary: 101 };
    const tries = [
      await send(f.A1, 'POST', '/wps/agent/team/downlines', {
        username: 'tooRich1',
        password: 'abc12345',
        kind: 'agent',
        terms: over,
      }),
      await send(f.A1, 'POST', '/wps/agent/invites', { kind: 'agent', terms: over }),
      await send(f.A1, 'PUT', `/wps/agent/team/downlines/${f.A1b.id}/terms`, { terms: over }),
      await send(f.A1, 'POST', '/wps/agent/invites', { kind: 'agent', terms: { hourSalary: 1 } }),
    ];
    for (const res of tries) {
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('agent_terms_exceed_upline');
    }
    expect(tries[0]!.json().details).toEqual({ kind: 'dailySalary', max: 100 });
    const after =
      await h.db`SELECT (SELECT count(*) FROM members)::int AS m, (SELECT count(*) FROM agent_invites)::int AS i,
      (SELECT count(*) FROM agent_team)::int AS t`;
    expect(after).toEqual(before);
    const [terms] = await h.db`SELECT terms FROM agent_terms WHERE member_id = ${f.A1b.id}`;
    expect(terms?.terms).toEqual({ dailySalary: 50 });
    // Equal to the upline's own is allowed.
    const ok = await send(f.A1, 'PUT', `/wps/agent/team/downlines/${f.A1b.id}/terms`, { terms: { dailySalary: 100 } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.terms).toEqual({ dailySalary: 100 });
    // An operator cannot place a downline above its upline either.
    const opOver = await send(operator, 'PUT', `/wps/operator/members/${f.A1b.id}/agent-terms`, {
      terms: { dividend: 3001 },
    });
    expect(opOver.statusCode).toBe(422);
  });

  it('invites carry kind and terms with a QR code of their link', async () => {
    const f = await forest(h);
    await giveTerms(h.db, f.A1.id, { realtimeSalary: 40 });
    const res = await send(f.A1, 'POST', '/wps/agent/invites', {
      kind: 'agent',
      terms: { realtimeSalary: 30 },
      note: 'fb',
    });
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({ kind: 'agent', terms: { realtimeSalary: 30 }, status: 'active', uses: 0, note: 'fb' });
    expect(v.link).toBe(`/register?referralCode=${v.code}`);
    expect(v.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect((await get(f.A1, '/wps/agent/invites')).json().value.map((i: { id: number }) => i.id)).toEqual([v.id]);
    const aff = await get(null, `/wps/agent/affiliate?code=${v.code.toLowerCase()}&domain=example.vn`);
    expect(aff.statusCode).toBe(200);
    expect((await send(f.A1, 'DELETE', `/wps/agent/invites/${v.id}`)).json().value.status).toBe('disabled');
    expect((await get(null, `/wps/agent/affiliate?code=${v.code}&domain=example.vn`)).json().code).toBe(
      'invalid_invitation_code',
    );
  });
});

describe('team overview and details', () => {
  it('counts the team figures per period in the operator zone and lists team bets with totals', async () => {
    const f = await forest(h);
    // 2026-11-22T05:00Z is 12:00 in Ho Chi Minh City; a bet settled at 18:00Z is 01:00 the next local day.
    const at = h.clock.now();
    const bet = (member: number, stake: number, win: number, settled: Date) => h.db`
      INSERT INTO bets (member_id, vendor, round_id, unit, category, stake, win, status, created_at, updated_at, settled_at)
      VALUES (${member}, 'TEST', ${`r${Math.random()}`}, 'VND', 'RNG', ${stake}, ${win}, 'settled', ${settled}, ${settled}, ${settled})`;
    await bet(f.A1a.id, 10_000, 4_000, at);
    await bet(f.A1b1.id, 5_000, 0, at);
    await bet(f.A2a.id, 7_000, 0, at); // a sibling's team: not A1's
    await bet(f.A1a.id, 1_000, 0, new Date(at.getTime() - 86_400_000));
    const res = await get(f.A1, '/wps/agent/team/overview?days=7');
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v.timezone).toBe('Asia/Ho_Chi_Minh');
    expect(v.today).toMatchObject({ teamSize: 3, activeMembers: 2, turnover: 15_000, wins: 4_000, net: 11_000 });
    expect(v.yesterday).toMatchObject({ turnover: 1_000, activeMembers: 1 });
    expect(v.thisMonth).toMatchObject({ turnover: 16_000, activeMembers: 2 });
    expect(v.series).toHaveLength(7);
    expect(v.series.at(-1)).toMatchObject({ day: '2026-11-22', turnover: 15_000 });
    const bets = (await get(f.A1, '/wps/agent/team/bets?from=2026-11-21&to=2026-11-22&pageSize=2')).json().value;
    expect(bets).toMatchObject({ total: 3, totals: { stake: 16_000, win: 4_000, net: 12_000 }, pageSize: 2 });
    expect(bets.items).toHaveLength(2);
    const bad = await get(f.A1, '/wps/agent/team/bets?from=2026-11-22&to=2026-01-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('agent_bad_range');
  });
});

describe('demo seed', () => {
  it('gives the demo agent its own terms once and never overwrites them', async () => {
    const [agent] = await h.db<{ id: number }[]>`INSERT INTO members (account, type, created_at)
      VALUES ('agent01', 1, now()) RETURNING id`;
    await seedAgentTeam(h.db, h.clock);
    const [t] = await h.db`SELECT terms FROM agent_terms WHERE member_id = ${agent!.id}`;
    expect(t?.terms).toEqual({ dividend: 3000, dailySalary: 150, hourSalary: 50, realtimeSalary: 30 });
    await giveTerms(h.db, agent!.id, { dailySalary: 10 });
    await seedAgentTeam(h.db, h.clock);
    expect((await h.db`SELECT terms FROM agent_terms WHERE member_id = ${agent!.id}`)[0]?.terms).toEqual({
      dailySalary: 10,
    });
  });
});
