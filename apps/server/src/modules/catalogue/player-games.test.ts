import type { GameListItem } from '@app/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness.js';
import { findGameByNodeId, recordRecentGame } from './index.js';
import { catalogueApp, getJson, makeMember, postJson, type TestMember } from './test/catalogue.fixtures.js';

let t: TestApp;
let a: TestMember;
let b: TestMember;
beforeAll(async () => {
  t = await catalogueApp();
  a = await makeMember(t);
  b = await makeMember(t);
});

const ids = async (m: TestMember) => (await getJson(t, '/wps/game/favourites', m.headers)).body.value.ids;

describe('favourites', () => {
  it('need a session', async () => {
    expect((await getJson(t, '/wps/game/favourites')).status).toBe(401);
    expect((await postJson(t, '/wps/game/favourite/add', { nodeId: 'PG-RNG-001' })).status).toBe(401);
    expect((await getJson(t, '/wps/game/favourite/list')).status).toBe(401);
  });

  it('add, list by category and remove; adding or removing twice changes nothing', async () => {
    const add = await postJson(
      t,
      '/wps/game/favourite/add',
      { nodeId: 'PG-RNG-001', vendor: 'PG', gameType: 'RNG' },
      a.headers,
    );
    expect(add.body.value).toEqual({ nodeId: 'PG-RNG-001', favourite: true });
    t.clock.advance(1000);
    await postJson(t, '/wps/game/favourite/add', { nodeId: 'EVO-LIVE-001' }, a.headers);
    t.clock.advance(1000);
    await postJson(t, '/wps/game/favourite/add', { nodeId: 'HOUSE-SLOT-1' }, a.headers);
    await postJson(t, '/wps/game/favourite/add', { nodeId: 'PG-RNG-001' }, a.headers);
    expect(await ids(a)).toEqual(['HOUSE-SLOT-1', 'EVO-LIVE-001', 'PG-RNG-001']);

    const rng = await getJson(t, '/wps/game/favourite/list?gameType=RNG', a.headers);
    expect(rng.body.value.content.map((g: GameListItem) => g.nodeId)).toEqual(['HOUSE-SLOT-1', 'PG-RNG-001']);
    expect(rng.body.value.totalPages).toBe(1);
    const live = await getJson(t, '/wps/game/favourite/list?gameType=LIVE', a.headers);
    expect(live.body.value.content.map((g: GameListItem) => g.nodeId)).toEqual(['EVO-LIVE-001']);

    const rm = await postJson(t, '/wps/game/favourite/remove', { nodeId: 'PG-RNG-001' }, a.headers);
    expect(rm.body.value).toEqual({ nodeId: 'PG-RNG-001', favourite: false });
    expect((await postJson(t, '/wps/game/favourite/remove', { nodeId: 'PG-RNG-001' }, a.headers)).status).toBe(200);
    expect(await ids(a)).toEqual(['HOUSE-SLOT-1', 'EVO-LIVE-001']);
  });

  it('are each member’s own', async () => {
    expect(await ids(b)).toEqual([]);
    await postJson(t, '/wps/game/favourite/remove', { nodeId: 'HOUSE-SLOT-1' }, b.headers);
    expect(await ids(a)).toContain('HOUSE-SLOT-1');
  });

  it('refuse an unknown game and a vendor or category that is not the game’s, adding nothing', async () => {
    const unknown = await postJson(t, '/wps/game/favourite/add', { nodeId: 'NOPE-1' }, b.headers);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('game_not_found');
    const vendor = await postJson(t, '/wps/game/favourite/add', { nodeId: 'PG-RNG-002', vendor: 'JILI' }, b.headers);
    expect(vendor.status).toBe(400);
    expect(vendor.body.code).toBe('favourite_mismatch');
    const type = await postJson(t, '/wps/game/favourite/add', { nodeId: 'PG-RNG-002', gameType: 'LIVE' }, b.headers);
    expect(type.body.code).toBe('favourite_mismatch');
    expect((await postJson(t, '/wps/game/favourite/add', {}, b.headers)).status).toBe(400);
    expect(await ids(b)).toEqual([]);
  });

  it('hide games that are disabled, until they come back', async () => {
    await postJson(t, '/wps/game/favourite/add', { nodeId: 'PG-RNG-003' }, b.headers);
    await t.db`UPDATE games SET enabled = false WHERE node_id = 'PG-RNG-003'`;
    const list = await getJson(t, '/wps/game/favourite/list?gameType=RNG', b.headers);
    expect(list.body.value.content).toEqual([]);
    expect((await postJson(t, '/wps/game/favourite/add', { nodeId: 'PG-RNG-003' }, b.headers)).status).toBe(404);
    await t.db`UPDATE games SET enabled = true WHERE node_id = 'PG-RNG-003'`;
    const back = await getJson(t, '/wps/game/favourite/list?gameType=RNG', b.headers);
    expect(back.body.value.content.map((g: GameListItem) => g.nodeId)).toEqual(['PG-RNG-003']);
  });
});

