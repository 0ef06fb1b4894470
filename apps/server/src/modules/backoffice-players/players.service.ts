import type { PlayerRow, PlayerSearchField } from '@app/contracts';
import type { Db } from '../../platform/db/connect.js';
import { offsetBatches } from '../../platform/http/csv-export.js';
import { COUNT_CAP, type PlayerSearch, type PlayerSearchRow, rowExtras, searchPlayers } from './players.repository.js';
import { matchersOf } from './players.search.js';

export interface SearchQuery {
  q?: string;
  field: PlayerSearchField;
  status?: 'active' | 'locked';
  vip?: number;
  label?: string;
  registeredFrom?: string;
  registeredTo?: string;
  sort?: PlayerSearch['sort'];
  dir: 'asc' | 'desc';
}

export const statusOf = (s: string): 'active' | 'locked' => (s === 'active' ? 'active' : 'locked');

function toRow(r: PlayerSearchRow, extras: Awaited<ReturnType<typeof rowExtras>>): PlayerRow {
  return {
    id: r.id,
    account: r.account,
    nickname: r.nickname,
    type: r.type,
    status: statusOf(r.status),
    mobile: r.mobile,
    email: r.email,
    vipRank: extras.ranks.get(r.id) ?? 0,
    labels: extras.labels.get(r.id) ?? [],
    registerIp: r.register_ip,
    createdAt: r.created_at.toISOString(),
    lastLoginAt: r.last_login_at?.toISOString() ?? null,
  };
}

/** The players CSV's columns (platform/http/csv-export.ts writes them). */
export const PLAYERS_CSV_HEADER = [
  'id',
  'account',
  'nickname',
  'type',
  'status',
  'mobile',
  'email',
  'vip',
  'labels',
  'register_ip',
  'created_at',
  'last_login_at',
];
export const playersCsvLine = (p: PlayerRow) => [
  p.id,
  p.account,
  p.nickname,
  p.type,
  p.status,
  p.mobile,
  p.email,
  p.vipRank,
  p.labels.join(' '),
  p.registerIp,
  p.createdAt,
  p.lastLoginAt,
];

/** The players list of the back office: search by anything, filters, server paging and sorting, CSV. */
export function createPlayersSearchService(deps: { db: Db; timeZone: string }) {
  const { db, timeZone } = deps;

  function searchOf(q: SearchQuery, limit: number, offset: number): PlayerSearch {
    const text = q.q?.trim();
    return {
      matchers: text ? matchersOf(q.field, text) : null,
      status: q.status,
      vip: q.vip,
      label: q.label,
      registeredFrom: q.registeredFrom,
      registeredTo: q.registeredTo,
      timeZone,
      sort: q.sort ?? 'id',
      dir: q.dir,
      limit,
      offset,
    };
  }

  async function rowsOf(found: PlayerSearchRow[]): Promise<PlayerRow[]> {
    const extras = await rowExtras(
      db,
      found.map((r) => r.id),
    );
    return found.map((r) => toRow(r, extras));
  }

  async function search(q: SearchQuery & { page: number; pageSize: number }) {
    const { rows, total } = await searchPlayers(db, searchOf(q, q.pageSize, (q.page - 1) * q.pageSize));
    return {
      items: await rowsOf(rows),
      total: Math.min(total, COUNT_CAP),
      totalCapped: total > COUNT_CAP,
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  /** The filtered list in the list's order, in batches, for the CSV (the list's own query, page by page). */
  const csvBatches = (q: SearchQuery) =>
    offsetBatches(async (limit, offset) => {
      const { rows } = await searchPlayers(db, searchOf(q, limit, offset), { count: false });
      return rowsOf(rows);
    });

  return { search, csvBatches };
}
export type PlayersSearchService = ReturnType<typeof createPlayersSearchService>;
