import { beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerClean, operator } from '../withdrawals/test/cashout.fixtures.js';
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
} from './test/core.fixtures.js';

let h: LotteryHarness;
beforeAll(async () => {
  h = await lotteryApp();
});

const voidDraw = (drawId: number, reason: string) =>
  h.app.inject({
    method: 'POST',
    url: `/wps/operator/lottery/draws/${drawId}/void`,
    payload: { reason },
    headers: operator,
  });

/** A North draw with a winner (lô 45, 4 hits) and a loser (đề 00), settled on NORTH_RESULT. */
async function settledDraw() {
  const drawId = await openDraw(h, 'vn-mb');
  const winner = await player(h, 100_000_000);
  const loser = await player(h, 100_000_000);
  await placeSlip(h, drawId, winner, {
    idempotencyKey: slipKey(),
    bets: [{ selection: { kind: 'lo2', numbers: ['45'] }, points: 1 }],
  });
  await placeSlip(h, drawId, loser, {
    idempotencyKey: slipKey(),
    bets: [{ selection: { kind: 'deDacBiet', numbers: ['00'] }, points: 5 }],
  });
  await toDrawTime(h, drawId);
  await h.db.begin((tx) => h.rounds.recordExternalResult(tx, drawId, NORTH_RESULT));
  await h.rounds.settle(drawId);
  return { drawId, winner, loser };
}

describe('draw results and corrections', () => {
  it('recordExternalResult takes a result once, only for external games, only when due, only of the layout', async () => {
    const drawId = await openDraw(h, 'vn-mn-dongthap');
    const record = (result: unknown) => h.db.begin((tx) => h.rounds.recordExternalResult(tx, drawId, result));
    await expect(record({ region: 'south' })).rejects.toMatchObject({ code: 'round_result_too_early' });
    await toDrawTime(h, drawId);
    await expect(record(NORTH_RESULT)).rejects.toMatchObject({ code: 'lottery_result_bad_region' });
    await expect(record({ region: 'south', prizes: { special: ['123456'] } })).rejects.toMatchObject({
      code: 'lottery_result_wrong_count',
    });
    const fast = await openDraw(h, 'sieutoc-1m-n');
    await toDrawTime(h, fast);
    await expect(h.db.begin((tx) => h.rounds.recordExternalResult(tx, fast, NORTH_RESULT))).rejects.toMatchObject({
      code: 'round_result_not_expected',
    });
    // Refused results leave the draw as it was (the close of a refused attempt rolls back with it).
    expect((await h.rounds.get(drawId)).result).toBeNull();
    const south = {
      region: 'south',
      prizes: {
        eighth: ['45'],
        seventh: ['345'],
        sixth: ['1111', '2222', '3333'],
        fifth: ['4444'],
        fourth: ['55555', '66666', '77777', '88888', '99999', '00000', '12121'],
        third: ['13131', '14141'],
        second: ['15151'],
        first: ['16161'],
        special: ['123345'],
      },
    };
    const drawn = await record(south);
    expect(drawn.state).toBe('drawn');
    await expect(record(south)).rejects.toMatchObject({ code: 'round_result_not_expected' });
    const draw = (await h.app.inject({ method: 'GET', url: `/wps/lottery/draws/${drawId}` })).json().value;
    expect(draw).toMatchObject({ state: 'drawn', result: south, serverSeed: null, serverSeedHash: null });
  });

  it('voiding a settled draw refunds stakes and takes wins back once, audited', async () => {
    const { drawId, winner, loser } = await settledDraw();
    const won = 4 * 9_900_000;
    expect(await cashOf(h, winner.id)).toBe(100_000_000 - 2_700_000 + won);
    expect(await cashOf(h, loser.id)).toBe(100_000_000 - 500_000);
    const answers = await Promise.all([
      voidDraw(drawId, 'wrong special prize'),
      voidDraw(drawId, 'wrong special prize'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json().value).toMatchObject({ state: 'voided', voidReason: 'wrong special prize' });
    expect(await cashOf(h, winner.id)).toBe(100_000_000);
    expect(await cashOf(h, loser.id)).toBe(100_000_000);
    const mine = await h.app.inject({ method: 'GET', url: '/wps/lottery/bets', headers: winner.headers });
    expect(mine.json().value.items[0]).toMatchObject({ status: 'voided', payout: 2_700_000 });
    const audit = await h.db<{ action: string }[]>`SELECT action FROM audit_log WHERE subject = ${`round:${drawId}`}`;
    expect(audit.map((a) => a.action)).toEqual(['round.void_settled']);
    await expectLedgerClean(h);
  });

  it('refuses to void a settled draw when a winner no longer holds the win, moving nothing', async () => {
    const { drawId, winner, loser } = await settledDraw();
    await h.ledger.transfer({
      debit: { member: winner.id, kind: 'cash' },
      credit: { house: 'payment_clearing', unit: 'VND' },
      amount: await cashOf(h, winner.id),
      unit: 'VND',
      kind: 'withdrawal',
      idempotencyKey: `test-spend:${winner.id}`,
    });
    const res = await voidDraw(drawId, 'wrong special prize');
    expect([res.statusCode, res.json().code]).toEqual([409, 'round_void_unfunded']);
    expect((await h.rounds.get(drawId)).state).toBe('settled');
    expect(await cashOf(h, loser.id)).toBe(100_000_000 - 500_000);
    await expectLedgerClean(h);
  });

  it('draws waiting for their results never hold up the next draws of the game', async () => {
    const game = 'vn-mt-kontum';
    for (let week = 0; week < 22; week++) {
      const drawId = await openDraw(h, game);
      await toDrawTime(h, drawId);
      await h.rounds.tick(game);
    }
    const states = await h.db<{ state: string; n: number }[]>`
      SELECT state, count(*)::int AS n FROM rounds WHERE game = ${game} GROUP BY state ORDER BY state`;
    // 22 closed weekly draws waiting for a result, and the next week's draw open, then one scheduled.
    expect(states).toEqual([
      { state: 'closed', n: 22 },
      { state: 'open', n: 1 },
      { state: 'scheduled', n: 1 },
    ]);
  });
});
