import { beforeAll, describe, expect, it } from 'vitest';
import {
  type LotteryHarness,
  lotteryApp,
  openDraw,
  placeSlip,
  SOUTH_RESULT,
  slipKey,
  toDrawTime,
} from '../lottery/test/core.fixtures.js';
import { fund, makeMember } from '../withdrawals/test/cashout.fixtures.js';
import { periodAt } from './settlement.periods.js';
import { createSettlementService } from './settlement.service.js';
import { contract, flat } from './test/settlement.fixtures.js';

const TZ = 'Asia/Ho_Chi_Minh';
let h: LotteryHarness;
beforeAll(async () => {
  h = await lotteryApp();
});

describe('agent settlement counts the house games (settled_wagers)', () => {
  it("pays an agent its salary on a downline's lottery bet, once", async () => {
    const agent = await makeMember(h, { type: 1 });
    const p = await makeMember(h, { uplineId: agent.id });
    await fund(h, p.id, 10_000_000);
    await contract(h.db, agent.id, 'daily', flat(100));
    const drawId = await openDraw(h, 'vn-mn-hcm');
    const res = await placeSlip(h, drawId, p, {
      idempotencyKey: slipKey(),
      bets: [{ selection: { kind: 'xiuChu', numbers: ['999'] }, points: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const cost = res.json().value.totalCost as number;
    await toDrawTime(h, drawId);
    await h.db.begin((tx) => h.rounds.recordExternalResult(tx, drawId, SOUTH_RESULT));
    await h.rounds.settle(drawId);
    const [r] = await h.db<{ settled_at: Date }[]>`SELECT settled_at FROM rounds WHERE id = ${drawId}`;

    const period = periodAt('daily', r!.settled_at, TZ);
    const settlement = createSettlementService({ db: h.db, clock: h.clock, ledger: h.ledger, timeZone: TZ });
    await settlement.settlePeriod(period);
    await settlement.settlePeriod(period);
    const records = await h.db<{ amount: number; status: string; figures: { turnover: number; netLoss: number } }[]>`
      SELECT amount, status, figures FROM agent_settlements WHERE agent_id = ${agent.id} AND kind = 'daily'`;
    expect(records).toHaveLength(1);
    // The lost lottery stake is the team's turnover and net loss; 1 % of it is the agent's daily salary.
    expect(records[0]!.figures).toMatchObject({ turnover: cost, netLoss: cost });
    expect(records[0]).toMatchObject({ amount: Math.floor(cost / 100), status: 'paid' });
    const paid = await h.db`
      SELECT t.amount FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id
       WHERE a.owner_member_id = ${agent.id} AND t.kind = 'agent_daily'`;
    expect(paid.map((x) => Number(x.amount))).toEqual([Math.floor(cost / 100)]);
  });
});
