import type { GameObject, GameType } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Queryable } from '../../platform/db/connect.js';
import { asGameType, toGameObject } from './catalogue.mappers.js';
import { findGame, findGamesByCode } from './catalogue.repository.js';
import { touchRecent } from './player-games.repository.js';

/** What other modules (launch, vendors, house) need to know about one catalogue game. */
export interface CatalogueGame {
  nodeId: string;
  vendor: string;
  gameType: GameType;
  gameCode: string;
  names: Record<string, string>;
  /** Minor units. */
  minBet: number;
  /** Game and vendor both enabled: a disabled one must not launch. */
  enabled: boolean;
  /** Its vendor is under maintenance: launches are refused ('vendor_maintenance'). */
  maintenance: boolean;
  walletModel: 'seamless' | 'transfer';
  /** Trial accounts may launch it (play money). */
  allowsTrial: boolean;
  accountTypeId: number;
  /** The spec's game object for launch routing (accountTypeName, isGame, …). */
  object: GameObject;
}

/** A game by node id (e.g. 'HOUSE-SLOT-1'), enabled or not; null when the catalogue has no such id. */
export async function findGameByNodeId(db: Queryable, nodeId: string): Promise<CatalogueGame | null> {
  const r = await findGame(db, nodeId);
  if (!r) return null;
  return {
    nodeId: r.node_id,
    vendor: r.vendor_code,
    gameType: asGameType(r.game_type),
    gameCode: r.game_code,
    names: r.names,
    minBet: r.min_bet,
    enabled: r.game_enabled && r.vendor_enabled,
    maintenance: r.vendor_maintenance,
    walletModel: r.wallet_model,
    allowsTrial: r.allows_trial,
    accountTypeId: r.account_type_id,
    object: toGameObject(r),
  };
}

/**
 * Notes that a member launched a game: it heads the member's recent list (side menu, lobby "recent")
 * and counts towards "popular". Launch calls it after a successful launch.
 */
export async function recordRecentGame(
  db: Queryable,
  clock: Clock,
  p: { memberId: number; nodeId: string },
): Promise<void> {
  await touchRecent(db, { ...p, at: clock.now() });
}

/**
 * A vendor's catalogue games by the vendor's game codes (what bet reports name), each with its node id and
 * category, and the category to file a bet of an unknown code under (the vendor's first; 'OTHER' if none).
 */
export async function findGamesByVendorCode(
  db: Queryable,
  vendor: string,
  codes: readonly string[],
): Promise<{ byCode: Map<string, { nodeId: string; gameType: string }>; fallbackType: string }> {
  const { games, vendorTypes } = await findGamesByCode(db, vendor, codes);
  return {
    byCode: new Map(games.map((g) => [g.game_code, { nodeId: g.node_id, gameType: g.game_type }])),
    fallbackType: vendorTypes[0] ?? 'OTHER',
  };
}
