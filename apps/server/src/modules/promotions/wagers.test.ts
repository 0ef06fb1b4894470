import { beforeAll, describe, expect, it } from 'vitest';
import {
  cashOf,
  type LotteryHarness,
  lotteryApp,
  NORTH_RESULT,
  openDraw,
  placeSlip,
  player,
  slipKey,
  toDrawTime,
} from '../lottery/test/core.fixtures.js';
import { openRound } from '../rounds/test/rounds.fixtures.js';
import { createSeamlessWallet } from '../vendors/seamless-wallet.service.js';
import { createVendorSessions } from '../vendors/vendor-sessions.js';

/*
 * settled_wagers (migrations 0195, 0196): a vendor round, a house dice round and a lottery draw each show once,
 * with its catalogue game type (the categories promotions use), only once settled, and a cancelled stake never shows.
 */
let h: LotteryHarness;
beforeAll(async () => {
  h = await lotteryApp();
});

interface WagerRow {
  member_id: number;
  unit: string;
  category: string;
  stake: number;
  valid_turnover: number;
  win: number;
  source: string;
}
const wagersOf = (memberId: number) =>
  h.db<WagerRow[]>`SELECT member_id, unit, category, stake, valid_turnover, win, source
    FROM settled_wagers WHERE member_id = ${memberId} ORDER BY category`;

describe('settled_wagers', () => {
  it('a vendor slot round shows as RNG once the round ends, with its stake and win', async () => {
    const m = await player(h, 1_000_000);
    const sessions = createVendorSessions({ db: h.db, clock: h.clock });
    const wallet = createSeamlessWallet({ db: h.db, clock: h.clock, ledger: h.ledger });
    const s = await sessions.open({
      vendor: 'SIMV',
      memberId: m.id,
      unit: 'VND',
      game: { nodeId: 'SIMV-1', gameType: 'RNG' },
    });
    const base = { vendor: 'SIMV', player: s.player, roundId: 'w-1' };
    expect((await wallet.debit({ ...base, txnId: 'd1', amount: 200_000, token: s.token })).status).toBe('OK');
    // Open round: not a settled wager yet.
    expect(await wagersOf(m.id)).toEqual([]);
    await wallet.credit({ ...base, txnId: 'c1', amount: 50_000 });
    expect(await wagersOf(m.id)).toEqual([
      {
        member_id: m.id,
        unit: 'VND',
        category: 'RNG',
        stake: 200_000,
        valid_turnover: 200_000,
        win: 50_000,
        source: 'bet',
      },
    ]);
    // A rolled-back round (stake refunded) is not a settled wager.
    await wallet.debit({ ...base, roundId: 'w-2', txnId: 'd2', amount: 10_000, token: s.token });
    await wallet.rollback({ vendor: 'SIMV', player: s.player, txnId: 'r2', refTxnId: 'd2', roundId: 'w-2' });
    await wallet.credit({ ...base, roundId: 'w-2', txnId: 'c2', amount: 0 });
    const rows = await wagersOf(m.id);
    expect(rows.reduce((t, r) => t + r.valid_turnover, 0)).toBe(200_000);
  });

  it('a house dice round shows once as LIVE (its catalogue game type), after settlement', async () => {
    const m = await player(h);
    const roundId = await openRound(h);
    await h.rounds.place({ memberId: m.id, unit: 'VND' }, roundId, {
      idempotencyKey: slipKey(),
      bets: [
        { selection: { kind: 'big' }, stake: 100_000 },
        { selection: { kind: 'small' }, stake: 300_000 },
      ],
    });
    expect(await wagersOf(m.id)).toEqual([]);
    await h.rounds.close(roundId);
    await h.rounds.draw(roundId);
    await h.rounds.settle(roundId);
    const [paid] = await h.db<{ paid: number }[]>`
      SELECT coalesce(sum(payout), 0)::bigint AS paid FROM round_bets WHERE round_id = ${roundId} AND member_id = ${m.id}`;
    // Both bets of the round, counted once (not once per round_bets row and again per history row).
    expect(await wagersOf(m.id)).toEqual([
      {
        member_id: m.id,
        unit: 'VND',
        category: 'LIVE',
        stake: 400_000,
        valid_turnover: 400_000,
        win: paid!.paid,
        source: 'bet',
      },
    ]);
  });

  it('a lottery bet shows once as LOTT after the draw settles; a cancelled one never', async () => {
    const m = await player(h);
    const drawId = await openDraw(h, 'vn-mb');
    const before = await cashOf(h, m.id);
    const res = await placeSlip(h, drawId, m, {
      idempotencyKey: slipKey(),
      bets: [{ selection: { kind: 'lo2', numbers: ['45'] }, points: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const cost = before - (await cashOf(h, m.id));
    const other = await placeSlip(h, drawId, m, {
      idempotencyKey: slipKey(),
      bets: [{ selection: { kind: 'lo2', numbers: ['99'] }, points: 1 }],
    });
    expect(other.statusCode, other.body).toBe(200);
    const cancelled = await h.app.inject({
      method: 'POST',
      url: `/wps/lottery/bets/${other.json().value.bets[0].id}/cancel`,
      headers: m.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await toDrawTime(h, drawId);
    await h.rounds.tick('vn-mb');
    await h.db.begin((tx) => h.rounds.recordExternalResult(tx, drawId, NORTH_RESULT));
    await h.rounds.settle(drawId);
    const rows = await wagersOf(m.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ category: 'LOTT', stake: cost, valid_turnover: cost, unit: 'VND' });
    // '45' ends four prizes of the North result: the lô pays.
    expect(rows[0]!.win).toBeGreaterThan(0);
  });
});
