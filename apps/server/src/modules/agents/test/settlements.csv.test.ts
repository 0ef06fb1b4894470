import { beforeAll, describe, expect, it } from 'vitest';
import { csvRecords, readCsv } from '../../../../test/csv.js';
import { type CashoutHarness, cashoutApp, makeMember, operator } from '../../withdrawals/test/cashout.fixtures.js';
import { createContractsService } from '../contracts.service.js';
import { SETTLEMENTS_CSV_HEADER } from '../settlements.csv.js';

/* The agent settlement list's CSV: the list's own query (filters, awaiting approval first, newest first). */

let h: CashoutHarness;
beforeAll(async () => {
  h = await cashoutApp();
});

const get = (url: string) => h.app.inject({ url, headers: operator });

/** One settlement record as a run writes it (the period key is free text to the CSV writer). */
async function record(
  agentId: number,
  contractId: number,
  r: { periodKey: string; amount: number; status: string; needsApproval: boolean; figures: Record<string, unknown> },
) {
  const [row] = await h.db<{ id: number }[]>`
    INSERT INTO agent_settlements (agent_id, kind, period_key, period_start, period_end, contract_id, figures, amount,
                                   carry_out, status, needs_approval, created_at)
    VALUES (${agentId}, 'daily', ${r.periodKey}, ${h.clock.now()}, ${h.clock.now()}, ${contractId},
            ${h.db.json(r.figures as never)}, ${r.amount}, ${r.amount === 0 ? -12_345 : 0}, ${r.status},
            ${r.needsApproval}, ${h.clock.now()})
    RETURNING id`;
  return Number(row!.id);
}

/** Every row of the list for a query, page by page (the list's largest page is 100). */
async function listed(qs: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const res = (await get(`/wps/operator/agent-settlements?${qs}&pageSize=100&page=${page}`)).json().value;
    ids.push(...res.items.map((r: { id: number }) => r.id));
    if (ids.length >= res.total || res.items.length === 0) return ids;
  }
}

describe('agent settlements CSV', () => {
  it("has the list's rows for the same filters and order, exact amounts and figures, defused formula text", async () => {
    const agent = await makeMember(h, { type: 1 });
    const contract = await createContractsService({
      db: h.db,
      clock: h.clock,
      timeZone: 'Asia/Ho_Chi_Minh',
    }).operatorSet(agent.id, 'daily', [{ minTurnover: 0, minNetLoss: 0, minActive: 0, rateBp: 150 }], 'operator:7');
    const figures = { turnover: 1_000_000_050, netLoss: -2_500, active: 3, rateBp: 150, tier: null };
    const paid = await record(agent.id, contract.id, {
      periodKey: '2026-11-01',
      amount: 1_500_001,
      status: 'paid',
      needsApproval: false,
      figures,
    });
    const waiting = await record(agent.id, contract.id, {
      periodKey: '=HYPERLINK("http://evil.example","x")',
      amount: 2_000_000,
      status: 'pending',
      needsApproval: true,
      figures,
    });
    const carried = await record(agent.id, contract.id, {
      periodKey: '2026-11-03',
      amount: 0,
      status: 'carried_forward',
      needsApproval: false,
      figures: { turnover: 'n/a' },
    });

    const all = readCsv(await get('/wps/operator/agent-settlements.csv?kind=daily'));
    expect(all[0]).toEqual(SETTLEMENTS_CSV_HEADER);
    const records = csvRecords(all);
    const ids = records.map((r) => Number(r.id));
    expect(ids).toEqual(await listed('kind=daily'));
    // Awaiting approval first, then newest first.
    const mine = ids.filter((id) => [paid, waiting, carried].includes(id));
    expect(mine).toEqual([waiting, carried, paid]);
    const byId = (id: number) => records.find((r) => Number(r.id) === id)!;
    expect(byId(waiting)).toMatchObject({
      account: expect.stringMatching(/^c[0-9a-f]{10}$/),
      kind: 'daily',
      period: `'=HYPERLINK("http://evil.example","x")`,
      amount: '20000.00',
      status: 'pending',
      awaitingApproval: 'true',
      agentId: String(agent.id),
      turnover: '10000000.50',
      netLoss: '-25.00',
      active: '3',
      rateBp: '150',
    });
    expect(byId(paid)).toMatchObject({ amount: '15000.01', status: 'paid', awaitingApproval: 'false' });
    expect(byId(carried)).toMatchObject({ amount: '0.00', carryOut: '-123.45', turnover: '', netLoss: '' });

    // The list's filters apply, as on screen.
    const qs = 'kind=daily&status=paid&awaitingApproval=false';
    const filtered = csvRecords(readCsv(await get(`/wps/operator/agent-settlements.csv?${qs}`))).map((r) =>
      Number(r.id),
    );
    expect(filtered).toEqual(await listed(qs));
    expect(filtered).toContain(paid);
    expect(filtered).not.toContain(waiting);
    expect(filtered).not.toContain(carried);
  });

  it('names the file by the day; nothing matching is the header alone; a bad filter is a 400 envelope', async () => {
    const res = await get('/wps/operator/agent-settlements.csv?kind=realtime&status=rejected');
    expect(String(res.headers['content-disposition'])).toMatch(/filename="agent-settlements-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(readCsv(res)).toEqual([SETTLEMENTS_CSV_HEADER]);
    const bad = await get('/wps/operator/agent-settlements.csv?status=approved');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });
});
