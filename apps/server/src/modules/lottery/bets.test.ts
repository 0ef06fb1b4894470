import { indexLotteryResult, type LotteryResult, settleLotteryBet } from '@app/games';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerClean, makeMember, operator } from '../withdrawals/test/cashout.fixtures.js';
import { parseStoredBet, priceTable, type StoredLotteryBet } from './games.plugin.js';
import {
  cashOf,
  type LotteryHarness,
  lotteryApp,
  NORTH_RESULT,
  openDraw,
  pastLock,
  placeSlip,
  player,
  SOUTH_RESULT,
  slipKey,
  toDrawTime,
} from './test/core.fixtures.js';

let h: LotteryHarness;
beforeAll(async () => {
  h = await lotteryApp();
});

/** Every North bet kind, one point each (xỉu chủ is South/Central only). */
const NORTH_BETS = [
  { selection: { kind: 'lo2', numbers: ['45', '99'] }, points: 1 },
  { selection: { kind: 'lo3', numbers: ['345'] }, points: 1 },
  { selection: { kind: 'lo4', numbers: ['2345'] }, points: 1 },
  { selection: { kind: 'xien2', numbers: ['45', '11'] }, points: 2 },
  { selection: { kind: 'xien3', numbers: ['45', '11', '99'] }, points: 1 },
  { selection: { kind: 'xien4', numbers: ['45', '11', '22', '33'] }, points: 1 },
  { selection: { kind: 'truot4', numbers: ['00', '02', '03', '04'] }, points: 1 },
  { selection: { kind: 'truot8', numbers: ['00', '02', '03', '04', '05', '06', '07', '45'] }, points: 1 },
  { selection: { kind: 'truot10', numbers: ['00', '02', '03', '04', '05', '06', '07', '08', '09', '10'] }, points: 1 },
  { selection: { kind: 'deDacBiet', numbers: ['45'] }, points: 3 },
  { selection: { kind: 'deGiaiNhat', numbers: ['90', '91'] }, points: 1 },
  { selection: { kind: 'deDau', numbers: ['12'] }, points: 1 },
  { selection: { kind: 'dau', numbers: ['4'] }, points: 1 },
  { selection: { kind: 'duoi', numbers: ['5', '6'] }, points: 1 },
  { selection: { kind: 'bacang', numbers: ['345'] }, points: 1 },
  { selection: { kind: 'da', numbers: ['45', '11', '99'] }, points: 1 },
  { selection: { kind: 'dao', base: 'deDacBiet', numbers: ['54'] }, points: 1 },
  { selection: { kind: 'taiXiu', side: 'xiu' }, points: 1 },
  { selection: { kind: 'chanLe', side: 'le' }, points: 1 },
];

/** What the maths pays each placed bet for the result (the server must have paid exactly this). */
async function expectedPayouts(drawId: number, result: LotteryResult) {
  const rows = await h.db<{ id: number; selection: StoredLotteryBet; stake: number; payout: number | null }[]>`
    SELECT id, selection, stake, payout FROM round_bets WHERE round_id = ${drawId} ORDER BY id`;
  const ix = indexLotteryResult(result);
  return rows.map((r) => {
    const b = parseStoredBet(r.selection, result.region)!;
    return { ...r, expected: settleLotteryBet({ selection: b.bet, points: b.points }, ix, priceTable(b.price)) };
  });
}

