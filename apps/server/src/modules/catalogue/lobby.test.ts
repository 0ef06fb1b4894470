import type { GameListItem, VendorCard, VendorList } from '@app/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness.js';
import { catalogueApp, getJson, makeMember } from './test/catalogue.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await catalogueApp();
});

const value = async (url: string) => {
  const r = await getJson(t, url);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.value;
};
const group = (list: VendorList, type: string) =>
  list.data.lanes.flatMap((l) => l.groups).find((g) => g.gameType === type)!;

describe('menus and vendor list', () => {
  it('groups ESPORTS and COCKFIGHT under SPORTS, with names per language', async () => {
    const vi = await value('/lgw/games/game_menus');
    const sports = vi.menus.find((m: { gameType: string }) => m.gameType === 'SPORTS');
    expect(sports.children.map((c: { gameType: string }) => c.gameType)).toEqual(['SPORTS', 'ESPORTS', 'COCKFIGHT']);
    expect(sports.name).toBe('Thể thao');
    expect(vi.menus.map((m: { gameType: string }) => m.gameType)).not.toContain('ESPORTS');
    const en = await value('/lgw/games/game_menus?language=en');
    expect(en.menus.find((m: { gameType: string }) => m.gameType === 'RNG').name).toBe('Slots');
  });

  it('lists 30+ slot vendors with hot flags and game counts, the house first, and the three cockfight vendors', async () => {
    const list: VendorList = await value('/wps/game/vendor?platform=html5-desktop');
    const rng = group(list, 'RNG');
    expect(rng.cards.length).toBeGreaterThanOrEqual(30);
    expect(rng.cards[0]).toMatchObject({ vassalage: 'HOUSE', displayName: 'Nhà cái', isHot: 1, allowsTrial: true });
    expect(rng.cards.find((c: VendorCard) => c.vassalage === 'PG')).toMatchObject({ isHot: 1, gameCount: 12 });
    expect(rng.cards.every((c: VendorCard) => c.gameCount > 0)).toBe(true);
    expect(rng.gameClassify).toEqual(expect.arrayContaining(['SLOT', 'MEGAWAYS', 'JACKPOT']));
    expect(group(list, 'COCKFIGHT').cards.map((c: VendorCard) => c.vassalage)).toEqual(['DS88', 'DIG', 'WS168']);
    const en: VendorList = await value('/wps/game/vendor?language=en');
    expect(group(en, 'RNG').cards[0]!.displayName).toBe('House');
  });

  it('answers gameType with the lane that holds it', async () => {
    const list: VendorList = await value('/wps/game/vendor?gameType=ESPORTS');
    expect(list.data.lanes.map((l) => l.gameType)).toEqual(['SPORTS']);
  });

  it('leaves out a vendor the operator disabled once the cached list is refreshed', async () => {
    await t.db`UPDATE vendors SET enabled = false WHERE code = 'NETENT'`;
    t.clock.advance(61_000);
    const list: VendorList = await value('/wps/game/vendor');
    expect(group(list, 'RNG').cards.map((c) => c.vassalage)).not.toContain('NETENT');
    const games = await value('/wps/game/list?gameType=RNG&vassalage=NETENT');
    expect(games.total).toBe(0);
    await t.db`UPDATE vendors SET enabled = true WHERE code = 'NETENT'`;
    t.clock.advance(61_000);
  });

  it('counts vendors and games per category', async () => {
    const { list } = await value('/wps/game/type');
    const n = (await t.db<{ n: number }[]>`SELECT count(*)::int AS n FROM games WHERE game_type = 'FISH'`)[0]!.n;
    expect(list.find((x: { gameType: string }) => x.gameType === 'FISH')).toMatchObject({ gameCount: n, parent: null });
    expect(list.find((x: { gameType: string }) => x.gameType === 'ESPORTS').parent).toBe('SPORTS');
  });
});