describe('recent games', () => {
  it('lists the caller’s launches newest first, one row per game, filtered by vendor', async () => {
    const popularity = async () =>
      (await t.db<{ p: number }[]>`SELECT popularity AS p FROM games WHERE node_id = 'JILI-RNG-001'`)[0]!.p;
    const before = await popularity();
    for (const nodeId of ['JILI-RNG-001', 'PG-RNG-004', 'JILI-FISH-001', 'JILI-RNG-001']) {
      t.clock.advance(60_000);
      await recordRecentGame(t.db, t.clock, { memberId: a.id, nodeId });
    }
    expect(await popularity()).toBe(before + 2);
    const r = await getJson(t, '/wps/game/recent?clientType=3', a.headers);
    expect(r.body.value.list.map((g: GameListItem) => g.nodeId)).toEqual([
      'JILI-RNG-001',
      'JILI-FISH-001',
      'PG-RNG-004',
    ]);
    expect(r.body.value.list[0].lastPlayedAt).toBe(t.clock.now().toISOString());
    const jili = await getJson(t, '/wps/game/recent?vassalage=JILI&pageSize=1&pageNo=2', a.headers);
    expect(jili.body.value).toMatchObject({ totalPages: 2 });
    expect(jili.body.value.list.map((g: GameListItem) => g.nodeId)).toEqual(['JILI-FISH-001']);
    // A page past the end still tells the total (counted apart: no row carries it).
    const past = await getJson(t, '/wps/game/recent?vassalage=JILI&pageSize=1&pageNo=5', a.headers);
    expect(past.body.value).toMatchObject({ list: [], totalPages: 2 });
    expect((await getJson(t, '/wps/game/recent', b.headers)).body.value.list).toEqual([]);
    expect((await getJson(t, '/wps/game/recent')).status).toBe(401);
  });
});

describe('lookups for launch, vendors and the house', () => {
  it('finds the house slot with its vendor’s wallet model and trial flag', async () => {
    const g = await findGameByNodeId(t.db, 'HOUSE-SLOT-1');
    expect(g).toMatchObject({
      vendor: 'HOUSE',
      gameType: 'RNG',
      enabled: true,
      walletModel: 'seamless',
      allowsTrial: true,
      object: { vassalage: 'HOUSE', accountTypeName: 'HOUSE', isGame: 'GAME', gameCode: 'house-slot-1' },
    });
    expect(await findGameByNodeId(t.db, 'NOPE')).toBeNull();
    expect((await findGameByNodeId(t.db, 'EVO-LIVE-001'))?.allowsTrial).toBe(false);
    expect((await findGameByNodeId(t.db, 'TCG_LOTTO_VN-ELOTT-001'))?.object.accountTypeName).toBe('TCG_LOTTO_VN');
  });
});
