import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../../../../test/global-setup.js';
import type { TestApp } from '../../../../test/harness.js';
import { processScript } from '../../../../test/process-scripts.js';
import { createCatalogueCache } from '../catalogue.cache.js';
import { catalogueApp, getJson } from '../test/catalogue.fixtures.js';
import { importCatalogue } from './catalogue.import.js';

let t: TestApp;
beforeAll(async () => {
  t = await catalogueApp();
});

const count = async () => (await t.db<{ n: number }[]>`SELECT count(*)::int AS n FROM games`)[0]!.n;
const vendorCount = async () => (await t.db<{ n: number }[]>`SELECT count(*)::int AS n FROM vendors`)[0]!.n;

const JSON_OK = `{
  "vendors": [
    {
      "code": "acme",
      "displayName": "Acme Slots",
      "names": { "vi": "Acme Nổ Hũ", "en": "Acme Slots" },
      "gameTypes": ["RNG", "FISH"],
      "isHot": true,
      "allowsTrial": true
    }
  ],
  "games": [
    { "nodeId": "ACME-1", "vassalage": "ACME", "gameType": "RNG", "gameClassify": "slot",
      "names": { "vi": "Cá Chép Hóa Rồng", "en": "Koi Dragon" }, "minBet": 5, "minLineNum": 20, "isHot": true },
    { "nodeId": "ACME-2", "vassalage": "ACME", "gameType": "FISH", "gameClassify": "FISHING",
      "nameVi": "Bắn Cá Acme", "minBet": 10 }
  ]
}`;

