import type { Db } from '../../platform/db/connect.js';
import { CATALOGUE_CHANNEL } from './catalogue.cache.js';
import { demoGames } from './catalogue.seed-data.js';
import { toGameDbRow } from './import/catalogue.import.js';

/**
 * Demo catalogue (runs after the content seed, which inserts the vendors). Games are inserted only when
 * absent: a re-run never overwrites an operator's import or edit. The winner board starts empty: it
 * lists real wins only (bets), so it fills as people play.
 */
export async function seedCatalogue(db: Db): Promise<void> {
  await db.begin(async (tx) => {
    const vendors = new Set((await tx<{ code: string }[]>`SELECT code FROM vendors`).map((v) => v.code));
    const rows = demoGames()
      .filter((g) => vendors.has(g.vassalage))
      .map((g, i) => toGameDbRow(tx, g, i));
    for (let i = 0; i < rows.length; i += 1000) {
      await tx`INSERT INTO games ${tx(rows.slice(i, i + 1000))} ON CONFLICT DO NOTHING`;
    }
    await tx`SELECT pg_notify(${CATALOGUE_CHANNEL}, 'seed')`;
  });
}
