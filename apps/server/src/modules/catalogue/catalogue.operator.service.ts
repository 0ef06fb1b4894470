import type { ImportReport, OperatorGame, OperatorVendor } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import { auditOrigin, type OperatorPrincipal, operatorActor, writeAudit } from '../operators/index.js';
import { CATALOGUE_CHANNEL, type CatalogueCache } from './catalogue.cache.js';
import { likeTerm } from './catalogue.mappers.js';
import {
  listAllVendors,
  listGames,
  lockGame,
  lockVendor,
  type OperatorGameFilter,
  type OperatorGameRow,
  type OperatorVendorRow,
  updateGame,
  updateVendor,
} from './catalogue.operator.repository.js';
import { importCatalogue } from './import/catalogue.import.js';

const toVendor = (r: OperatorVendorRow): OperatorVendor => ({
  code: r.code,
  displayName: r.display_name,
  gameTypes: r.game_types,
  isHot: r.is_hot,
  sort: r.sort,
  logoUrl: r.logo_url,
  enabled: r.enabled,
  maintenance: r.maintenance,
  games: r.games,
  enabledGames: r.enabled_games,
});

const toGame = (r: OperatorGameRow): OperatorGame => ({
  nodeId: r.node_id,
  vendor: r.vendor_code,
  gameType: r.game_type,
  gameClassify: r.game_classify,
  gameCode: r.game_code,
  names: r.names,
  minBet: Number(r.min_bet),
  imageUrl: r.image_url,
  isHot: r.is_hot,
  popularity: r.popularity,
  sort: r.sort,
  enabled: r.enabled,
});

/** Only the fields an edit sent (what the audit row's before/after compare). */
function pick<T extends object>(row: T, keys: readonly string[]): Partial<T> {
  return Object.fromEntries(Object.entries(row).filter(([k]) => keys.includes(k))) as Partial<T>;
}

/**
 * The catalogue as the back office edits it: vendors (enabled, hot, order, logo, maintenance), games (enabled,
 * hot, order, image) and the import of the CLI. Every change is audited in its transaction and told to every
 * server's catalogue cache by the same NOTIFY the import sends, so the site shows it at once.
 */
export function createCatalogueOperatorService(deps: { db: Db; clock: Clock; cache: CatalogueCache }) {
  const { db, clock, cache } = deps;

  /** The change, its audit row and the NOTIFY in one transaction; this process's cache is dropped at once. */
  async function edit<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const out = await db.begin(async (tx) => {
      const value = await work(tx);
      await tx`SELECT pg_notify(${CATALOGUE_CHANNEL}, 'operator')`;
      return value;
    });
    cache.invalidate();
    return out as T;
  }

  async function vendors() {
    return { items: (await listAllVendors(db)).map(toVendor) };
  }

  function putVendor(
    op: OperatorPrincipal,
    code: string,
    patch: { enabled?: boolean; isHot?: boolean; sort?: number; logoUrl?: string; maintenance?: boolean },
    req: FastifyRequest,
  ): Promise<OperatorVendor> {
    return edit(async (tx) => {
      const before = await lockVendor(tx, code);
      if (!before) throw new AppError('catalogue_vendor_not_found', 404, 'No such vendor');
      await updateVendor(tx, code, patch);
      const after = toVendor((await lockVendor(tx, code))!);
      const fields = Object.keys(patch);
      await writeAudit(tx, {
        at: clock.now(),
        actor: operatorActor(op),
        action: 'catalogue.vendor.update',
        subject: `vendor:${code}`,
        before: pick(toVendor(before), fields),
        after: pick(after, fields),
        ...auditOrigin(req),
      });
      return after;
    });
  }

  async function games(q: {
    vendor?: string;
    gameType?: string;
    q?: string;
    enabled?: '1' | '0';
    sort?: OperatorGameFilter['sort'];
    dir: 'asc' | 'desc';
    page: number;
    pageSize: number;
  }) {
    const { rows, total } = await listGames(db, {
      vendor: q.vendor || undefined,
      gameType: q.gameType || undefined,
      search: q.q ? likeTerm(q.q) : undefined,
      enabled: q.enabled === undefined ? undefined : q.enabled === '1',
      sort: q.sort,
      dir: q.sort ? q.dir : 'asc',
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
    });
    return { items: rows.map(toGame), total, page: q.page, pageSize: q.pageSize };
  }

  function putGame(
    op: OperatorPrincipal,
    nodeId: string,
    patch: { enabled?: boolean; isHot?: boolean; sort?: number; imageUrl?: string | null },
    req: FastifyRequest,
  ): Promise<OperatorGame> {
    return edit(async (tx) => {
      const before = await lockGame(tx, nodeId);
      if (!before) throw new AppError('catalogue_game_not_found', 404, 'No such game');
      await updateGame(tx, nodeId, patch);
      const after = toGame((await lockGame(tx, nodeId))!);
      const fields = Object.keys(patch);
      await writeAudit(tx, {
        at: clock.now(),
        actor: operatorActor(op),
        action: 'catalogue.game.update',
        subject: `game:${nodeId}`,
        before: pick(toGame(before), fields),
        after: pick(after, fields),
        ...auditOrigin(req),
      });
      return after;
    });
  }

  /** The CLI's import (one source of truth): a file with problems writes nothing and is not audited. */
  async function importFile(
    op: OperatorPrincipal,
    body: { format: 'json' | 'csv'; text: string },
    req: FastifyRequest,
  ): Promise<ImportReport> {
    const result = await importCatalogue(db, body.text, body.format, {
      onWritten: (tx, r) =>
        writeAudit(tx, {
          at: clock.now(),
          actor: operatorActor(op),
          action: 'catalogue.import',
          subject: 'catalogue',
          after: { format: body.format, bytes: Buffer.byteLength(body.text), vendors: r.vendors, games: r.games },
          ...auditOrigin(req),
        }),
    });
    if (result.ok) cache.invalidate();
    return result;
  }

  return { vendors, putVendor, games, putGame, importFile };
}
export type CatalogueOperatorService = ReturnType<typeof createCatalogueOperatorService>;
