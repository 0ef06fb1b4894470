import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDbUrl } from '../../../test/harness.js';
import { connectDatabase } from '../../platform/db/connect.js';
import { operatorWithRole, playerToken, type TestOperator } from '../backoffice/test/backoffice.fixtures.js';
import { seedDemo } from '../index.js';
import { createCatalogueCache } from './catalogue.cache.js';

/*
 * The back office's catalogue endpoints: the permission table, bad input refused with nothing changed, an
 * audit row per change, and the change seen at once by the public lobby calls (the same cache the lobby reads,
 * dropped by the edit; other processes hear the NOTIFY).
 */

let h: TestApp;
let admin: TestOperator;
let viewer: TestOperator;
let player: { authorization: string };

beforeAll(async () => {
  h = await createTestApp();
  await seedDemo(h.db, h.clock);
  admin = await operatorWithRole(h, 'admin');
  viewer = await operatorWithRole(h, 'read_only');
  player = await playerToken(h);
});

const put = (url: string, payload: unknown, who: { authorization: string } = admin.auth) =>
  h.app.inject({ method: 'PUT', url, headers: who, payload: payload as object });
const importFile = (format: string, text: string, who: { authorization: string } = admin.auth) =>
  h.app.inject({ method: 'POST', url: '/wps/operator/catalogue/import', headers: who, payload: { format, text } });
const lobbyGames = async (vendor: string) => {
  const res = await h.app.inject({ url: `/wps/game/list?gameType=RNG&vassalage=${vendor}&pageSize=100&language=en` });
  expect(res.statusCode).toBe(200);
  return res.json().value.games as { nodeId: string; isHot: 0 | 1; imageUrl: string }[];
};
const lobbyVendors = async () => {
  const res = await h.app.inject({ url: '/wps/game/vendor?language=en' });
  const lanes = res.json().value.data.lanes as { groups: { cards: { vassalage: string }[] }[] }[];
  return new Set(lanes.flatMap((l) => l.groups.flatMap((g) => g.cards.map((c) => c.vassalage))));
};
const audits = (action: string, subject: string) =>
  h.db<{ actor: string; before: unknown; after: unknown }[]>`
    SELECT actor, before, after FROM audit_log WHERE action = ${action} AND subject = ${subject} ORDER BY id`;

