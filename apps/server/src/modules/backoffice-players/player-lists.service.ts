import type { Player360, PlayerListName, Transaction } from '@app/contracts';
import type { Db } from '../../platform/db/connect.js';
import { type Keyset, type KeysetPage, pageOf } from '../../platform/db/keyset.js';
import { playerNotFound } from './player-360.service.js';
import { betsPage, loginsPage, notesPage, rewardsPage, wageringPage } from './player-lists.repository.js';

const iso = (d: Date) => d.toISOString();

type Item<K extends keyof Player360> = Player360[K] extends (infer T)[] ? T : never;

/** What the lists read from other modules: the member's transactions, by the history module. */
export interface PlayerListsDeps {
  db: Db;
  transactionsPage: (memberId: number, k: Keyset) => Promise<KeysetPage<Transaction>>;
}

/**
 * The player page's long lists, each one keyset page newest first (the 360° read carries their first pages,
 * read here too, so a row looks the same on the first page and the tenth).
 */
export function createPlayerListsService(deps: PlayerListsDeps) {
  const { db } = deps;

  const bets = async (id: number, k: Keyset): Promise<KeysetPage<Item<'bets'>>> =>
    pageOf(await betsPage(db, id, k), k, (b) => ({
      id: Number(b.id),
      vendor: b.vendor,
      category: b.category,
      roundId: b.round_id,
      stake: Number(b.stake),
      win: Number(b.win),
      status: b.status,
      createdAt: iso(b.created_at),
    }));

  const bonuses = async (id: number, k: Keyset): Promise<KeysetPage<Item<'bonuses'>>> =>
    pageOf(await rewardsPage(db, id, k), k, (r) => ({
      id: Number(r.id),
      source: r.source,
      title: r.title,
      amount: Number(r.amount),
      status: r.status,
      offeredAt: iso(r.offered_at),
      claimedAt: r.claimed_at ? iso(r.claimed_at) : null,
    }));

  const wagering = async (id: number, k: Keyset): Promise<KeysetPage<Item<'wagering'>>> =>
    pageOf(await wageringPage(db, id, k), k, (w) => ({
      id: Number(w.id),
      bonus: Number(w.bonus),
      required: Number(w.required),
      done: Number(w.done),
      status: w.status,
      createdAt: iso(w.created_at),
    }));

  const logins = async (id: number, k: Keyset): Promise<KeysetPage<Item<'logins'>>> =>
    pageOf(await loginsPage(db, id, k), k, (l) => ({
      at: iso(l.at),
      kind: l.kind,
      ip: l.ip,
      device: l.device,
      deviceId: l.device_id,
    }));

  const notes = async (id: number, k: Keyset): Promise<KeysetPage<Item<'notes'>>> =>
    pageOf(await notesPage(db, id, k), k, (n) => ({
      id: Number(n.id),
      body: n.body,
      author: n.author,
      createdAt: iso(n.created_at),
    }));

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
