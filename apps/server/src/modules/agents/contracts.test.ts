import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CashoutHarness,
  cashoutApp,
  makeMember,
  operator,
  type TestMember,
} from '../withdrawals/test/cashout.fixtures.js';
import { createContractsService } from './contracts.service.js';
import { createSettlementService } from './settlement.service.js';
import { bet } from './test/settlement.fixtures.js';

const TZ = 'Asia/Ho_Chi_Minh';
let h: CashoutHarness;
beforeAll(async () => {
  h = await cashoutApp();
});

const flat = (rateBp: number, minTurnover = 0) => [{ minTurnover, minNetLoss: 0, minActive: 0, rateBp }];
const offer = (by: TestMember, memberId: number, kind: string, tiers: unknown) =>
  h.app.inject({
    method: 'POST',
    url: '/wps/agent/contracts/offer',
    headers: by.headers,
    payload: { memberId, kind, tiers },
  });
const answer = (by: TestMember, id: number, what: 'accept' | 'reject') =>
  h.app.inject({ method: 'POST', url: `/wps/agent/contracts/${id}/${what}`, headers: by.headers });
const get = (by: TestMember, url: string) => h.app.inject({ url, headers: by.headers });

/** A (operator gave 2 % daily) → B → C; S is B's sibling; X another top agent with downline Y. */
async function family() {
  const a = await makeMember(h, { type: 1 });
  const b = await makeMember(h, { type: 1, uplineId: a.id });
  const c = await makeMember(h, { type: 1, uplineId: b.id });
  const s = await makeMember(h, { type: 1, uplineId: a.id });
  const x = await makeMember(h, { type: 1 });
  const y = await makeMember(h, { type: 1, uplineId: x.id });
  const player = await makeMember(h, { uplineId: c.id });
  await createContractsService({ db: h.db, clock: h.clock, timeZone: TZ }).operatorSet(
    a.id,
    'daily',
    flat(200),
    'operator:1',
  );
  return { a, b, c, s, x, y, player };
}

describe('contracts between an upline and its direct downline', () => {
  it('offer, accept from the next period, history; never above the upline', async () => {
    const { a, b, c } = await family();
    const tooMuch = await offer(a, b.id, 'daily', flat(250));
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().code ?? tooMuch.json().errorCode ?? JSON.stringify(tooMuch.json())).toContain(
      'agent_contract_exceeds_upline',
    );
    const first = await offer(a, b.id, 'daily', flat(120));
    expect(first.statusCode).toBe(200);
    const second = (await offer(a, b.id, 'daily', flat(150))).json().value;
    const view = (await get(b, '/wps/agent/contracts')).json().value;
    expect(view.offers.map((o: { id: number }) => o.id)).toEqual([second.id]);
    expect(view.history.find((o: { id: number }) => o.id === first.json().value.id).status).toBe('withdrawn');
    const accepted = (await answer(b, second.id, 'accept')).json().value;
    // Accepted at 12:00 on 22 Nov in Vietnam: in force from the next local day.
    expect(accepted).toMatchObject({ status: 'accepted', effectiveFrom: '2026-11-22T17:00:00.000Z' });
    expect((await answer(b, second.id, 'accept')).statusCode).toBe(404);
    const later = (await get(b, '/wps/agent/contracts')).json().value;
    expect(later.upcoming.map((o: { id: number }) => o.id)).toEqual([second.id]);
    // B now holds 1.5 %: it cannot give C 1.6 %, nor 1.5 % below a threshold where... it can give 1 %.
    expect((await offer(b, c.id, 'daily', flat(160))).statusCode).toBe(422);
    const toC = (await offer(b, c.id, 'daily', flat(100))).json().value;
    expect((await answer(c, toC.id, 'reject')).json().value.status).toBe('rejected');
    // The upline sees its downline's contracts.
    expect((await get(a, `/wps/agent/contracts?memberId=${c.id}`)).json().value.history).toHaveLength(1);
    const audit =
      await h.db`SELECT action FROM audit_log WHERE action LIKE 'agent_contract.%' AND subject = ${`agent_contract:${second.id}`}`;
    expect(audit).toHaveLength(1);
  });

  it('offers made at once to the same downline leave one open offer; the other is told (409)', async () => {
    const { a, b } = await family();
    const codes = (await Promise.all([1, 2, 3, 4].map((i) => offer(a, b.id, 'daily', flat(10 * i))))).map(
      (r) => r.statusCode,
    );
    expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
    expect(codes).toContain(200);
    const open = await h.db`SELECT 1 FROM agent_contracts WHERE agent_id = ${b.id} AND status = 'offered'`;
    expect(open).toHaveLength(1);
  });

  it('a kind the site does not offer is refused', async () => {
    const { a, b } = await family();
    await h.db`INSERT INTO settings (key, value) VALUES ('consolidated', ${h.db.json({ realtimesalreqtype: 0 } as never)})
               ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`;
    const res = await offer(a, b.id, 'realtime', flat(10));
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('agent_contract_kind_off');
    await h.db`DELETE FROM settings WHERE key = 'consolidated'`;
  });
});