describe('catalogue: permissions', () => {
  it('read-only operators list vendors and games but change nothing; a player token is refused', async () => {
    const list = await h.app.inject({ url: '/wps/operator/catalogue/vendors', headers: viewer.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json().value.items.map((v: { code: string }) => v.code)).toContain('PG');
    const games = await h.app.inject({ url: '/wps/operator/catalogue/games?vendor=PG', headers: viewer.auth });
    expect(games.statusCode).toBe(200);
    expect(games.json().value.total).toBeGreaterThan(0);

    const denied = await put('/wps/operator/catalogue/vendors/PG', { isHot: false }, viewer.auth);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('operator_permission_denied');
    expect((await importFile('csv', 'x', viewer.auth)).statusCode).toBe(403);
    const asPlayer = await h.app.inject({ url: '/wps/operator/catalogue/games', headers: player });
    expect(asPlayer.statusCode).toBe(403);
    expect(await audits('catalogue.vendor.update', 'vendor:PG')).toEqual([]);
  });
});

describe('catalogue: games', () => {
  it('disables a game, sets hot and an image: the public list shows it at once, each change audited', async () => {
    const before = await lobbyGames('PG');
    const target = before.find((g) => g.isHot === 0)!;
    const res = await put(`/wps/operator/catalogue/games/${target.nodeId}`, {
      isHot: true,
      imageUrl: 'https://cdn.example.com/pg/one.webp',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ isHot: true, imageUrl: 'https://cdn.example.com/pg/one.webp' });
    const shown = (await lobbyGames('PG')).find((g) => g.nodeId === target.nodeId)!;
    expect(shown).toMatchObject({ isHot: 1, imageUrl: 'https://cdn.example.com/pg/one.webp' });
    const [row] = await audits('catalogue.game.update', `game:${target.nodeId}`);
    expect(row).toMatchObject({
      actor: expect.stringContaining(admin.username),
      before: { isHot: false, imageUrl: null },
      after: { isHot: true, imageUrl: 'https://cdn.example.com/pg/one.webp' },
    });

    expect((await put(`/wps/operator/catalogue/games/${target.nodeId}`, { enabled: false })).statusCode).toBe(200);
    expect((await lobbyGames('PG')).map((g) => g.nodeId)).not.toContain(target.nodeId);
    // Still listed for the operator, as disabled; the filter finds it.
    const off = await h.app.inject({ url: '/wps/operator/catalogue/games?vendor=PG&enabled=0', headers: admin.auth });
    expect(off.json().value.items.map((g: { nodeId: string }) => g.nodeId)).toContain(target.nodeId);
    await put(`/wps/operator/catalogue/games/${target.nodeId}`, { enabled: true, imageUrl: null });
    expect((await lobbyGames('PG')).find((g) => g.nodeId === target.nodeId)?.imageUrl).not.toContain('cdn.example');
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const [game] = await lobbyGames('PG');
    const count = async () => (await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM audit_log`)[0]!.n;
    const audited = await count();
    const script = await put(`/wps/operator/catalogue/games/${game!.nodeId}`, { imageUrl: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(400);
    expect((await put(`/wps/operator/catalogue/games/${game!.nodeId}`, { sort: 'first' })).statusCode).toBe(400);
    const unknown = await put('/wps/operator/catalogue/games/NO-SUCH-GAME', { enabled: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('catalogue_game_not_found');
    const vendor = await put('/wps/operator/catalogue/vendors/NOPE', { enabled: false });
    expect(vendor.json().code).toBe('catalogue_vendor_not_found');
    const sort = await h.app.inject({ url: '/wps/operator/catalogue/games?sort=names', headers: admin.auth });
    expect(sort.statusCode).toBe(400);
    expect((await lobbyGames('PG')).find((g) => g.nodeId === game!.nodeId)?.imageUrl).toBe(game!.imageUrl);
    expect(await count()).toBe(audited);
  });

  it('sorts and searches on the server', async () => {
    const q = (s: string) => h.app.inject({ url: `/wps/operator/catalogue/games?${s}`, headers: admin.auth });
    const asc = (await q('vendor=PG&sort=popularity&dir=asc&pageSize=200')).json().value.items as {
      popularity: number;
    }[];
    const pops = asc.map((g) => g.popularity);
    expect(pops).toEqual([...pops].sort((a, b) => a - b));
    const found = (await q('q=HOUSE-SLOT')).json().value.items as { nodeId: string }[];
    expect(found.map((g) => g.nodeId)).toEqual(['HOUSE-SLOT-1']);
  });
});

describe('catalogue: vendors', () => {
  it('disables a vendor (gone from the lobby), then puts it under maintenance: listed, but launches refused', async () => {
    expect(await lobbyVendors()).toContain('JILI');
    const off = await put('/wps/operator/catalogue/vendors/JILI', { enabled: false, sort: 99 });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().value).toMatchObject({ enabled: false, sort: 99 });
    expect(await lobbyVendors()).not.toContain('JILI');
    const [row] = await audits('catalogue.vendor.update', 'vendor:JILI');
    expect(row).toMatchObject({ before: { enabled: true }, after: { enabled: false, sort: 99 } });

    await put('/wps/operator/catalogue/vendors/JILI', { enabled: true, maintenance: true });
    expect(await lobbyVendors()).toContain('JILI');
    const [game] = await lobbyGames('JILI');
    const launch = () =>
      h.app.inject({ method: 'POST', url: '/wps/game/launchGame', headers: player, payload: { nodeId: game!.nodeId } });
    const refused = await launch();
    expect(refused.json().code).toBe('vendor_maintenance');
    expect(refused.statusCode).toBe(503);
    await put('/wps/operator/catalogue/vendors/JILI', { maintenance: false });
    expect((await launch()).json().code).not.toBe('vendor_maintenance');
  });
});

describe('catalogue: every server process', () => {
  it("another process's cached catalogue is dropped by the edit's NOTIFY (no restart, no waiting out the cache)", async () => {
    const peerDb = connectDatabase(testDbUrl(h.db), { max: 2 });
    const cache = createCatalogueCache({ db: peerDb, clock: h.clock });
    const unlisten = await cache.listen();
    try {
      const sortOf = async () => (await cache.get()).vendorByCode.get('CQ9')?.sort;
      const before = await sortOf();
      expect(before).toBeTypeOf('number');
      expect((await put('/wps/operator/catalogue/vendors/CQ9', { sort: before! + 7 })).statusCode).toBe(200);
      // The manual clock does not move: only the notification can refresh the peer's snapshot.
      await expect.poll(sortOf, { timeout: 5_000 }).toBe(before! + 7);
    } finally {
      await unlisten();
      await peerDb.end({ timeout: 5 });
    }
  });
});

describe('catalogue: import', () => {
  const HEADER = 'nodeId,vassalage,gameType,gameClassify,gameCode,nameVi,nameEn,minBet';

  it('a file with problems writes nothing and answers each problem on its line', async () => {
    const csv = [
      HEADER,
      'PG-OP-IMPORT-1,PG,RNG,SLOT,op_imp_1,Rồng Vàng,Golden Dragon,100',
      'PG-OP-IMPORT-2,NOPE,RNG,SLOT,x,Y,Y,abc',
    ].join('\n');
    const res = await importFile('csv', csv);
    expect(res.statusCode).toBe(200);
    const report = res.json().value;
    expect(report.ok).toBe(false);
    expect(report.problems.length).toBeGreaterThan(0);
    expect(report.problems.every((p: { line: number }) => p.line === 3)).toBe(true);
    expect((await lobbyGames('PG')).map((g) => g.nodeId)).not.toContain('PG-OP-IMPORT-1');
    expect(await audits('catalogue.import', 'catalogue')).toEqual([]);
    expect((await importFile('xml', csv)).statusCode).toBe(400);
    expect((await importFile('csv', '')).statusCode).toBe(400);
    // Over the contract's 1,000,000 characters: 400; over the server's 1 MiB body limit: 413, nothing read.
    expect((await importFile('csv', 'a'.repeat(1_000_001))).statusCode).toBe(400);
    const huge = await importFile('csv', 'a'.repeat(1_100_000));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('payload_too_large');
  });

  it('a good file is written, audited and in the public list at once', async () => {
    const csv = [HEADER, 'PG-OP-IMPORT-3,PG,RNG,SLOT,op_imp_3,Rồng Bạc,Silver Dragon,100'].join('\n');
    const res = await importFile('csv', csv);
    expect(res.json().value).toEqual({
      ok: true,
      vendors: { inserted: 0, updated: 0 },
      games: { inserted: 1, updated: 0 },
    });
    expect((await lobbyGames('PG')).map((g) => g.nodeId)).toContain('PG-OP-IMPORT-3');
    const [row] = await audits('catalogue.import', 'catalogue');
    expect(row).toMatchObject({ after: { format: 'csv', games: { inserted: 1, updated: 0 } } });
  });
});

describe('rounds for the operator', () => {
  it('lists with filters, reads one, refuses an unknown id and a bad state', async () => {
    const list = await h.app.inject({ url: '/wps/operator/rounds?game=dice&pageSize=5', headers: viewer.auth });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().value).toMatchObject({ page: 1, pageSize: 5 });
    const missing = await h.app.inject({ url: '/wps/operator/rounds/999999999', headers: viewer.auth });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('round_not_found');
    const bad = await h.app.inject({ url: '/wps/operator/rounds?state=lost', headers: viewer.auth });
    expect(bad.statusCode).toBe(400);
    expect((await h.app.inject({ url: '/wps/operator/rounds', headers: player })).statusCode).toBe(403);
  });

  it("leaves out the lottery's draws (rounds of the same core with their own screen and result shape)", async () => {
    const [draw] = await h.db<{ id: number }[]>`SELECT id FROM rounds WHERE game <> 'dice' ORDER BY id LIMIT 1`;
    expect(draw, 'the demo seeds lottery draws').toBeDefined();
    const one = await h.app.inject({ url: `/wps/operator/rounds/${draw!.id}`, headers: viewer.auth });
    expect([one.statusCode, one.json().code]).toEqual([404, 'round_not_found']);
    const all = await h.app.inject({ url: '/wps/operator/rounds?pageSize=200', headers: viewer.auth });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().value.items.every((r: { game: string }) => r.game === 'dice')).toBe(true);
  });
});
