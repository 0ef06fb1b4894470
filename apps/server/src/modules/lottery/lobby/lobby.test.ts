import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  endingFrequency,
  headTailFrequency,
  LOTTERY_ENDINGS,
  loGan,
  lotoTables,
  type StatsDraw,
  topPairs,
} from '@app/games';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CashoutHarness, cashoutApp, makeMember } from '../../withdrawals/test/cashout.fixtures.js';
import { insertDraw, northWithEndings } from './test/lobby.fixtures.js';

// Wednesday 25 November 2026, 16:00 in Vietnam (09:00 UTC).
const NOW = new Date('2026-11-25T09:00:00Z');
const at = (iso: string) => new Date(iso);
let h: CashoutHarness;
const ids: Record<string, number> = {};

const get = (url: string, headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url, headers });
async function value(url: string, headers: Record<string, string> = {}) {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}
/**
 * Past the lobby's one-second snapshot and the second it may still answer while it loads again (stale while
 * revalidating), so rows written by the test are read.
 */
const fresh = () => h.clock.advance(2_500);

beforeAll(async () => {
  h = await cashoutApp();
  h.clock.set(NOW);
  // The North: yesterday's draw (demo result) and today's 18:15 draw open, locking 15 minutes before.
  ids.mbYesterday = (
    await insertDraw(h.db, {
      game: 'vn-mb',
      seq: 1,
      state: 'settled',
      drawsAt: at('2026-11-24T11:15:00Z'),
      lockSeconds: 900,
      demo: true,
    })
  ).id;
  ids.mbToday = (
    await insertDraw(h.db, {
      game: 'vn-mb',
      seq: 2,
      state: 'open',
      drawsAt: at('2026-11-25T11:15:00Z'),
      lockSeconds: 900,
    })
  ).id;
  // Đồng Nai draws at 16:15: locked right now (closes at 16:00).
  await insertDraw(h.db, {
    game: 'vn-mn-dongnai',
    seq: 2,
    state: 'open',
    drawsAt: at('2026-11-25T09:15:00Z'),
    lockSeconds: 900,
  });
  ids.dongnaiLastWeek = (
    await insertDraw(h.db, {
      game: 'vn-mn-dongnai',
      seq: 1,
      state: 'settled',
      drawsAt: at('2026-11-18T09:15:00Z'),
      lockSeconds: 900,
      demo: false,
    })
  ).id;
  // TP.HCM: Saturday 21 and Monday 23 November.
  ids.hcm21 = (
    await insertDraw(h.db, {
      game: 'vn-mn-hcm',
      seq: 1,
      state: 'settled',
      drawsAt: at('2026-11-21T09:15:00Z'),
      lockSeconds: 900,
    })
  ).id;
  ids.hcm23 = (
    await insertDraw(h.db, {
      game: 'vn-mn-hcm',
      seq: 2,
      state: 'drawn',
      drawsAt: at('2026-11-23T09:15:00Z'),
      lockSeconds: 900,
    })
  ).id;
  // The one-minute fast game: draw 5 at 09:00:25 (lock 10 s), draw 6 scheduled a minute later.
  ids.fast5 = (
    await insertDraw(h.db, {
      game: 'sieutoc-1m-n',
      seq: 5,
      state: 'open',
      drawsAt: at('2026-11-25T09:00:25Z'),
      lockSeconds: 10,
    })
  ).id;
  ids.fast6 = (
    await insertDraw(h.db, {
      game: 'sieutoc-1m-n',
      seq: 6,
      state: 'scheduled',
      drawsAt: at('2026-11-25T09:01:25Z'),
      lockSeconds: 10,
    })
  ).id;
  ids.fast4 = (
    await insertDraw(h.db, {
      game: 'sieutoc-1m-n',
      seq: 4,
      state: 'settled',
      drawsAt: at('2026-11-25T08:59:25Z'),
      lockSeconds: 10,
    })
  ).id;
});

