import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { catalogueContract } from '@app/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness.js';
import { CATALOGUE_CHANNEL, createCatalogueCache } from './catalogue.cache.js';
import { likeTerm, toGameListItem } from './catalogue.mappers.js';
import { listGames } from './catalogue.repository.js';
import { createLobbyService } from './lobby.service.js';
import { catalogueApp } from './test/catalogue.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await catalogueApp();
});

/**
 * getGameList as the router answered it before ready bytes: the page from PostgreSQL (listGames' SQL
 * with LIKE), mapped, checked by the contract, JSON.stringify'd in the envelope.
 */
async function reference(url: string): Promise<string> {
  const q = catalogueContract.gameList.query!.parse(Object.fromEntries(new URL(url, 'http://x').searchParams));
  const { rows, total } = await listGames(t.db, {
    lang: q.language,
    gameType: q.gameType,
    vendor: q.vassalage?.toUpperCase(),
    classify: q.gameClassify?.toUpperCase(),
    search: q.gameName ? likeTerm(q.gameName) : undefined,
    minBet: q.minBet,
    minLineNum: q.minLineNum,
    limit: q.pageSize,
    offset: (q.pageNo - 1) * q.pageSize,
  });
  const value = { games: rows.map(toGameListItem), total, totalPages: Math.ceil(total / q.pageSize), pageNo: q.pageNo };
  return JSON.stringify({ success: true, value: catalogueContract.gameList.response.parse(value) });
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('getGameList from the in-memory catalogue, as ready bytes', () => {
  it('answers byte for byte what the SQL path answered: every category page, filter and search', async () => {
    const types = await t.db<{ game_type: string }[]>`SELECT DISTINCT game_type FROM games ORDER BY 1`;
    const vendors = await t.db<{ vendor_code: string }[]>`
      SELECT DISTINCT vendor_code FROM games WHERE game_type = 'RNG' ORDER BY 1 LIMIT 12`;
    const urls = [
      ...types.flatMap(({ game_type }) => [1, 2, 3].map((p) => `/wps/game/list?gameType=${game_type}&pageNo=${p}`)),
      ...vendors.map(({ vendor_code }) => `/wps/game/list?gameType=RNG&vassalage=${vendor_code.toLowerCase()}`),
      '/wps/game/list?clientType=3&platform=flash,html5-desktop&gameType=RNG&pageNo=7&pageSize=15&language=en',
      '/wps/game/list?gameType=RNG&pageSize=100&pageNo=4',
      '/wps/game/list?gameType=RNG&vassalage=PG&pageNo=9',
      '/wps/game/list?gameType=RNG&gameClassify=megaways&pageSize=100',
      '/wps/game/list?gameType=RNG&minBet=50000&pageSize=100',
      '/wps/game/list?gameType=RNG&minLineNum=243&pageSize=100',
      '/wps/game/list?gameType=RNG&vassalage=&gameName=&gameClassify=',
      '/wps/game/list?gameType=FISH&gameClassify=FISHING&pageSize=15',
      '/wps/game/list?pageSize=100',
      '/wps/game/list?gameType=RNG&gameName=rong&minBet=50000&pageSize=15',
      '/wps/game/list?gameType=RNG&gameName=r%E1%BB%93ng%20v%C3%A0ng&pageSize=100',
      '/wps/game/list?gameType=RNG&gameName=RONG%20%20VANG&pageSize=100',
      '/wps/game/list?gameType=RNG&gameName=golden%20dragon&language=en&pageSize=100',
      '/wps/game/list?gameName=golden&language=en&pageSize=100&pageNo=2',
      '/wps/game/list?gameName=%25',
      '/wps/game/list?gameName=_',
      '/wps/game/list?gameName=a&pageSize=100',
      '/wps/game/list?gameName=ca&gameType=LIVE',
      '/wps/game/list?gameName=%20%20',
      '/wps/game/list?gameName=zzq',
    ];
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.body, url).toBe(await reference(url));
    }
  });

  it('sends each page compressed as the client accepts, the same JSON inside', async () => {
    const url = '/wps/game/list?gameType=RNG&pageSize=100';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    // The second answer is the same bytes, compressed once.
    expect((await get(url, { 'accept-encoding': 'br' })).rawPayload.equals(br.rawPayload)).toBe(true);
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect((await get(url, { 'accept-encoding': 'br', 'x-no-compression': '1' })).headers['content-encoding']).toBe(
      undefined,
    );
    // Under 1 KB stays plain, as the compression hook leaves it; a search is compressed by that hook.
    expect((await get('/wps/game/list?gameName=zzq', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe(
      undefined,
    );
    const search = await get('/wps/game/list?gameName=a&pageSize=100', { 'accept-encoding': 'br' });
    expect(search.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(search.rawPayload).toString()).toBe(
      await reference('/wps/game/list?gameName=a&pageSize=100'),
    );
    // A search is sent once: compressed at the fast setting (brotli 4), not at the best quality the kept
    // pages get, which cost the bench's brotli mix three quarters of its throughput.
    const fast = (json: Buffer) => brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(search.rawPayload.length).toBe(fast(brotliDecompressSync(search.rawPayload)).length);
    expect(br.rawPayload.length).toBeLessThan(fast(Buffer.from(plain.body)).length);
  });

  it('keeps a page’s bytes until the catalogue changes, then builds new ones (pages, compressed bytes and search)', async () => {
    const url = '/wps/game/list?gameType=RNG&vassalage=PG&pageSize=100';
    const before = (await get(url)).body;
    const beforeBr = (await get(url, { 'accept-encoding': 'br' })).rawPayload;
    const [first] = await t.db<{ node_id: string }[]>`
      SELECT node_id FROM games WHERE vendor_code = 'PG' AND enabled ORDER BY sort, node_id LIMIT 1`;
    await t.db`UPDATE games SET names = jsonb_set(names, '{vi}', '"Kỳ Lân Mới"'), search_text = 'ky lan moi'
      WHERE node_id = ${first!.node_id}`;
    // Until the cache hears of the change (NOTIFY, below) or its entries reach their maximum age, the
    // bytes stay (the test app does not LISTEN; the maximum age stands in for the notification here).
    expect((await get(url)).body).toBe(before);
    t.clock.advance(61_000);
    const after = (await get(url)).body;
    expect(after).not.toBe(before);
    expect(after).toContain('Kỳ Lân Mới');
    expect(after).toBe(await reference(url));
    const afterBr = (await get(url, { 'accept-encoding': 'br' })).rawPayload;
    expect(afterBr.equals(beforeBr)).toBe(false);
    expect(brotliDecompressSync(afterBr).toString()).toBe(after);
    const found = JSON.parse((await get('/wps/game/list?gameName=k%E1%BB%B3%20l%C3%A2n%20m%E1%BB%9Bi')).body);
    expect(found.value.games.map((g: { nodeId: string }) => g.nodeId)).toEqual([first!.node_id]);
  });

  it('drops its pages when another process NOTIFYs a catalogue change', async () => {
    const cache = createCatalogueCache({ db: t.db, clock: t.clock });
    const lobby = createLobbyService({ db: t.db, clock: t.clock, cache });
    const unlisten = await cache.listen();
    try {
      const q = catalogueContract.gameList.query!.parse({ gameType: 'RNG', vassalage: 'JILI', pageSize: '100' });
      const before = await lobby.gameListBytes(q);
      expect(await lobby.gameListBytes(q)).toBe(before);
      const [first] = await t.db<{ node_id: string }[]>`
        SELECT node_id FROM games WHERE vendor_code = 'JILI' AND enabled ORDER BY sort, node_id LIMIT 1`;
      await t.db`UPDATE games SET enabled = false WHERE node_id = ${first!.node_id}`;
      await t.db`SELECT pg_notify(${CATALOGUE_CHANNEL}, 'test')`;
      let after = before;
      for (let i = 0; i < 100 && after === before; i++) {
        await new Promise((r) => setTimeout(r, 50));
        after = await lobby.gameListBytes(q);
      }
      expect(after).not.toBe(before);
      expect(after.json.toString()).not.toContain(`"${first!.node_id}"`);
      expect(before.json.toString()).toContain(`"${first!.node_id}"`);
    } finally {
      await unlisten();
    }
  });

  it('keeps searches in a pool of their own: a repeated term is the same bytes, random terms never push a page out', async () => {
    const cache = createCatalogueCache({ db: t.db, clock: t.clock });
    const lobby = createLobbyService({ db: t.db, clock: t.clock, cache });
    const list = (q: Record<string, string>) => lobby.gameListBytes(catalogueContract.gameList.query!.parse(q));
    const page = await list({ gameType: 'RNG' });
    const rong = await list({ gameType: 'RNG', gameName: 'rong' });
    expect(rong.json.toString()).toBe(await reference('/wps/game/list?gameType=RNG&gameName=rong'));
    // The same folded term (case, accents) is the same answer, kept.
    expect(await list({ gameType: 'RNG', gameName: 'RỒNG' })).toBe(rong);
    expect(await list({ gameType: 'LIVE', gameName: 'rong' })).not.toBe(rong);
    for (let i = 0; i < 600; i++) await list({ gameName: `zq${i}` });
    expect(await list({ gameType: 'RNG' })).toBe(page);
    // The pool is bounded: 600 other terms pushed the first one out.
    const again = await list({ gameType: 'RNG', gameName: 'rong' });
    expect(again).not.toBe(rong);
    expect(again.json.equals(rong.json)).toBe(true);
    // A catalogue change drops the searches with the pages.
    cache.invalidate();
    expect(await list({ gameType: 'RNG', gameName: 'rong' })).not.toBe(again);
  });
});
