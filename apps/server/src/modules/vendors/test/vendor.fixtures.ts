import type { Db } from '../../../platform/db/connect.js';

/** A catalogue vendor and its games, written straight into the catalogue tables (G1's schema). */
export async function catalogueVendor(
  db: Db,
  v: {
    code: string;
    walletModel?: 'seamless' | 'transfer';
    allowsTrial?: boolean;
    accountTypeName?: string | null;
    enabled?: boolean;
    games: { nodeId: string; gameType: string; gameCode?: string; isGame?: 'GAME' | 'VASSALAGE'; enabled?: boolean }[];
  },
): Promise<void> {
  const types = [...new Set(v.games.map((g) => g.gameType))];
  await db`INSERT INTO vendors (code, display_name, game_types, logo_url, enabled, wallet_model, allows_trial, account_type_name)
    VALUES (${v.code}, ${v.code}, ${types}, '/logo.png', ${v.enabled ?? true}, ${v.walletModel ?? 'seamless'},
      ${v.allowsTrial ?? false}, ${v.accountTypeName ?? null})
    ON CONFLICT (code) DO NOTHING`;
  for (const g of v.games) {
    await db`INSERT INTO games (node_id, vendor_code, game_type, game_classify, game_code, names, search_text, min_bet, is_game, enabled)
      VALUES (${g.nodeId}, ${v.code}, ${g.gameType}, 'slot', ${g.gameCode ?? g.nodeId.toLowerCase()},
        ${db.json({ vi: g.nodeId, en: g.nodeId })}, ${g.nodeId.toLowerCase()}, 100, ${g.isGame ?? 'GAME'}, ${g.enabled ?? true})`;
  }
}
