import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LotteryRegion } from '@app/games';
import { Registry } from 'prom-client';
import { onFileEnd } from '../../../../../test/file-cleanup.js';
import { type CashoutHarness, cashoutApp } from '../../../withdrawals/test/cashout.fixtures.js';
import { buildLotteryResults, type LotteryResultsModule } from '../results.module.js';
import type { LotteryCorePort } from '../results.port.js';

export { fullResult } from './results.samples.js';

/**
 * A core port on the real `rounds` table for test games of our own (the core's lottery games are the
 * core helper's): publication is the core's conditional closed → drawn update, a void its state change.
 * What the results module does to the draw is therefore visible in `rounds` as the core would make it.
 */
export function testCorePort(
  db: CashoutHarness['db'],
  games: Record<string, LotteryRegion>,
): LotteryCorePort & { published: number[] } {
  const published: number[] = [];
  const codes = Object.keys(games);
  const toDraw = (r: { id: number; game: string; state: string; draws_at: Date }) => ({
    roundId: r.id,
    game: r.game,
    region: games[r.game]!,
    state: r.state,
    drawsAt: r.draws_at,
  });
  return {
    published,
    async draw(q, roundId) {
      const [r] = await q<{ id: number; game: string; state: string; draws_at: Date }[]>`
        SELECT id, game, state, draws_at FROM rounds WHERE id = ${roundId} AND game = ANY(${codes})`;
      return r ? toDraw(r) : undefined;
    },
    async drawsBetween(q, from, to) {
      const rows = await q<{ id: number; game: string; state: string; draws_at: Date }[]>`
        SELECT id, game, state, draws_at FROM rounds
        WHERE game = ANY(${codes}) AND draws_at BETWEEN ${from} AND ${to} ORDER BY draws_at, id`;
      return rows.map(toDraw);
    },
    async publish(tx, roundId, result) {
      const rows = await tx`UPDATE rounds SET state = 'drawn', result = ${tx.json(result as never)}, drawn_at = now()
        WHERE id = ${roundId} AND state = 'closed' RETURNING id`;
      if (rows.length > 0) published.push(roundId);
      return rows.length > 0;
    },
    async void(roundId, reason, actor) {
      await db`UPDATE rounds SET state = 'voided', void_reason = ${reason}, voided_by = ${actor}, voided_at = now()
        WHERE id = ${roundId} AND state NOT IN ('settled', 'voided')`;
    },
  };
}

export const NORTH = 'test-vn-north';
export const SOUTH = 'test-vn-south';

export interface ResultsHarness extends CashoutHarness {
  mod: LotteryResultsModule;
  core: ReturnType<typeof testCorePort>;
  alertsRaised: { roundId: number | null; kind: string }[];
  registry: Registry;
}

/** The app's database (migrated), two test Vietnam games, and the results module on them. */
export async function resultsApp(): Promise<ResultsHarness> {
  const h = await cashoutApp();
  for (const game of [NORTH, SOUTH]) {
    await h.db`INSERT INTO round_games (game, interval_seconds, lock_seconds, min_stake, max_stake,
        max_player_round_stake, max_round_payout, enabled, updated_at)
      VALUES (${game}, 60, 5, 1000, 10000000, 50000000, 100000000000, false, now())`;
  }
  const core = testCorePort(h.db, { [NORTH]: 'north', [SOUTH]: 'south' });
  const alertsRaised: ResultsHarness['alertsRaised'] = [];
  const registry = new Registry();
  const mod = buildLotteryResults({
    db: h.db,
    clock: h.clock,
    core,
    registry,
    log: { warn: (obj) => alertsRaised.push(obj as { roundId: number; kind: string }) },
  });
  return { ...h, mod, core, alertsRaised, registry };
}

let seq = 1;
/** A draw of the game whose time is `minutesAgo` before the clock (negative: in the future), closed. */
export async function makeDraw(h: ResultsHarness, game = NORTH, minutesAgo = 5, state = 'closed'): Promise<number> {
  const drawsAt = new Date(h.clock.now().getTime() - minutesAgo * 60_000);
  const closesAt = new Date(drawsAt.getTime() - 15 * 60_000);
  const n = seq++;
  const [row] = await h.db<{ id: number }[]>`INSERT INTO rounds (game, seq, state, opens_at, closes_at, draws_at,
      server_seed, server_seed_hash, client_seed, created_at, opened_at, closed_at)
    VALUES (${game}, ${n}, ${state}, ${new Date(closesAt.getTime() - 86_400_000)}, ${closesAt}, ${drawsAt},
      ${`s${n}`}, ${`h${n}`}, ${`${game}-${n}`}, ${h.clock.now()}, ${h.clock.now()},
      ${state === 'closed' ? closesAt : null})
    RETURNING id`;
  return row!.id;
}

export const op = (id: number) => ({ operatorId: id, username: `op${id}` });

/** A loopback HTTP server answering whatever `body()` returns now, as JSON; counts requests. */
export async function feedServer(body: () => unknown, status = () => 200) {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(status(), { 'content-type': 'application/json' });
    res.end(JSON.stringify(body()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onFileEnd(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, hits };
}