describe('lottery lobby: menus and lists (spec §2, §3)', () => {
  it('game_menu: the four tabs in order with their games', async () => {
    const v = await value('/lgw/vn/games/game_menu?prizeMode=Lott&device=WEB&language=vi');
    expect(v.menus.map((m: { tag: string }) => m.tag)).toEqual(['MB', 'MT', 'MN', 'ST']);
    expect(v.menus[0]).toEqual({ tag: 'MB', name: 'Miền Bắc', gameIds: ['vn-mb'] });
    expect(v.menus[3].gameIds).toHaveLength(6);
    const en = await value('/lgw/vn/games/game_menu?language=en');
    expect(en.menus[2].name).toBe('South');
  });

  it('lotteries: every enabled game, filtered by tab, spec weekday and accent-free name search', async () => {
    const n = (await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM lottery_games`)[0]!.n;
    const all = await value('/lgw/vn/games/lotteries?count=100&prizeMode=Lott&device=WEB&language=vi');
    expect(all.list).toHaveLength(n);
    expect((await value('/lgw/vn/games/lotteries?count=5')).list).toHaveLength(5);
    const idsOf = (v: { list: { gameId: string }[] }) => v.list.map((i) => i.gameId);
    // Wednesday is weekday 4: Đồng Nai, Cần Thơ, Sóc Trăng in the South.
    expect(idsOf(await value('/lgw/vn/games/lotteries?tag=MN&weekday=4'))).toEqual([
      'vn-mn-dongnai',
      'vn-mn-cantho',
      'vn-mn-soctrang',
    ]);
    // Fast games draw every day; the North every day too.
    const wed = idsOf(await value('/lgw/vn/games/lotteries?weekday=4'));
    expect(wed).toContain('vn-mb');
    expect(wed).toContain('sieutoc-5m-s');
    expect(wed).not.toContain('vn-mn-hcm');
    expect(idsOf(await value('/lgw/vn/games/lotteries?search=ho%20chi%20minh'))).toEqual(['vn-mn-hcm']);
    expect(idsOf(await value(`/lgw/vn/games/lotteries?search=${encodeURIComponent('Hà Nội')}`))).toEqual(['vn-mb']);
    expect(idsOf(await value('/lgw/vn/games/lotteries?search=sieu%20toc%201'))).toEqual([
      'sieutoc-1m-n',
      'sieutoc-1m-s',
    ]);
    expect((await value('/lgw/vn/games/lotteries?search=&weekday=')).list).toHaveLength(n);
    expect((await get('/lgw/vn/games/lotteries?weekday=8')).statusCode).toBe(400);
    expect((await get('/lgw/vn/games/lotteries?prizeMode=XX')).statusCode).toBe(400);
  });

  it('an item carries the spec §3 fields, its open draw counted from the server clock, and its last result', async () => {
    const v = await value('/lgw/vn/games/lotteries?search=mien%20bac&tag=MB&language=vi');
    expect(v.serverTime).toBe(h.clock.now().toISOString());
    const remain = at('2026-11-25T11:15:00Z').getTime() - h.clock.now().getTime();
    const [mb] = v.list;
    expect(mb).toMatchObject({
      gameId: 'vn-mb',
      gameName: 'Xổ Số Miền Bắc',
      tag: 'MB',
      gameMenuTag: 'MB',
      remark: 'Bắc Ninh · 18:15',
      region: 'north',
      resultSource: 'external',
      drawId: ids.mbToday,
      drawNo: '20261125',
      numero: '261125',
      open: true,
      remainTime: remain,
      lockTime: 900,
      closesAt: '2026-11-25T11:00:00.000Z',
      drawsAt: '2026-11-25T11:15:00.000Z',
      drawDayOfWeek: [1, 2, 3, 4, 5, 6, 7],
      winningTime: '18:15',
      accountTypeName: 'TCG_LOTTO_VN',
      lastResult: { drawId: ids.mbYesterday, numero: '261124', demo: true },
    });
    expect(mb.numero.length).toBeLessThanOrEqual(6);
    expect(mb.gameMenus).toEqual(expect.arrayContaining(['lo2', 'xien2', 'deDacBiet', 'bacang', 'dao']));
    expect(mb.gameMenus).not.toContain('xiuChu');
    expect(mb.lastResult.result.prizes.special).toHaveLength(1);
    const [hcm] = (await value('/lgw/vn/games/lotteries?search=hcm')).list;
    // No draw open yet (the core had not scheduled one): the item says so.
    expect(hcm).toMatchObject({ drawId: null, numero: '', open: false, winningTime: '16:15', drawDayOfWeek: [2, 7] });
    expect(hcm.gameMenus).toContain('xiuChu');
    expect(hcm.lastResult).toMatchObject({ drawId: ids.hcm23, demo: false });
  });
});

describe('opened numero and the spec §4 refresh', () => {
  it('answers each open draw with its countdowns and the next refresh delay', async () => {
    const v = await value('/lgw/vn/games/numero');
    const now = h.clock.now().getTime();
    expect(v.serverTime).toBe(new Date(now).toISOString());
    const byId = Object.fromEntries(v.list.map((i: { gameId: string }) => [i.gameId, i]));
    expect(byId['sieutoc-1m-n']).toEqual({
      gameId: 'sieutoc-1m-n',
      drawId: ids.fast5,
      // 16:00:25 in Vietnam: the 961st one-minute draw of the day.
      drawNo: '20261125-0961',
      numero: '250961',
      open: true,
      remainTime: at('2026-11-25T09:00:25Z').getTime() - now,
      lockTime: 10,
      closesAt: '2026-11-25T09:00:15.000Z',
      drawsAt: '2026-11-25T09:00:25.000Z',
      lastDrawId: ids.fast4,
    });
    // Đồng Nai is locked (betting closed 15 minutes before its 16:15 draw): its time to lock is ≤ 0, so 7000 ms.
    expect(byId['vn-mn-dongnai']).toMatchObject({ open: false, lastDrawId: ids.dongnaiLastWeek });
    expect(v.nextRefreshMs).toBe(7_000);
    // Only the North and the fast game: the fast game locks first.
    const two = await value('/lgw/vn/games/numero?gameIds=vn-mb,sieutoc-1m-n');
    expect(two.list.map((i: { gameId: string }) => i.gameId)).toEqual(['vn-mb', 'sieutoc-1m-n']);
    expect(two.nextRefreshMs).toBe(at('2026-11-25T09:00:15Z').getTime() - now);
    expect((await value('/lgw/vn/games/numero?gameIds=vn-mb')).nextRefreshMs).toBe(30_000);
    expect((await value('/lgw/vn/games/numero?gameIds=nope')).list).toEqual([]);
  });

  it('is rendered at most every 100 ms per URL (its countdowns relative to its own serverTime), compressed once', async () => {
    h.clock.set(at('2026-11-25T09:00:01Z'));
    const first = await value('/lgw/vn/games/numero?gameIds=vn-mb');
    h.clock.advance(60);
    const again = await value('/lgw/vn/games/numero?gameIds=vn-mb');
    // The same rendering: its serverTime and remainTime still agree with each other.
    expect(again).toEqual(first);
    expect(Date.parse(first.serverTime) + first.list[0].remainTime).toBe(at('2026-11-25T11:15:00Z').getTime());
    h.clock.advance(60);
    // Out of date: it answers once more while it renders again (stale while revalidating), then the new one.
    expect(await value('/lgw/vn/games/numero?gameIds=vn-mb')).toEqual(first);
    await new Promise((resolve) => setImmediate(resolve));
    const next = await value('/lgw/vn/games/numero?gameIds=vn-mb');
    expect(next.serverTime).toBe('2026-11-25T09:00:01.120Z');
    expect(next.list[0].remainTime).toBe(first.list[0].remainTime - 120);
    // Past a second ttl a copy never answers: the request waits for its own rendering.
    h.clock.advance(250);
    expect((await value('/lgw/vn/games/numero?gameIds=vn-mb')).serverTime).toBe('2026-11-25T09:00:01.370Z');
    const br = await get('/lgw/vn/games/numero', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=1');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).value.list.length).toBeGreaterThan(40);
    const gz = await get('/lgw/vn/games/numero', { 'accept-encoding': 'gzip' });
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(
      JSON.parse(brotliDecompressSync(br.rawPayload).toString()),
    );
    h.clock.set(NOW);
  });

  it('moves to the next draw once the open one is drawn', async () => {
    h.clock.set(at('2026-11-25T09:00:30Z'));
    const v = await value('/lgw/vn/games/numero?gameIds=sieutoc-1m-n');
    expect(v.list[0]).toMatchObject({ drawId: ids.fast6, numero: '250962', open: false, remainTime: 55_000 });
    h.clock.set(NOW);
  });
});

describe('results history, one draw, statistics', () => {
  const resultsOf = (v: { list: { drawId: number }[] }) => v.list.map((r) => r.drawId);

  it('lists drawn draws newest first by date, station and tab, a page at a time', async () => {
    fresh();
    const day = await value('/lgw/vn/results?date=2026-11-23');
    expect(resultsOf(day)).toEqual([ids.hcm23]);
    expect(day.list[0]).toMatchObject({
      gameId: 'vn-mn-hcm',
      gameName: 'Xổ Số TP. Hồ Chí Minh',
      tag: 'MN',
      numero: '261123',
      drawDate: '2026-11-23',
      state: 'drawn',
      demo: false,
    });
    expect(day.list[0].result.prizes.eighth).toHaveLength(1);
    const page1 = await value('/lgw/vn/results?gameId=vn-mn-hcm&limit=1');
    expect(resultsOf(page1)).toEqual([ids.hcm23]);
    expect(page1.nextBefore).toBe(ids.hcm23);
    const page2 = await value(`/lgw/vn/results?gameId=vn-mn-hcm&limit=1&before=${page1.nextBefore}`);
    expect(resultsOf(page2)).toEqual([ids.hcm21]);
    expect(page2.nextBefore).toBeNull();
    const mb = await value('/lgw/vn/results?tag=MB');
    expect(resultsOf(mb)).toEqual([ids.mbYesterday]);
    // Tuesday 24 November: the North's station of the day.
    expect(mb.list[0]).toMatchObject({ station: 'Quảng Ninh', drawDate: '2026-11-24' });
    expect(day.list[0].station).toBeNull();
    // Every game: newest draw time first; open and scheduled draws are not results.
    expect(resultsOf(await value('/lgw/vn/results'))).toEqual([
      ids.fast4,
      ids.mbYesterday,
      ids.hcm23,
      ids.hcm21,
      ids.dongnaiLastWeek,
    ]);
    const unknown = await get('/lgw/vn/results?gameId=nope');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'lottery_game_not_found']);
    expect((await get('/lgw/vn/results?date=23-11-2026')).statusCode).toBe(400);
  });

  it('one draw: its board with the lô tô tables; a fast draw’s seeds, the server seed only once drawn', async () => {
    const mb = await value(`/lgw/vn/draws/${ids.mbYesterday}`);
    expect(mb).toMatchObject({ drawId: ids.mbYesterday, gameId: 'vn-mb', region: 'north', demo: true, fairness: null });
    expect(mb.loto).toEqual(lotoTables(mb.result));
    const open = await value(`/lgw/vn/draws/${ids.fast5}`);
    expect(open).toMatchObject({ result: null, loto: null, state: 'open' });
    expect(open.fairness).toMatchObject({ serverSeed: null, clientSeed: 'client-sieutoc-1m-n-5', nonce: 0 });
    expect(open.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const drawn = await value(`/lgw/vn/draws/${ids.fast4}`);
    expect(drawn.fairness.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    // How long a shared cache may keep it is the answer's own: the same from the rendering and from the copy.
    for (let i = 0; i < 2; i++) {
      expect((await get(`/lgw/vn/draws/${ids.mbYesterday}`)).headers['cache-control']).toBe('public, max-age=86400');
      expect((await get(`/lgw/vn/draws/${ids.fast5}`)).headers['cache-control']).toBe('public, max-age=1');
    }
    const missing = await get('/lgw/vn/draws/999999');
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'lottery_draw_not_found']);
  });

  it('statistics of a game from its drawn results: lô gan, frequency 7/30/100, head/tail, pairs', async () => {
    // Ten draws of the 5-minute North game; draw i (0 oldest) has the endings 3i … 3i+26.
    const drawIds: number[] = [];
    const results = [];
    for (let i = 0; i < 10; i++) {
      const endings = Array.from({ length: 27 }, (_, k) => LOTTERY_ENDINGS[3 * i + k]!);
      const result = northWithEndings(endings);
      results.push(result);
      const d = await insertDraw(h.db, {
        game: 'sieutoc-5m-n',
        seq: i + 1,
        state: 'settled',
        drawsAt: new Date(NOW.getTime() - (10 - i) * 300_000),
        lockSeconds: 30,
        result,
      });
      drawIds.push(d.id);
    }
    fresh();
    const s = await value('/lgw/vn/games/sieutoc-5m-n/stats');
    expect(s).toMatchObject({ gameId: 'sieutoc-5m-n', drawCount: 10, lastDrawId: drawIds[9], demo: false });
    const gan = Object.fromEntries(s.gan.map((g: { number: string }) => [g.number, g]));
    expect(gan['99']).toEqual({ number: '99', currentGap: 10, maxGap: 10, lastSeen: null });
    expect(gan['00']).toEqual({ number: '00', currentGap: 9, maxGap: 9, lastSeen: String(drawIds[0]) });
    expect(gan['27']).toEqual({ number: '27', currentGap: 0, maxGap: 1, lastSeen: String(drawIds[9]) });
    expect(s.frequency.map((f: { window: number }) => f.window)).toEqual([7, 30, 100]);
    expect(s.frequency[0].entries[30]).toEqual({ number: '30', hits: 7, draws: 7 });
    // The same figures as the pure functions on the same draws (newest first).
    const draws: StatsDraw[] = results.map((result, i) => ({ key: String(drawIds[i]), result })).reverse();
    expect(s.gan).toEqual(loGan(draws));
    expect(s.frequency[1]).toEqual(endingFrequency(draws, 30));
    expect(s.headTail[0].all).toEqual({
      head: headTailFrequency(draws, 7).head,
      tail: headTailFrequency(draws, 7).tail,
    });
    expect(s.headTail[0].special.head).toEqual(headTailFrequency(draws, 7, 'special').head);
    expect(s.pairs).toEqual(topPairs(draws, 100, 20));
    expect((await value('/lgw/vn/games/sieutoc-5m-n/stats?draws=7&pairs=3')).pairs).toHaveLength(3);
    // A new draw is out: the statistics follow it.
    await insertDraw(h.db, { game: 'sieutoc-5m-n', seq: 11, state: 'drawn', drawsAt: NOW, lockSeconds: 30 });
    fresh();
    expect((await value('/lgw/vn/games/sieutoc-5m-n/stats')).drawCount).toBe(11);
    const none = await get('/lgw/vn/games/nope/stats');
    expect([none.statusCode, none.json().code]).toEqual([404, 'lottery_game_not_found']);
    expect((await get('/lgw/vn/games/vn-mb/stats?draws=3')).statusCode).toBe(400);
  });
});

describe('popular, recent, launch', () => {
  it('popular: the most staked over 7 days first, then the operator’s order', async () => {
    await insertDraw(h.db, {
      game: 'sieutoc-3m-s',
      seq: 1,
      state: 'settled',
      drawsAt: at('2026-11-24T09:00:00Z'),
      lockSeconds: 20,
      staked: 5_000_000,
    });
    await insertDraw(h.db, {
      game: 'vn-mn-camau',
      seq: 1,
      state: 'settled',
      drawsAt: at('2026-11-23T09:15:00Z'),
      lockSeconds: 900,
      staked: 2_000_000,
    });
    // Staked long ago: not popular now.
    await insertDraw(h.db, {
      game: 'vn-mt-kontum',
      seq: 1,
      state: 'settled',
      drawsAt: at('2026-11-01T10:15:00Z'),
      lockSeconds: 900,
      staked: 9_000_000,
    });
    fresh();
    const v = await value('/lgw/vn/games/popular?count=20&prizeMode=Lott&device=WEB&language=en');
    expect(v.list).toHaveLength(20);
    expect(v.list.slice(0, 3).map((i: { gameId: string }) => i.gameId)).toEqual([
      'sieutoc-3m-s',
      'vn-mn-camau',
      'vn-mb',
    ]);
    expect(v.list[0].gameName).toBe('3-Minute Fast Lottery (South)');
    expect(typeof v.nextRefreshMs).toBe('number');
  });

  it('recent: the games the member bet on, most recent first; members only', async () => {
    const m = await makeMember(h);
    const bet = async (roundId: number) => {
      const [slip] = await h.db<{ id: number }[]>`
        INSERT INTO round_slips (round_id, member_id, idempotency_key, request_hash, unit, total_stake, created_at)
        VALUES (${roundId}, ${m.id}, ${`k${roundId}`}, 'h', 'VND', 100000, ${h.clock.now()}) RETURNING id`;
      await h.db`
        INSERT INTO round_bets (round_id, slip_id, member_id, unit, selection, stake, max_payout, created_at)
        VALUES (${roundId}, ${slip!.id}, ${m.id}, 'VND', '{}', 100000, 100000, ${h.clock.now()})`;
    };
    await bet(ids.hcm21!);
    await bet(ids.fast5!);
    await bet(ids.hcm23!);
    const v = await value('/lgw/vn/games/recent?prizeMode=Lott&device=WEB&recentCount=100', m.headers);
    expect(v.list.map((i: { gameId: string }) => i.gameId)).toEqual(['vn-mn-hcm', 'sieutoc-1m-n']);
    expect((await get('/lgw/vn/games/recent')).statusCode).toBe(401);
  });

  it('lobby launch answers where the web goes: the betting page or the lottery lobby', async () => {
    const m = await makeMember(h);
    const launch = (q: string) => value(`/lgw/vn/launch?lottoArea=VN&device=WEB&language=vi&${q}`, m.headers);
    expect(await launch('launchMode=LOTT&lottoPrizeMode=Lott&lottoGameCode=vn-mb&lottoView=betting')).toEqual({
      path: '/lottery?gameCode=vn-mb&vendor=TCG_LOTTO_VN&prizeMode=Lott',
      gameId: 'vn-mb',
      view: 'betting',
    });
    // A prize mode the game does not offer falls back to its own; backUrl is passed on.
    expect(
      (
        await launch(
          'launchMode=ELOTT&lottoPrizeMode=Lott&lottoGameCode=sieutoc-1m-s&lottoView=betting&backUrl=%2Felott',
        )
      ).path,
    ).toBe('/lottery?gameCode=sieutoc-1m-s&vendor=TCG_LOTTO_VN&prizeMode=Elott&backUrl=%2Felott');
    expect(await launch('launchMode=ELOTT&lottoPrizeMode=Elott&lottoGameCode=&lottoView=lobby')).toEqual({
      path: '/vnlottery?prizeMode=Elott&tag=ST',
      gameId: null,
      view: 'lobby',
    });
    expect((await launch('lottoGameCode=vn-mn-hcm&lottoView=lobby')).path).toBe('/vnlottery?prizeMode=Lott&tag=MN');
    const unknown = await get('/lgw/vn/launch?lottoGameCode=nope', m.headers);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'lottery_game_not_found']);
    expect((await get('/lgw/vn/launch?lottoGameCode=vn-mb')).statusCode).toBe(401);
  });
});
