import type { PlayerListName, Transaction } from '@app/contracts';
import type { Db } from '../../platform/db/connect.js';
import { type Keyset, type KeysetPage, pageOf } from '../../platform/db/keyset.js';
import { playerNotFound } from './player-360.service.js';
import { betItem, bonusItem, loginItem, noteItem, wageringItem } from './player-items.js';
import { betsPage, loginsPage, notesPage, rewardsPage, wageringPage } from './player-lists.repository.js';

/** What the lists read from other modules: the member's transactions, by the history module. */
export interface PlayerListsDeps {
  db: Db;
  transactionsPage: (memberId: number, k: Keyset) => Promise<KeysetPage<Transaction>>;
}

/**
 * The player page's long lists, each one keyset page newest first (rows mapped as the 360° read maps its
 * first rows: player-items.ts).
 */
export function createPlayerListsService(deps: PlayerListsDeps) {
  const { db } = deps;

  const bets = async (id: number, k: Keyset) => pageOf(await betsPage(db, id, k), k, betItem);
  const bonuses = async (id: number, k: Keyset) => pageOf(await rewardsPage(db, id, k), k, bonusItem);
  const wagering = async (id: number, k: Keyset) => pageOf(await wageringPage(db, id, k), k, wageringItem);
  const logins = async (id: number, k: Keyset) => pageOf(await loginsPage(db, id, k), k, loginItem);
  const notes = async (id: number, k: Keyset) => pageOf(await notesPage(db, id, k), k, noteItem);

  const readers = {
    transactions: (id: number, k: Keyset) => deps.transactionsPage(id, k),
    bets,
    bonuses,
    wagering,
    logins,
    notes,
  } satisfies Record<PlayerListName, unknown>;

  /** One page of one list of a player; 404 player_not_found for an unknown player (an empty list is a player's). */
  async function page<N extends PlayerListName>(
    name: N,
    id: number,
    k: Keyset,
  ): Promise<Awaited<ReturnType<(typeof readers)[N]>>> {
    const [m] = await db`SELECT 1 FROM members WHERE id = ${id}`;
    if (!m) throw playerNotFound(id);
    return (await readers[name](id, k)) as Awaited<ReturnType<(typeof readers)[N]>>;
  }

  return { page, ...readers };
}
export type PlayerListsService = ReturnType<typeof createPlayerListsService>;