describe('IDOR: an agent acts on its own team only', () => {
  it('offers only to a direct downline; views only its team; answers only its own offers', async () => {
    const { a, b, c, s, y, player } = await family();
    const toB = (await offer(a, b.id, 'daily', flat(100))).json().value;
    // Not a direct downline (grand-child), the upline, a sibling, another agent's downline, itself.
    for (const [by, target] of [
      [a, c],
      [b, a],
      [b, s],
      [b, y],
      [b, b],
    ] as const) {
      const res = await offer(by, target.id, 'daily', flat(1));
      expect(res.statusCode, `${by.id} → ${target.id}`).toBe(404);
    }
    for (const target of [a, s, y]) {
      expect((await get(b, `/wps/agent/contracts?memberId=${target.id}`)).statusCode).toBe(404);
      expect((await get(b, `/wps/agent/settlements?kind=daily&memberId=${target.id}`)).statusCode).toBe(404);
    }
    // Someone else's offer: the sibling, the upline that made it, the downline below.
    for (const who of [s, a, c]) expect((await answer(who, toB.id, 'accept')).statusCode).toBe(404);
    // A non-agent is refused outright.
    expect((await get(player, '/wps/agent/contracts')).statusCode).toBe(403);
    expect((await get(player, '/wps/agent/income')).statusCode).toBe(403);
  });
});

describe('settlement records and income', () => {
  it('the agent sees its record with the figures and tier, totals, and its income', async () => {
    const { a, b, player } = await family();
    const toB = (await offer(a, b.id, 'daily', flat(100))).json().value;
    await answer(b, toB.id, 'accept');
    // Day 23 Nov (local) is the first day B's contract (and A's) is in force; settle it on the 24th.
    await bet(h.db, player.id, 4_000_000, 1_000_000, new Date('2026-11-23T05:00:00Z'));
    h.clock.set('2026-11-24T05:00:00Z');
    const settlement = createSettlementService({ db: h.db, clock: h.clock, ledger: h.ledger, timeZone: TZ });
    await settlement.settleDue('daily');
    const res = (await get(b, '/wps/agent/settlements?kind=daily&from=2026-11-01&to=2026-11-30')).json().value;
    expect(res.total).toBe(1);
    expect(res.items[0]).toMatchObject({
      kind: 'daily',
      periodKey: '2026-11-23',
      amount: 40_000,
      status: 'paid',
      figures: { turnover: 4_000_000, netLoss: 3_000_000, active: 1, rateBp: 100, tierIndex: 0, gross: 40_000 },
    });
    expect(res.totals).toEqual({ amount: 40_000, paid: 40_000, pending: 0 });
    // A sees B's records (its team) and its own income: 2 % − 1 % of 4M.
    expect(
      (await get(a, `/wps/agent/settlements?kind=daily&memberId=${b.id}&from=2026-11-01`)).json().value.total,
    ).toBe(1);
    const income = (await get(a, '/wps/agent/income?from=2026-11-01&to=2026-11-30')).json().value;
    expect(income).toMatchObject({ total: 40_000, byKind: [{ kind: 'daily', amount: 40_000, records: 1 }] });
    expect(income.byDay).toEqual([{ day: '2026-11-23', amount: 40_000 }]);
    expect((await get(a, '/wps/agent/income?from=2026-12-01&to=2026-11-01')).statusCode).toBe(422);
  });
});

