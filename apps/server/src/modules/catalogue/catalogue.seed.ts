import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/connect.js';
import { CATALOGUE_CHANNEL } from './catalogue.cache.js';
import { demoGames } from './catalogue.seed-data.js';
import { toGameDbRow } from './import/catalogue.import.js';

/**
 * Demo catalogue (runs after the content seed, which inserts the vendors). Games are inserted only when
 * absent: a re-run never overwrites an operator's import or edit. A few demo wins fill the winner board
 * when demo members exist.
 */
export async function seedCatalogue(db: Db, clock: Clock): Promise<void> {
  await db.begin(async (tx) => {
    const vendors = new Set((await tx<{ code: string }[]>`SELECT code FROM vendors`).map((v) => v.code));
    const rows = demoGames()
      .filter((g) => vendors.has(g.vassalage))
      .map((g, i) => toGameDbRow(tx, g, i));
    for (let i = 0; i < rows.length; i += 1000) {
      await tx`INSERT INTO games ${tx(rows.slice(i, i + 1000))} ON CONFLICT DO NOTHING`;
    }
    await seedWins(tx, clock.now());
    await tx`SELECT pg_notify(${CATALOGUE_CHANNEL}, 'seed')`;
  });
}

async function seedWins(tx: Tx, now: Date) {
  const members = await tx<{ id: number }[]>`SELECT id FROM members WHERE type <> 4 ORDER BY id LIMIT 5`;
  const games = await tx<{ node_id: string; min_bet: number }[]>`
    SELECT node_id, min_bet FROM games WHERE enabled AND is_hot ORDER BY popularity DESC, node_id LIMIT 20`;
  if (members.length === 0 || games.length === 0) return;
  const wins = Array.from({ length: 30 }, (_, i) => {
    const game = games[(i * 7) % games.length]!;
    return {
      reference: `demo-win-${i + 1}`,
      member_id: members[i % members.length]!.id,
      node_id: game.node_id,
      // Big-looking but plausible multiples of the stake (minor units).
      win_amount: Math.max(game.min_bet, 100) * (50 + ((i * 97) % 950)),
      won_at: new Date(now.getTime() - (i * 11 + 3) * 60_000),
    };
  });
  await tx`INSERT INTO game_wins ${tx(wins)} ON CONFLICT (reference) DO NOTHING`;
}
