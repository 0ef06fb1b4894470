import { drawLottery, hashServerSeed, type LotteryResult, lotoTables } from '@app/games';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type LotteryHarness,
  lotteryApp,
  NORTH_RESULT,
  openDraw,
  placeSlip,
  player,
  slipKey,
  toDrawTime,
} from '../test/core.fixtures.js';

// The lobby on draws the rounds core itself scheduled, drew and settled, bets placed through the lottery's
// HTTP API, and a Vietnam result published and then corrected through the results module's operator API.
let h: LotteryHarness;
beforeAll(async () => {
  h = await lotteryApp();
});

const get = (url: string, headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url, headers });
async function value(url: string, headers: Record<string, string> = {}) {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}
const operator = (id: number) => ({ 'x-test-operator': String(id) });
const post = (url: string, payload: object, headers: Record<string, string>) =>
  h.app.inject({ method: 'POST', url, payload, headers });

describe('the lobby on the core’s own draws', () => {
  it('a fast draw: open number, a slip, the draw and its settlement, then its verifiable result everywhere', async () => {
    const game = 'sieutoc-3m-n';
    const drawId = await openDraw(h, game);
    h.clock.advance(1_000);
    const numero = await value(`/lgw/vn/games/numero?gameIds=${game}`);
    expect(numero.list[0]).toMatchObject({ gameId: game, drawId, open: true, lockTime: 20 });
    const [round] = await h.db<
      { draws_at: Date; seq: number }[]
    >`SELECT draws_at, seq FROM rounds WHERE id = ${drawId}`;
    expect(numero.list[0].remainTime).toBe(round!.draws_at.getTime() - h.clock.now().getTime());
    // The same number as the lottery's own draw API shows.
    const coreDraw = await value(`/wps/lottery/draws/${drawId}`);
    expect(numero.list[0].drawNo).toBe(coreDraw.drawNo);
    expect(numero.list[0].numero).toBe(coreDraw.drawNo.replace('-', '').slice(-6));

    const m = await player(h);
    const slip = await placeSlip(h, drawId, m, {
      idempotencyKey: slipKey(),
      bets: [
        { selection: { kind: 'lo2', numbers: ['07', '70'] }, points: 2 },
        { selection: { kind: 'taiXiu', side: 'tai' }, points: 5 },
      ],
    });
    expect(slip.statusCode, slip.body).toBe(200);
    h.clock.advance(1_000);
    const recent = await value('/lgw/vn/games/recent', m.headers);
    expect(recent.list.map((i: { gameId: string }) => i.gameId)).toEqual([game]);
    // The core's running total of stakes makes it the most popular lottery.
    expect((await value('/lgw/vn/games/popular')).list[0].gameId).toBe(game);

    await toDrawTime(h, drawId);
    await h.rounds.tick(game);
    expect((await h.rounds.get(drawId)).state).toBe('settled');
    const after = await value(`/lgw/vn/games/numero?gameIds=${game}`);
    expect(after.list[0].lastDrawId).toBe(drawId);
    expect(after.list[0].drawId).not.toBe(drawId);

    const detail = await value(`/lgw/vn/draws/${drawId}`);
    expect(detail).toMatchObject({ drawId, gameId: game, state: 'settled', demo: false, corrected: false });
    const { serverSeed, serverSeedHash, clientSeed, nonce } = detail.fairness;
    // Anyone can verify it: the seed matches its published hash and redraws the same result.
    expect(hashServerSeed(serverSeed)).toBe(serverSeedHash);
    expect(drawLottery('north', { serverSeed, clientSeed, nonce })).toEqual(detail.result);
    expect(detail.loto).toEqual(lotoTables(detail.result));
    const item = (await value('/lgw/vn/games/lotteries?search=sieutoc-3m-n')).list[0];
    expect(item.lastResult).toMatchObject({ drawId, result: detail.result });
    expect((await value(`/lgw/vn/results?gameId=${game}`)).list.map((r: { drawId: number }) => r.drawId)).toEqual([
      drawId,
    ]);
    const stats = await value(`/lgw/vn/games/${game}/stats`);
    expect(stats).toMatchObject({ drawCount: 1, lastDrawId: drawId });
  });

  it('a Vietnam draw: its four-eyes result in the lobby, then the correct one beside it after void-and-redraw', async () => {
    const drawId = await openDraw(h, 'vn-mb');
    await toDrawTime(h, drawId);
    await h.rounds.tick('vn-mb');
    expect((await h.rounds.get(drawId)).state).toBe('closed');
    const entered = await post(`/wps/operator/lottery/results/${drawId}/entry`, { result: NORTH_RESULT }, operator(7));
    expect(entered.statusCode, entered.body).toBe(200);
    expect((await post(`/wps/operator/lottery/results/${drawId}/approve`, {}, operator(8))).statusCode).toBe(200);
    h.clock.advance(2_000);
    const [mb] = (await value('/lgw/vn/games/lotteries?tag=MB')).list;
    expect(mb.lastResult).toMatchObject({ drawId, result: NORTH_RESULT, demo: false, corrected: false });
    const day = (await value(`/lgw/vn/draws/${drawId}`)).drawDate;
    expect((await value(`/lgw/vn/results?tag=MB&date=${day}`)).list[0]).toMatchObject({
      drawId,
      result: NORTH_RESULT,
    });

    const correct: LotteryResult = { ...NORTH_RESULT, prizes: { ...NORTH_RESULT.prizes, special: ['12301'] } } as never;
    const voided = await post(
      `/wps/operator/lottery/results/${drawId}/void`,
      { reason: 'special prize misread', correctedResult: correct },
      operator(9),
    );
    expect(voided.statusCode, voided.body).toBe(200);
    h.clock.advance(2_000);
    const shown = await value(`/lgw/vn/results?tag=MB&date=${day}`);
    expect(shown.list[0]).toMatchObject({ drawId, state: 'voided', corrected: true, result: correct });
    const [card] = (await value('/lgw/vn/games/lotteries?tag=MB')).list;
    expect(card.lastResult).toMatchObject({ drawId, corrected: true, result: correct });
    expect((await value(`/lgw/vn/draws/${drawId}`)).loto).toEqual(lotoTables(correct));
  });
});
