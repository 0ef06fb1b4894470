import { drawLottery, generateServerSeed, hashServerSeed, type LotteryResult } from '@app/games';
import type { Db } from '../../../../platform/db/connect.js';

/**
 * Draws of the seeded lottery games written straight into the rounds core's table, in the states the core
 * leaves them (scheduled/open/closed with no result; drawn/settled with one), results drawn from each
 * round's own seed pair by the maths (valid layouts, as the fast lottery draws them).
 */
export interface DrawSpec {
  game: string;
  seq: number;
  state: 'scheduled' | 'open' | 'closed' | 'drawn' | 'settled' | 'voided';
  drawsAt: Date;
  lockSeconds: number;
  result?: LotteryResult;
  /** Mark the result as the demo generator's (lottery_draw_results, published_source 'demo'). */
  demo?: boolean;
  staked?: number;
}

export async function insertDraw(db: Db, d: DrawSpec): Promise<{ id: number; result: LotteryResult | null }> {
  const serverSeed = generateServerSeed();
  const clientSeed = `client-${d.game}-${d.seq}`;
  const [game] = await db<{ layout: 'north' | 'south' }[]>`SELECT layout FROM lottery_games WHERE game = ${d.game}`;
  const layout = game?.layout ?? 'north';
  const drawn = d.state === 'drawn' || d.state === 'settled';
  const result = drawn ? (d.result ?? drawLottery(layout, { serverSeed, clientSeed, nonce: 0 })) : null;
  const closesAt = new Date(d.drawsAt.getTime() - d.lockSeconds * 1000);
  const opensAt = new Date(closesAt.getTime() - 3_600_000);
  const [row] = await db<{ id: number }[]>`
    INSERT INTO rounds (game, seq, state, opens_at, closes_at, draws_at, server_seed, server_seed_hash, client_seed,
                        nonce, result, staked, created_at, drawn_at, settled_at, voided_at, void_reason)
    VALUES (${d.game}, ${d.seq}, ${d.state}, ${opensAt}, ${closesAt}, ${d.drawsAt}, ${serverSeed},
            ${hashServerSeed(serverSeed)}, ${clientSeed}, 0, ${result ? db.json(result as never) : null},
            ${d.staked ?? 0}, ${opensAt}, ${drawn ? d.drawsAt : null},
            ${d.state === 'settled' ? d.drawsAt : null}, ${d.state === 'voided' ? d.drawsAt : null},
            ${d.state === 'voided' ? 'test' : null})
    RETURNING id`;
  if (result && d.demo !== undefined) {
    await db`
      INSERT INTO lottery_draw_results (round_id, region, status, published_result, published_source, published_at,
                                        updated_at)
      VALUES (${row!.id}, ${layout}, 'published', ${db.json(result as never)}, ${d.demo ? 'demo' : 'operator'},
              ${d.drawsAt}, ${d.drawsAt})`;
  }
  return { id: row!.id, result };
}

/** A North result whose endings are exactly the given 27 two-digit numbers (special first, board order). */
export function northWithEndings(endings: readonly string[]): LotteryResult {
  if (endings.length !== 27) throw new Error('a North result has 27 numbers');
  const e = [...endings];
  const take = (n: number, digits: number) => e.splice(0, n).map((x) => (digits > 2 ? '1'.repeat(digits - 2) + x : x));
  return {
    region: 'north',
    prizes: {
      special: take(1, 5),
      first: take(1, 5),
      second: take(2, 5),
      third: take(6, 5),
      fourth: take(4, 4),
      fifth: take(6, 4),
      sixth: take(3, 3),
      seventh: take(4, 2),
    },
  };
}