describe('getGameList', () => {
  it('pages a category in 15s with the total', async () => {
    const n = (await t.db<{ n: number }[]>`SELECT count(*)::int AS n FROM games WHERE game_type = 'RNG'`)[0]!.n;
    expect(n).toBeGreaterThan(300);
    const p1 = await value(
      '/wps/game/list?clientType=3&platform=flash,html5-desktop&gameType=RNG&pageNo=1&pageSize=15',
    );
    const p2 = await value('/wps/game/list?gameType=RNG&pageNo=2');
    expect(p1).toMatchObject({ total: n, totalPages: Math.ceil(n / 15), pageNo: 1 });
    expect(p1.games).toHaveLength(15);
    const ids = new Set([...p1.games, ...p2.games].map((g: GameListItem) => g.nodeId));
    expect(ids.size).toBe(30);
    expect(p1.games.every((g: GameListItem) => g.gameType === 'RNG')).toBe(true);
  });

  it('answers a page past the end with no games and the real page count', async () => {
    const r = await value('/wps/game/list?gameType=RNG&vassalage=PG&pageNo=9');
    expect(r).toMatchObject({ games: [], total: 12, totalPages: 1, pageNo: 9 });
  });

  it('filters by vendor, classification, minimum bet and lines', async () => {
    const pg = await value('/wps/game/list?gameType=RNG&vassalage=pg&pageSize=100');
    expect(pg.games).toHaveLength(12);
    expect(pg.games.every((g: GameListItem) => g.vassalage === 'PG')).toBe(true);
    const cheap = await value('/wps/game/list?gameType=RNG&minBet=50000&pageSize=100');
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.games.every((g: GameListItem) => g.minBet === 50_000)).toBe(true);
    const mega = await value('/wps/game/list?gameType=RNG&gameClassify=MEGAWAYS&pageSize=100');
    expect(mega.total).toBeGreaterThan(0);
    expect(mega.games.every((g: GameListItem) => g.gameClassify === 'MEGAWAYS')).toBe(true);
    const lines = await value('/wps/game/list?gameType=RNG&minLineNum=243&pageSize=100');
    expect(lines.games.every((g: GameListItem) => g.minLineNum === 243)).toBe(true);
    // Empty fields are what the web sends for "all": no filter.
    const all = await value('/wps/game/list?gameType=RNG&vassalage=&gameName=&gameClassify=');
    expect(all.total).toBeGreaterThan(300);
  });

  it('searches names in both languages, without diacritics or case', async () => {
    const vi = await value('/wps/game/list?gameType=RNG&gameName=r%E1%BB%93ng%20v%C3%A0ng&pageSize=100');
    expect(vi.total).toBeGreaterThan(0);
    expect(vi.games.every((g: GameListItem) => /rồng vàng/i.test(g.gameName))).toBe(true);
    const plain = await value('/wps/game/list?gameType=RNG&gameName=RONG%20VANG&pageSize=100');
    expect(plain.total).toBe(vi.total);
    const en = await value('/wps/game/list?gameType=RNG&gameName=golden%20dragon&language=en&pageSize=100');
    expect(en.total).toBeGreaterThan(0);
    expect(en.games.every((g: GameListItem) => /golden dragon/i.test(g.gameName))).toBe(true);
    // LIKE wildcards in the term match literally.
    expect((await value('/wps/game/list?gameName=%25')).total).toBe(0);
    expect((await value('/wps/game/list?gameName=_')).total).toBe(0);
  });

  it('gives each game generated art in the caller’s language', async () => {
    const vi = await value('/wps/game/list?gameType=LIVE&vassalage=EVO');
    const en = await value('/wps/game/list?gameType=LIVE&vassalage=EVO&language=en');
    expect(vi.games[2].gameName).toBe('Cò Quay');
    expect(en.games[2].gameName).toBe('Roulette');
    expect(vi.games[2].imageUrl).toMatch(/^\/media\/art\/game\/evo-live-003\.svg\?t=C%C3%B2\+Quay/);
    const art = await t.app.inject({ method: 'GET', url: en.games[2].imageUrl });
    expect(art.statusCode).toBe(200);
    expect(art.body).toContain('Roulette');
  });

  it('refuses an unknown game type and a page size over 100', async () => {
    expect((await getJson(t, '/wps/game/list?gameType=CASINO')).status).toBe(400);
    expect((await getJson(t, '/wps/game/list?pageSize=500')).status).toBe(400);
  });
});

