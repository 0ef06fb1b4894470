import { LOTTERY_ACCOUNT_TYPE } from '@app/contracts';
import type { Db } from '../../../platform/db/connect.js';
import { foldText } from './lobby.items.js';

/** Running servers drop their cached catalogue on this NOTIFY (modules/catalogue/catalogue.cache.ts). */
const CATALOGUE_CHANNEL = 'catalogue_changed';

/** A lottery game's catalogue node id: stable, from its code ('vn-mb' → 'TCG_LOTTO_VN-vn-mb'). */
export const lotteryNodeId = (game: string) => `${LOTTERY_ACCOUNT_TYPE}-${game}`;

/**
 * Puts every lottery game in the game catalogue (vendor TCG_LOTTO_VN; Vietnam games under LOTT, fast games
 * under ELOTT, the /elott page's two types), with the lottery code as its gameCode, so a lobby tile
 * launches to /lottery?gameCode=<code>&vendor=TCG_LOTTO_VN (spec §4). The demo catalogue's generic
 * TCG_LOTTO_VN tiles ("Northern Lottery", "Fast Keno", …) name no lottery game, so they are hidden; their
 * rows stay (betting history names lottery draws after them). Insert-only, like the catalogue seed: an
 * operator's later edit of a tile is kept. Runs after the catalogue seed (it needs the vendor row).
 */
export async function seedLotteryCatalogue(db: Db): Promise<void> {
  await db.begin(async (tx) => {
    const [vendor] = await tx<{ code: string }[]>`SELECT code FROM vendors WHERE code = ${LOTTERY_ACCOUNT_TYPE}`;
    if (!vendor) return;
    const games = await tx<
      { game: string; kind: 'vn' | 'fast'; name_vi: string; name_en: string; sort: number; min_stake: number }[]
    >`
      SELECT lg.game, lg.kind, lg.name_vi, lg.name_en, lg.sort, rg.min_stake
      FROM lottery_games lg JOIN round_games rg USING (game) ORDER BY lg.sort, lg.game`;
    if (games.length === 0) return;
    const [{ base } = { base: 0 }] = await tx<{ base: number }[]>`
      SELECT coalesce(min(sort), 0)::int AS base FROM games WHERE vendor_code = ${LOTTERY_ACCOUNT_TYPE}`;
    const rows = games.map((g, i) => ({
      node_id: lotteryNodeId(g.game),
      vendor_code: LOTTERY_ACCOUNT_TYPE,
      game_type: g.kind === 'vn' ? 'LOTT' : 'ELOTT',
      game_classify: 'LOTTO',
      game_code: g.game,
      names: tx.json({ vi: g.name_vi, en: g.name_en }),
      search_text: foldText(`${g.name_vi} ${g.name_en}`),
      min_bet: g.min_stake,
      min_line_num: 0,
      // The North and the one-minute fast games lead the hot lists.
      is_hot: g.game === 'vn-mb' || g.game.startsWith('sieutoc-1m'),
      popularity: Math.max(0, 1_000 - i),
      is_game: 'GAME',
      sort: base + i,
      enabled: true,
    }));
    const inserted = await tx`INSERT INTO games ${tx(rows)} ON CONFLICT DO NOTHING RETURNING node_id`;
    if (inserted.length === 0) return;
    const codes = games.map((g) => g.game);
    await tx`
      UPDATE games SET enabled = false
      WHERE vendor_code = ${LOTTERY_ACCOUNT_TYPE} AND game_type IN ('LOTT', 'ELOTT') AND NOT (game_code = ANY(${codes}))`;
    await tx`SELECT pg_notify(${CATALOGUE_CHANNEL}, 'lottery')`;
  });
}
