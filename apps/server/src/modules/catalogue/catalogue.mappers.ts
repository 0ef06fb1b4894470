import {
  type GameClassify,
  GameClassifySchema,
  type GameListItem,
  type GameObject,
  type GameType,
  GameTypeSchema,
} from '@app/contracts';
import { type ArtMotif, artUrl } from '../media/index.js';
import type { GameDetailRow, GameRow } from './catalogue.repository.js';

const MOTIFS: Record<GameClassify, ArtMotif> = {
  SLOT: 'slot',
  MEGAWAYS: 'slot',
  JACKPOT: 'coins',
  TABLE: 'cards',
  ARCADE: 'controller',
  CRASH: 'star',
  BACCARAT: 'cards',
  ROULETTE: 'chips',
  BLACKJACK: 'cards',
  SICBO: 'chips',
  DRAGON_TIGER: 'cards',
  GAME_SHOW: 'trophy',
  FISHING: 'fish',
  POKER: 'cards',
  CARD: 'cards',
  SPORTSBOOK: 'ball',
  VIRTUAL: 'ball',
  ESPORTS: 'controller',
  KENO: 'lotto',
  LOTTO: 'lotto',
  NUMBER: 'lotto',
  COCKFIGHT: 'rooster',
};

// Rows were validated on import; a value an older import let through is shown as the closest safe one.
export const asGameType = (t: string): GameType => GameTypeSchema.safeParse(t).data ?? 'RNG';
const asClassify = (c: string): GameClassify => GameClassifySchema.safeParse(c).data ?? 'SLOT';

/** Row → list item. No stored image: generated art titled in the caller's language. */
export function toGameListItem(r: GameRow): GameListItem {
  const classify = asClassify(r.game_classify);
  return {
    nodeId: r.node_id,
    vassalage: r.vendor_code,
    gameType: asGameType(r.game_type),
    gameClassify: classify,
    gameName: r.name,
    minBet: r.min_bet,
    minLineNum: r.min_line_num,
    imageUrl: r.image_url ?? artUrl('game', r.node_id, { t: r.name, s: r.vendor_name, m: MOTIFS[classify] }),
    isHot: r.is_hot ? 1 : 0,
    isGame: r.is_game,
    gameCode: r.game_code,
  };
}

/** The spec's game object for launch. */
export function toGameObject(r: GameDetailRow): GameObject {
  return {
    nodeId: r.node_id,
    gameType: asGameType(r.game_type),
    isGame: r.is_game,
    defaultPlayType: r.default_play_type,
    vendor: r.vendor_code,
    accountTypeName: r.account_type_name ?? r.vendor_code,
    gameCode: r.game_code,
    code: r.game_code,
    vassalage: r.vendor_code,
  };
}

/** "nguyenvan88" → "ng***88": the winner board never shows a whole account name. */
export function maskAccount(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

/** Lower case without diacritics (đ → d): what name search compares, on both sides. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A folded search term safe inside LIKE '%…%' (its own % and _ match literally). */
export function likeTerm(term: string): string {
  return foldText(term).replace(/[\\%_]/g, (c) => `\\${c}`);
}
