import { beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerClean, operator } from '../withdrawals/test/cashout.fixtures.js';
import { cashOf, type LotteryHarness, lotteryApp, openDraw, placeSlip, player, slipKey } from './test/core.fixtures.js';

let h: LotteryHarness;
beforeAll(async () => {
  h = await lotteryApp();
});

const GAME = 'sieutoc-5m-n';
const put = (url: string, payload: object) => h.app.inject({ method: 'PUT', url, payload, headers: operator });

describe('per-number liability', () => {
  it('the cap refuses a slip that would let one number owe more than it, naming the number; others still pass', async () => {
    // Cap 1,000,000 ₫ worst case per number: 10 points of đề (99,500 ₫ a point) fit, 11 do not.
    const cap = 100_000_000;
    const set = await put(`/wps/operator/lottery/games/${GAME}`, { numberCap: cap });
    expect(set.statusCode, set.body).toBe(200);
    const drawId = await openDraw(h, GAME);
    const a = await player(h);
    const b = await player(h);
    const de = (numbers: string[], points: number) => ({ selection: { kind: 'deDacBiet', numbers }, points });
    expect((await placeSlip(h, drawId, a, { idempotencyKey: slipKey(), bets: [de(['68'], 6)] })).statusCode).toBe(200);
    // 6 + 5 points on 68: 11 × 9,950,000 > cap.
    const before = await cashOf(h, b.id);
    const refused = await placeSlip(h, drawId, b, { idempotencyKey: slipKey(), bets: [de(['12'], 1), de(['68'], 5)] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('lottery_number_cap');
    expect(refused.json().details).toMatchObject({ number: '68', limit: cap, available: cap - 6 * 9_950_000 });
    // Nothing of the refused slip stays: no money, no exposure on 12.
    expect(await cashOf(h, b.id)).toBe(before);
    // Within what is left, the number still takes bets; other numbers too.
    const fits = await placeSlip(h, drawId, b, { idempotencyKey: slipKey(), bets: [de(['12'], 1), de(['68'], 4)] });
    expect(fits.statusCode, fits.body).toBe(200);

    const view = await h.app.inject({
      method: 'GET',
      url: `/wps/operator/lottery/draws/${drawId}/exposure?limit=3`,
      headers: operator,
    });
    expect(view.statusCode, view.body).toBe(200);
    const v = view.json().value;
    expect(v).toMatchObject({ drawId, game: GAME, digits: 2, cap });
    // Most exposed first: 68 (10 points of đề), then 12 (1 point).
    expect(v.items.map((i: { number: string }) => i.number)).toEqual(['68', '12']);
    expect(v.items[0]).toMatchObject({ stake: 10 * 100_000, asSpecial: 10 * 9_950_000, worstCase: 10 * 9_950_000 });
    await expectLedgerClean(h);
  });

  it('counts lô per occurrence, xiên legs in full, and 3-digit bets apart', async () => {
    const drawId = await openDraw(h, 'sieutoc-3m-n');
    const m = await player(h);
    const res = await placeSlip(h, drawId, m, {
      idempotencyKey: slipKey(),
      bets: [
        { selection: { kind: 'lo2', numbers: ['07'] }, points: 2 },
        { selection: { kind: 'xien2', numbers: ['07', '08'] }, points: 1 },
        { selection: { kind: 'bacang', numbers: ['107'] }, points: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const get = async (digits: number) =>
      (
        await h.app.inject({
          method: 'GET',
          url: `/wps/operator/lottery/draws/${drawId}/exposure?digits=${digits}`,
          headers: operator,
        })
      ).json().value.items;
    const two = await get(2);
    expect(two.find((i: { number: string }) => i.number === '07')).toMatchObject({
      stake: 2 * 2_700_000 + 100_000,
      perOccurrence: 2 * 9_900_000 + 1_600_000,
    });
    expect(two.find((i: { number: string }) => i.number === '08')).toMatchObject({ perOccurrence: 1_600_000 });
    expect(await get(3)).toEqual([
      {
        number: '107',
        stake: 100_000,
        perOccurrence: 0,
        asSpecial: 98_000_000,
        asOther: 0,
        asDau: 0,
        worstCase: 98_000_000,
      },
    ]);
  });

  it('slips racing on one number never take it past its cap', async () => {
    const game = 'sieutoc-1m-s';
    const cap = 100_000_000;
    await put(`/wps/operator/lottery/games/${game}`, { numberCap: cap });
    const drawId = await openDraw(h, game);
    const members = await Promise.all(Array.from({ length: 16 }, () => player(h, 10_000_000)));
    // 3 points of đề on 68 each (29,850,000 worst case): three fit under the cap, a fourth would not.
    const answers = await Promise.all(
      members.map((m, i) =>
        placeSlip(h, drawId, m, {
          idempotencyKey: slipKey(),
          bets: [
            { selection: { kind: 'deDacBiet', numbers: ['68'] }, points: 3 },
            { selection: { kind: 'lo2', numbers: [String(i).padStart(2, '0')] }, points: 1 },
          ],
        }),
      ),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(3);
    expect(codes.filter((c) => c !== 'ok')).toEqual(Array(13).fill('lottery_number_cap'));
    const [row] = await h.db<{ as_special: number }[]>`
      SELECT as_special FROM lottery_number_exposure WHERE round_id = ${drawId} AND digits = 2 AND number = '68'`;
    expect(row!.as_special).toBe(3 * 3 * 9_950_000);
    // The refused slips left nothing on their own numbers either.
    const [{ n } = { n: -1 }] = await h.db<{ n: number }[]>`
      SELECT count(*)::int AS n FROM lottery_number_exposure WHERE round_id = ${drawId} AND per_occurrence > 0`;
    expect(n).toBe(3);
    await expectLedgerClean(h);
  });
});