describe('catalogue import', () => {
  it('imports vendors and games from JSON; the lobby shows them after the cached list refreshes', async () => {
    const before = await count();
    const r = await importCatalogue(t.db, JSON_OK, 'json');
    expect(r).toEqual({ ok: true, vendors: { inserted: 1, updated: 0 }, games: { inserted: 2, updated: 0 } });
    expect(await count()).toBe(before + 2);
    t.clock.advance(61_000);
    const lanes = (await getJson(t, '/wps/game/vendor?gameType=FISH&language=en')).body.value.data.lanes;
    const fish = lanes[0].groups.find((g: { gameType: string }) => g.gameType === 'FISH');
    expect(fish.cards.find((c: { vassalage: string }) => c.vassalage === 'ACME')).toMatchObject({
      displayName: 'Acme Slots',
      gameCount: 1,
      isHot: 1,
      allowsTrial: true,
    });
    const list = (await getJson(t, '/wps/game/list?vassalage=ACME&gameName=ca%20chep')).body.value;
    expect(list.games.map((g: { nodeId: string; minBet: number }) => [g.nodeId, g.minBet])).toEqual([['ACME-1', 5]]);
  });

  it('imports the same file again as updates, and never lowers popularity earned by play', async () => {
    await t.db`UPDATE games SET popularity = 40 WHERE node_id = 'ACME-1'`;
    const r = await importCatalogue(t.db, JSON_OK.replace('"minBet": 5', '"minBet": 50'), 'json');
    expect(r).toEqual({ ok: true, vendors: { inserted: 0, updated: 1 }, games: { inserted: 0, updated: 2 } });
    const [row] = await t.db<{ min_bet: number; popularity: number }[]>`
      SELECT min_bet, popularity FROM games WHERE node_id = 'ACME-1'`;
    expect(row).toEqual({ min_bet: 50, popularity: 40 });
  });

  it('reports every bad CSV row by line and imports nothing', async () => {
    const before = await count();
    const csv = [
      'nodeId,vassalage,gameType,gameClassify,nameVi,nameEn,minBet,isHot',
      'CSV-1,PG,RNG,SLOT,"Rồng, Vàng",Golden Dragon,5,true', // fine (line 2)
      'CSV-2,PG,RNG,SLOT,"Hai dòng',
      'tên",Two lines,0.5,no', // line 3: minor units must be whole
      'CSV-3,NOBODY,RNG,SLOT,Ai đó,Somebody,5,no', // line 5: unknown vendor
      'CSV-4,EVO,RNG,SLOT,Sai loại,Wrong type,5,no', // line 6: EVO serves LIVE only
      'CSV-1,PG,RNG,SLOT,Trùng,Duplicate,5,no', // line 7: duplicate node id
      'CSV-5,PG,SLOTS,SLOT,Loại lạ,Odd type,5,maybe', // line 8: type and flag
      '',
      'CSV-6,PG,RNG,SLOT,Tốt,Fine,1,1', // line 10: fine
    ].join('\n');
    const r = await importCatalogue(t.db, csv, 'csv');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => [p.line, p.field])).toEqual([
      [3, 'minBet'],
      [5, 'vassalage'],
      [6, 'gameType'],
      [7, 'nodeId'],
      [8, 'gameType'],
      [8, 'isHot'],
    ]);
    expect(r.problems[1]!.message).toContain('unknown vendor NOBODY');
    expect(await count()).toBe(before);
  });

  it('reports JSON rows by the line they start on, including unknown fields', async () => {
    const json = `{
  "games": [
    { "nodeId": "J-1", "vassalage": "PG", "gameType": "RNG", "gameClassify": "SLOT", "nameVi": "Một", "minBet": 1 },
    {
      "nodeId": "J-2", "vassalage": "PG", "gameType": "RNG", "gameClassify": "NOPE",
      "nameVi": "Hai", "minBet": 1, "colour": "red"
    },
    { "nodeId": "bad id!", "vassalage": "PG", "gameType": "RNG", "gameClassify": "SLOT", "minBet": -1 }
  ]
}`;
    const before = await count();
    const r = await importCatalogue(t.db, json, 'json');
    if (r.ok) throw new Error('expected problems');
    expect(r.problems.map((p) => [p.line, p.field])).toEqual([
      [4, 'gameClassify'],
      [4, undefined],
      [8, 'nodeId'],
      [8, 'minBet'],
      [8, 'nameVi'],
    ]);
    expect(r.problems[1]!.message).toBe('unknown field(s): colour');
    expect(await count()).toBe(before);
  });

  it('refuses a file that is not JSON, an empty file, and a game code another game already uses', async () => {
    const broken = await importCatalogue(t.db, '{\n  "games": [\n    { "nodeId": }\n  ]\n}', 'json');
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.problems[0]!.message).toMatch(/^Not valid JSON/);
    expect(await importCatalogue(t.db, 'nodeId,vassalage\n', 'csv')).toMatchObject({ ok: false });
    const taken = await importCatalogue(
      t.db,
      'nodeId,vassalage,gameType,gameClassify,gameCode,nameVi,minBet\nNEW-9,PG,RNG,SLOT,pg_rng_1,Trùng mã,1',
      'csv',
    );
    expect(taken).toMatchObject({
      ok: false,
      problems: [{ line: 2, field: 'gameCode', message: 'already used by game PG-RNG-001 of PG' }],
    });
  });

  it('tells every listening server to drop its cached vendor list', async () => {
    const cache = createCatalogueCache({ db: t.db, clock: t.clock });
    const unlisten = await cache.listen();
    try {
      const first = await cache.get();
      expect(await cache.get()).toBe(first);
      await importCatalogue(t.db, JSON_OK, 'json');
      await expect.poll(async () => (await cache.get()) !== first, { timeout: 3000 }).toBe(true);
    } finally {
      await unlisten();
    }
  });
});

describe('npm run catalogue:import', () => {
  it('imports a file from the command line, or prints the problems by line and exits 1', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'catalogue-'));
    const good = path.join(dir, 'good.csv');
    const bad = path.join(dir, 'bad.csv');
    writeFileSync(
      good,
      'nodeId,vassalage,gameType,gameClassify,nameVi,nameEn,minBet\nCLI-1,JILI,RNG,SLOT,Dòng lệnh,Command line,10\n',
    );
    writeFileSync(bad, 'nodeId,vassalage,gameType,gameClassify,nameVi,minBet\nCLI-2,JILI,RNG,SLOT,Sai,1.5\n');
    const env = {
      ...process.env,
      DATABASE_URL: withDatabase(inject('pgAdminUrl'), t.db.options.database),
      LOG_LEVEL: 'silent',
    };
    const run = (file: string) =>
      promisify(execFile)(process.execPath, [processScript('catalogue-import'), file], { env });
    const ok = await run(good);
    expect(ok.stdout).toContain('games 1 new, 0 updated');
    const vendorsBefore = await vendorCount();
    const failed = await run(bad).then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('line 2 [minBet]: must be a whole number');
    expect((await t.db`SELECT 1 FROM games WHERE node_id IN ('CLI-1')`).length).toBe(1);
    expect((await t.db`SELECT 1 FROM games WHERE node_id IN ('CLI-2')`).length).toBe(0);
    expect(await vendorCount()).toBe(vendorsBefore);
  }, 60_000);
});
