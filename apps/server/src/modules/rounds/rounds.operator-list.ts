import { backofficeGamesContract as c, type OperatorRound, RoundGames } from '@app/contracts';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Route } from '../../platform/http/route.js';
import { requireOperator } from '../operators/index.js';
import { toRound } from './rounds.mappers.js';
import type { RoundRow } from './rounds.repository.js';

const toOperatorRound = (r: RoundRow): OperatorRound => ({
  ...toRound(r),
  staked: Number(r.staked),
  maxPayout: Number(r.max_payout),
  voidedBy: r.voided_by,
});

/**
 * The house round games this screen shows (their result is the contract's DiceResult). The lottery's draws are
 * rounds of the same core but have their own screen and result shape, so they are left out here.
 */
const HOUSE_ROUND_GAMES: readonly string[] = RoundGames;

/**
 * The back office's read of the rounds: the public round (the seed shown only once drawn or voided, as players
 * see it: the same mapper) with its stakes; voiding stays POST /wps/operator/rounds/:id/void (rounds.routes.ts).
 */
export function registerRoundsOperatorRoutes(route: Route, db: Db): void {
  route(c.rounds, async ({ session, query }) => {
    requireOperator(session);
    const where = db`game = ANY(${HOUSE_ROUND_GAMES as string[]}::text[])
      AND (${query.game ?? null}::text IS NULL OR game = ${query.game ?? null})
      AND (${query.state ?? null}::text IS NULL OR state = ${query.state ?? null})`;
    // Whitelisted columns only: the sort name never reaches the SQL text.
    const column = { id: db`id`, drawsAt: db`draws_at`, staked: db`staked` }[query.sort ?? 'id'];
    const order = query.dir === 'asc' ? db`${column} ASC, id ASC` : db`${column} DESC, id DESC`;
    const rows = await db<RoundRow[]>`SELECT * FROM rounds WHERE ${where} ORDER BY ${order}
      LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`;
    const [count] = await db<{ n: number }[]>`SELECT count(*)::int AS n FROM rounds WHERE ${where}`;
    return { items: rows.map(toOperatorRound), total: count!.n, page: query.page, pageSize: query.pageSize };
  });
  route(c.round, async ({ session, params }) => {
    requireOperator(session);
    const [row] = await db<RoundRow[]>`SELECT * FROM rounds
      WHERE id = ${params.id} AND game = ANY(${HOUSE_ROUND_GAMES as string[]}::text[])`;
    if (!row) throw new AppError('round_not_found', 404, 'No such round');
    return toOperatorRound(row);
  });
}