describe('hot, popular, announcements, winners, jackpot', () => {
  it('hot list: hot games most played first, hot vendors in the footer', async () => {
    const r = await value('/wps/game/hot?merchantCode=demo&isPlatform=2&gameType=RNG');
    expect(r.list.length).toBeGreaterThan(10);
    expect(r.list.every((g: GameListItem) => g.isHot === 1 && g.gameType === 'RNG')).toBe(true);
    expect(r.list[0].nodeId).toBe('HOUSE-SLOT-1');
    expect(r.footer.every((v: VendorCard) => v.isHot === 1)).toBe(true);
    const pg = await value('/wps/game/hot?gameType=RNG&vassalage=PG');
    expect(pg.list.map((g: GameListItem) => g.vassalage)).toEqual(['PG', 'PG', 'PG']);
  });

  it('popular: 20 games by default, most played first', async () => {
    const r = await value('/lgw/games/popular?count=20&prizeMode=Lott&device=WEB&language=vi');
    expect(r.list).toHaveLength(20);
    expect(r.list[0].nodeId).toBe('HOUSE-SLOT-1');
  });

  it('announcements carry the promotions', async () => {
    const r = await value('/wps/game/announcements?language=en');
    expect(r.promotion.length).toBeGreaterThan(0);
    expect(r.promotion[0]).toHaveProperty('imageUrl');
  });

  it('winner board: real big wins of every vendor, newest first, at most 50, accounts masked, by category', async () => {
    const m = await makeMember(t);
    const now = t.clock.now().getTime();
    const round = (id: string, o: Record<string, unknown>) => {
      const at = new Date(now - Number(o.minutesAgo ?? 0) * 60_000);
      const { minutesAgo: _, ...rest } = o;
      const row = {
        member_id: m.id,
        vendor: 'PG',
        round_id: id,
        unit: 'VND',
        game_node_id: 'PG-RNG-005',
        category: 'RNG',
        stake: 1_000,
        win: 5_000,
        status: 'settled',
        created_at: at,
        updated_at: at,
        settled_at: at,
        ...rest,
      };
      return t.db`INSERT INTO bets ${t.db(row)}`;
    };
    // 55 big wins (every fifth a live game), a minute apart.
    for (let i = 0; i < 55; i++) {
      await round(
        `big-${i}`,
        i % 5 === 0
          ? { minutesAgo: i + 1, vendor: 'EVO', game_node_id: 'EVO-LIVE-001', category: 'LIVE', win: 2_000 + i }
          : { minutesAgo: i + 1, win: 2_000 + i },
      );
    }
    // Newer, but not big wins: under 2× the stake, play money, still open, cancelled, or no catalogue game.
    await round('small', { win: 1_999 });
    await round('play', { unit: 'PLAY' });
    await round('open', { status: 'open', settled_at: null });
    await round('cancelled', { status: 'cancelled', stake: 0, win: 0 });
    await round('unknown-game', { game_node_id: null });

    const r = await value('/wps/game/winners?gameCategory=ALL&limitNum=50&language=en');
    expect(r.list).toHaveLength(50);
    expect(r.list[0].vo).toEqual({
      account: `${m.account.slice(0, 2)}***${m.account.slice(-2)}`,
      nodeId: 'EVO-LIVE-001',
      gameName: expect.any(String),
      vassalage: 'EVO',
      gameType: 'LIVE',
      winAmount: 2_000,
      wonAt: new Date(now - 60_000).toISOString(),
    });
    const times = r.list.map((w: { vo: { wonAt: string } }) => w.vo.wonAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(r.list.map((w: { vo: { winAmount: number } }) => w.vo.winAmount)).toEqual(
      Array.from({ length: 50 }, (_, i) => 2_000 + i),
    );
    const five = await value('/wps/game/winners?limitNum=5');
    expect(five.list).toHaveLength(5);
    const live = await value('/wps/game/winners?gameCategory=LIVE');
    expect(live.list.map((w: { vo: { winAmount: number } }) => w.vo.winAmount)).toEqual(
      [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50].map((i) => 2_000 + i),
    );
    expect((await getJson(t, '/wps/game/winners?limitNum=51')).status).toBe(400);
  });

  it('jackpot: the base plus 165.11 per 3 s since midnight in Vietnam, plus 1% of the real stakes since then', async () => {
    t.clock.set('2026-11-22T17:00:30Z'); // 00:00:30 on Nov 23 in Vietnam: 10 steps
    const base = 12_888_888_888 + 10 * 16_511;
    const r = await value('/wps/game/jackpot');
    expect(r).toMatchObject({ amount: base, stepMinor: 16_511, intervalMs: 3000 });
    t.clock.advance(3000);
    expect((await value('/wps/game/jackpot')).amount).toBe(base + 16_511);
    // Rounds since midnight feed the pool (1% of real-money stakes); yesterday's and play money do not.
    const m = await makeMember(t);
    const round = (id: string, unit: string, stake: number, at: string) =>
      t.db`INSERT INTO bets ${t.db({
        member_id: m.id,
        vendor: 'PG',
        round_id: id,
        unit,
        category: 'RNG',
        stake,
        status: 'open',
        created_at: new Date(at),
        updated_at: new Date(at),
      })}`;
    await round('jp-1', 'VND', 250_000, '2026-11-22T17:00:10Z');
    await round('jp-2', 'VND', 99, '2026-11-22T17:00:20Z');
    await round('jp-play', 'PLAY', 1_000_000, '2026-11-22T17:00:20Z');
    await round('jp-yesterday', 'VND', 1_000_000, '2026-11-22T16:59:59Z');
    expect((await value('/wps/game/jackpot')).amount).toBe(base + 16_511 + 2_500);
  });
});