describe('lottery slips on the rounds core', () => {
  it('a North draw with every bet type settles once, paying each bet what the maths says through the ledger', async () => {
    const drawId = await openDraw(h, 'vn-mb');
    const m = await player(h);
    const before = await cashOf(h, m.id);
    const res = await placeSlip(h, drawId, m, { idempotencyKey: slipKey(), bets: NORTH_BETS });
    expect(res.statusCode, res.body).toBe(200);
    const slip = res.json().value;
    expect(slip.bets).toHaveLength(NORTH_BETS.length);
    // Prices are the default Lott North table at 1,000 ₫ a point: lô 2 số 27,000 ₫ a number.
    expect(slip.bets[0]).toMatchObject({
      cost: 2 * 2_700_000,
      price: { cost: 2_700_000, win: 9_900_000 },
      status: 'pending',
    });
    expect(await cashOf(h, m.id)).toBe(before - slip.totalCost);

    await toDrawTime(h, drawId);
    await h.rounds.tick('vn-mb');
    // A Vietnam draw waits, closed, for its result.
    expect((await h.rounds.get(drawId)).state).toBe('closed');
    await h.db.begin((tx) => h.rounds.recordExternalResult(tx, drawId, NORTH_RESULT));
    const first = await h.rounds.settle(drawId);
    expect(first.round.state).toBe('settled');
    const again = await h.rounds.settle(drawId);
    expect(again.bets).toBe(0);

    const paid = await expectedPayouts(drawId, NORTH_RESULT as LotteryResult);
    for (const p of paid) expect(p.payout).toBe(p.expected);
    const byKind = (kind: string) => paid[NORTH_BETS.findIndex((b) => b.selection.kind === kind)]!.payout;
    // Worked by hand: '45' ends 4 numbers (lô paid per occurrence), '99' none.
    expect(byKind('lo2')).toBe(4 * 9_900_000);
    // '345' ends 12345, 2345 and the 6th prize's 345; '2345' ends 12345 and the 4th prize's 2345.
    expect(byKind('lo3')).toBe(3 * 98_000_000);
    expect(byKind('lo4')).toBe(2 * 888_000_000);
    expect(byKind('xien2')).toBe(2 * 1_600_000);
    expect(byKind('xien3')).toBe(0);
    expect(byKind('xien4')).toBe(18_000_000);
    expect(byKind('truot4')).toBe(230_000);
    expect(byKind('truot8')).toBe(0);
    expect(byKind('truot10')).toBe(1_200_000);
    expect(byKind('deDacBiet')).toBe(3 * 9_950_000);
    expect(byKind('deGiaiNhat')).toBe(9_900_000);
    expect(byKind('deDau')).toBe(9_900_000);
    expect(byKind('dau')).toBe(980_000);
    expect(byKind('duoi')).toBe(980_000);
    expect(byKind('bacang')).toBe(98_000_000);
    // Đá 45-11-99: only the pair 45–11 has both numbers.
    expect(byKind('da')).toBe(1_600_000);
    // Đảo of 54 stands for 45 and 54 as đề: 45 wins.
    expect(byKind('dao')).toBe(9_950_000);
    expect(byKind('taiXiu')).toBe(199_000);
    expect(byKind('chanLe')).toBe(199_000);

    const won = paid.reduce((s, p) => s + p.payout!, 0);
    expect(await cashOf(h, m.id)).toBe(before - slip.totalCost + won);
    // One payout transfer per winning bet, keyed by the bet.
    const [transfers] = await h.db<{ n: number; sum: number }[]>`
      SELECT count(*)::int AS n, coalesce(sum(amount), 0)::bigint AS sum FROM ledger_transfers
      WHERE idempotency_key LIKE 'round-bet:%:payout' AND reference = ${`round-${drawId}`}`;
    expect(transfers).toEqual({ n: paid.filter((p) => p.payout! > 0).length, sum: won });

    // My lottery bets: won and lost, with the draw's result beside each.
    const mine = await h.app.inject({ method: 'GET', url: '/wps/lottery/bets?game=vn-mb', headers: m.headers });
    expect(mine.statusCode, mine.body).toBe(200);
    const items = mine.json().value.items;
    expect(items).toHaveLength(NORTH_BETS.length);
    expect(items[0].draw.result.prizes.special).toEqual(['12345']);
    expect(new Set(items.map((i: { status: string }) => i.status))).toEqual(new Set(['won', 'lost']));
    const lost = await h.app.inject({ method: 'GET', url: '/wps/lottery/bets?status=lost', headers: m.headers });
    expect(lost.json().value.items.length).toBe(paid.filter((p) => p.payout === 0).length);
    // Betting history: one line for the draw, its stake and win.
    const [line] = await h.db<{ stake: number; win: number; status: string }[]>`
      SELECT stake, win, status FROM bets WHERE member_id = ${m.id} AND round_id = ${`vn-mb-${drawId}`}`;
    expect(line).toEqual({ stake: slip.totalCost, win: won, status: 'settled' });
    await expectLedgerClean(h);
  });

  it('xỉu chủ on a South draw pays its 7th-prize and special legs', async () => {
    const drawId = await openDraw(h, 'vn-mn-hcm');
    const m = await player(h);
    const res = await placeSlip(h, drawId, m, {
      idempotencyKey: slipKey(),
      bets: [{ selection: { kind: 'xiuChu', numbers: ['345'] }, points: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.bets[0].cost).toBe(200_000);
    await toDrawTime(h, drawId);
    await h.db.begin((tx) => h.rounds.recordExternalResult(tx, drawId, SOUTH_RESULT));
    await h.rounds.settle(drawId);
    const [bet] = await h.db<{ payout: number }[]>`SELECT payout FROM round_bets WHERE round_id = ${drawId}`;
    expect(bet!.payout).toBe(2 * 90_000_000);
    await expectLedgerClean(h);
  });

  it('refuses a slip after the lock, bad selections with the maths codes, and points outside the limits: nothing moves', async () => {
    const drawId = await openDraw(h, 'sieutoc-5m-n');
    const m = await player(h, 100_000_000);
    const cases: [object, number, string][] = [
      [{ kind: 'lo2', numbers: ['7'] }, 1, 'lottery_bad_number'],
      [{ kind: 'xien2', numbers: ['07'] }, 1, 'lottery_wrong_count'],
      [{ kind: 'lo2', numbers: ['07', '07'] }, 1, 'lottery_duplicate_number'],
      [{ kind: 'xiuChu', numbers: ['123'] }, 1, 'lottery_bet_not_offered'],
      [{ kind: 'banana', numbers: ['12'] }, 1, 'lottery_unknown_bet_type'],
      [{ kind: 'taiXiu', side: 'big' }, 1, 'lottery_bad_side'],
      [{ kind: 'lo2', numbers: ['07'] }, 0, 'lottery_bad_points'],
      [{ kind: 'lo2', numbers: ['07'] }, 1.5, 'lottery_bad_points'],
      [{ kind: 'lo2', numbers: ['07'] }, 10_001, 'lottery_points_out_of_limits'],
    ];
    for (const [selection, points, code] of cases) {
      const res = await placeSlip(h, drawId, m, { idempotencyKey: slipKey(), bets: [{ selection, points }] });
      expect([res.statusCode, res.json().code]).toEqual([422, code]);
    }
    const mode = await placeSlip(h, drawId, m, {
      idempotencyKey: slipKey(),
      prizeMode: 'ZY',
      bets: [{ selection: { kind: 'lo2', numbers: ['07'] }, points: 1 }],
    });
    expect(mode.json().code).toBe('lottery_mode_not_offered');
    // The generic round endpoints do not serve lottery draws (a crafted price could not get in through them).
    const generic = await h.app.inject({
      method: 'POST',
      url: `/wps/rounds/${drawId}/bets`,
      payload: { idempotencyKey: slipKey(), bets: [{ selection: { kind: 'big' }, stake: 100_000 }] },
      headers: m.headers,
    });
    expect([generic.statusCode, generic.json().code]).toEqual([404, 'round_not_found']);
    expect((await h.app.inject({ method: 'GET', url: `/wps/rounds/${drawId}` })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: '/wps/round-games/sieutoc-5m-n/current' })).statusCode).toBe(404);
    await pastLock(h, drawId);
    const late = await placeSlip(h, drawId, m, {
      idempotencyKey: slipKey(),
      bets: [{ selection: { kind: 'lo2', numbers: ['07'] }, points: 1 }],
    });
    expect([late.statusCode, late.json().code]).toEqual([422, 'round_closed']);
    expect(await cashOf(h, m.id)).toBe(100_000_000);
    const [n] = await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM round_bets WHERE member_id = ${m.id}`;
    expect(n!.n).toBe(0);
  });

  it('a replayed slip acts once; the key with another slip is a conflict', async () => {
    const drawId = await openDraw(h, 'sieutoc-3m-s');
    const m = await player(h, 100_000_000);
    const body = {
      idempotencyKey: slipKey(),
      bets: [{ selection: { kind: 'deDacBiet', numbers: ['68'] }, points: 5 }],
    };
    const answers = await Promise.all(Array.from({ length: 8 }, () => placeSlip(h, drawId, m, body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.filter((a) => !a.json().value.replayed)).toHaveLength(1);
    expect(await cashOf(h, m.id)).toBe(100_000_000 - 500_000);
    const other = await placeSlip(h, drawId, m, { ...body, bets: [{ ...body.bets[0], points: 6 }] });
    expect([other.statusCode, other.json().code]).toEqual([409, 'round_bet_conflict']);
    expect(await cashOf(h, m.id)).toBe(100_000_000 - 500_000);
  });

  it('cancel refunds a pending bet once before the lock, and never after it', async () => {
    const drawId = await openDraw(h, 'sieutoc-5m-s');
    const m = await player(h, 100_000_000);
    const res = await placeSlip(h, drawId, m, {
      idempotencyKey: slipKey(),
      bets: [
        { selection: { kind: 'lo2', numbers: ['12', '34'] }, points: 1 },
        { selection: { kind: 'deDacBiet', numbers: ['12'] }, points: 2 },
      ],
    });
    const [lo, de] = res.json().value.bets;
    expect(lo.cancellable).toBe(true);
    const cancel = (id: number) =>
      h.app.inject({ method: 'POST', url: `/wps/lottery/bets/${id}/cancel`, headers: m.headers });
    const twice = await Promise.all([cancel(lo.id), cancel(lo.id), cancel(lo.id)]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(twice[0]!.json().value).toMatchObject({ status: 'voided', payout: lo.cost, cancellable: false });
    expect(await cashOf(h, m.id)).toBe(100_000_000 - de.cost);
    const [refunds] = await h.db<{ n: number }[]>`
      SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key = ${`round-bet:${lo.id}:refund`}`;
    expect(refunds!.n).toBe(1);
    // The draw's totals and exposure lose the cancelled bet.
    const round = await h.rounds.get(drawId);
    expect(round.staked).toBe(de.cost);
    const exposure = await h.app.inject({
      method: 'GET',
      url: `/wps/operator/lottery/draws/${drawId}/exposure`,
      headers: operator,
    });
    expect(exposure.json().value.items.map((i: { number: string }) => i.number)).toEqual(['12']);
    // Another member cannot cancel it; after the lock nobody can.
    const stranger = await player(h, 0);
    const foreign = await h.app.inject({
      method: 'POST',
      url: `/wps/lottery/bets/${de.id}/cancel`,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);
    await pastLock(h, drawId);
    const late = await cancel(de.id);
    expect([late.statusCode, late.json().code]).toEqual([409, 'round_bet_not_cancellable']);
    expect(await cashOf(h, m.id)).toBe(100_000_000 - de.cost);
    await expectLedgerClean(h);
  });

  it('trial members bet play money, never cash', async () => {
    const drawId = await openDraw(h, 'sieutoc-1m-s');
    const t = await makeMember(h, { type: 4 });
    await h.ledger.transfer({
      debit: { house: 'play_issuance', unit: 'PLAY' },
      credit: { member: t.id, kind: 'play' },
      amount: 10_000_000,
      unit: 'PLAY',
      kind: 'trial_grant',
      idempotencyKey: `grant-${t.id}`,
    });
    const res = await placeSlip(h, drawId, t, {
      idempotencyKey: slipKey(),
      bets: [{ selection: { kind: 'taiXiu', side: 'tai' }, points: 10 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ totalCost: 1_000_000, balance: 9_000_000 });
    expect(res.json().value.bets[0].unit).toBe('PLAY');
    const [play] = await h.ledger.balances([{ member: t.id, kind: 'play' }]);
    expect(play!.available).toBe(9_000_000);
    expect(await cashOf(h, t.id)).toBe(0);
  });

  it('cancels racing new slips and the close: each refunded once before the close or refused, totals exact', async () => {
    const drawId = await openDraw(h, 'sieutoc-3m-n');
    const m = await player(h);
    const one = (n: number) => ({ selection: { kind: 'lo2', numbers: [String(n).padStart(2, '0')] }, points: 1 });
    const first = await Promise.all(
      Array.from({ length: 12 }, (_, i) => placeSlip(h, drawId, m, { idempotencyKey: slipKey(), bets: [one(i)] })),
    );
    const ids = first.map((r) => r.json().value.bets[0].id as number);
    const cancel = (id: number) =>
      h.app.inject({ method: 'POST', url: `/wps/lottery/bets/${id}/cancel`, headers: m.headers });
    const results = await Promise.all([
      ...ids.map((id) => cancel(id)),
      ...Array.from({ length: 6 }, (_, i) => placeSlip(h, drawId, m, { idempotencyKey: slipKey(), bets: [one(i)] })),
      (async () => {
        await new Promise((r) => setTimeout(r, 15));
        await h.rounds.close(drawId);
      })(),
    ]);
    const answers = results.filter((r) => r !== undefined) as Awaited<ReturnType<typeof cancel>>[];
    expect(
      answers.every(
        (a) => a.statusCode === 200 || ['round_bet_not_cancellable', 'round_closed'].includes(a.json().code),
      ),
    ).toBe(true);
    const [t] = await h.db<{ standing: number; refunds: number; staked: number; player: number }[]>`
      SELECT (SELECT coalesce(sum(stake), 0)::bigint FROM round_bets WHERE round_id = ${drawId} AND state = 'placed') AS standing,
             (SELECT count(*)::int FROM ledger_transfers WHERE idempotency_key LIKE 'round-bet:%:refund'
                AND reference = ${`round-${drawId}`}) AS refunds,
             (SELECT staked FROM rounds WHERE id = ${drawId}) AS staked,
             (SELECT staked FROM round_players WHERE round_id = ${drawId} AND member_id = ${m.id}) AS player`;
    const [refunded] = await h.db<{ n: number }[]>`
      SELECT count(*)::int AS n FROM round_bets WHERE round_id = ${drawId} AND state = 'refunded'`;
    expect(t!.refunds).toBe(refunded!.n);
    expect(t!.staked).toBe(t!.standing);
    expect(t!.player).toBe(t!.standing);
    await expectLedgerClean(h);
  });

  it('refuses a slip past the per-player limit of a draw, with the limit and what is staked', async () => {
    const game = 'sieutoc-3m-s';
    const set = await h.app.inject({
      method: 'PUT',
      url: `/wps/operator/lottery/games/${game}`,
      payload: { maxPlayerDrawStake: 1_000_000 },
      headers: operator,
    });
    expect(set.statusCode, set.body).toBe(200);
    // Limits apply to the next slip (the draw's timing is what waits for the next draw).
    const drawId = await openDraw(h, game);
    const m = await player(h);
    const de = (points: number) => ({ selection: { kind: 'deDacBiet', numbers: ['31'] }, points });
    expect((await placeSlip(h, drawId, m, { idempotencyKey: slipKey(), bets: [de(8)] })).statusCode).toBe(200);
    const over = await placeSlip(h, drawId, m, { idempotencyKey: slipKey(), bets: [de(3)] });
    expect([over.statusCode, over.json().code]).toEqual([422, 'round_player_limit']);
    expect(over.json().details).toEqual({ limit: 1_000_000, staked: 800_000 });
    expect((await placeSlip(h, drawId, m, { idempotencyKey: slipKey(), bets: [de(2)] })).statusCode).toBe(200);
  });
});