describe('the operator side', () => {
  it('sets a top agent’s contract, turns approval on, approves and rejects records (audited); agents are refused', async () => {
    const x = await makeMember(h, { type: 1 });
    const y = await makeMember(h, { type: 1, uplineId: x.id });
    const set = await h.app.inject({
      method: 'POST',
      url: '/wps/operator/agent-contracts',
      headers: operator,
      payload: { agentId: x.id, kind: 'hourly', tiers: flat(100) },
    });
    expect(set.statusCode).toBe(200);
    const settings = (await h.app.inject({ url: '/wps/operator/agent-contracts/settings', headers: operator })).json()
      .value;
    const put = await h.app.inject({
      method: 'PUT',
      url: '/wps/operator/agent-contracts/settings',
      headers: operator,
      payload: { ...settings, approval: { ...settings.approval, hourly: true } },
    });
    expect(put.statusCode).toBe(200);
    const toY = (await offer(x, y.id, 'hourly', flat(40))).json().value;
    await answer(y, toY.id, 'accept');
    // Both in force from the next hour; a bet in the hour after, settled once that hour has closed.
    const start = new Date(Date.parse(toY.offeredAt) + 3_600_000);
    await bet(h.db, y.id, 1_000_000, 0, new Date(Math.ceil(start.getTime() / 3_600_000) * 3_600_000 + 60_000));
    h.clock.set(new Date(Math.ceil(start.getTime() / 3_600_000) * 3_600_000 + 3_600_000 + 600_000));
    await createSettlementService({ db: h.db, clock: h.clock, ledger: h.ledger, timeZone: TZ }).settleDue('hourly');
    const queue = (
      await h.app.inject({
        url: '/wps/operator/agent-settlements?kind=hourly&awaitingApproval=true',
        headers: operator,
      })
    ).json().value;
    const mine = queue.items.filter((r: { agentId: number }) => r.agentId === x.id || r.agentId === y.id);
    expect(mine.map((r: { amount: number }) => r.amount).sort()).toEqual([4_000, 6_000]);
    const rx = mine.find((r: { agentId: number }) => r.agentId === x.id);
    const ry = mine.find((r: { agentId: number }) => r.agentId === y.id);
    const decide = (id: number, approve: boolean, headers: Record<string, string> = operator) =>
      h.app.inject({
        method: 'POST',
        url: `/wps/operator/agent-settlements/${id}/decision`,
        headers,
        payload: { approve },
      });
    expect((await decide(rx.id, true, x.headers)).statusCode).toBe(403);
    expect((await decide(rx.id, true)).json().value).toEqual({ id: rx.id, status: 'paid' });
    expect((await decide(ry.id, false)).json().value).toEqual({ id: ry.id, status: 'rejected' });
    expect((await decide(ry.id, true)).statusCode).toBe(404);
    const [paid] = await h.db<{ n: number }[]>`
      SELECT count(*)::int AS n FROM ledger_transfers WHERE kind = 'agent_hourly' AND idempotency_key LIKE ${`agent-pay:${y.id}:%`}`;
    expect(paid!.n).toBe(0);
    expect((await h.app.inject({ url: '/wps/operator/agent-contracts/settings', headers: x.headers })).statusCode).toBe(
      403,
    );
    const audits =
      await h.db`SELECT action FROM audit_log WHERE action IN ('agent_settlement.approve', 'agent_settlement.reject', 'agent_contracts.settings', 'agent_contract.operator_set')`;
    expect(audits.length).toBeGreaterThanOrEqual(4);
  });
});
