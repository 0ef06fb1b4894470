import type { GameType } from '@app/contracts';
import { artUrl } from '../media/index.js';

interface VendorSeed {
  code: string;
  name: string;
  types: GameType[];
  hot?: boolean;
  /** Per-language names where they differ from `name`. */
  names?: { vi: string; en: string };
  /** Vendors whose games we host or that run a play-money mode: trial accounts may launch them. */
  trial?: boolean;
  /** Transfer-wallet vendors (money moved to a vendor wallet first); the rest are seamless. */
  transfer?: boolean;
}

/** Vendors a Vietnamese-market site typically carries, by category (spec §1, §9). */
const VENDORS: VendorSeed[] = [
  // The built-in house provider (modules/house): its slot plays through the same wallet protocol; its dice
  // table (modules/rounds) is a live game.
  {
    code: 'HOUSE',
    name: 'Nhà cái',
    names: { vi: 'Nhà cái', en: 'House' },
    types: ['RNG', 'LIVE'],
    hot: true,
    trial: true,
  },
  // Slots (RNG), several also with fish games
  { code: 'PG', name: 'PG Soft', types: ['RNG'], hot: true, trial: true },
  { code: 'PP', name: 'Pragmatic Play', types: ['RNG', 'LIVE'], hot: true, trial: true },
  { code: 'JILI', name: 'JILI', types: ['RNG', 'FISH'], hot: true, trial: true },
  { code: 'CQ9', name: 'CQ9 Gaming', types: ['RNG', 'FISH'] },
  { code: 'HABANERO', name: 'Habanero', types: ['RNG'] },
  { code: 'JDB', name: 'JDB Gaming', types: ['RNG', 'FISH'] },
  { code: 'FC', name: 'Fa Chai', types: ['RNG', 'FISH'] },
  { code: 'SPADE', name: 'Spadegaming', types: ['RNG', 'FISH'] },
  { code: 'MG', name: 'Microgaming', types: ['RNG', 'LIVE'] },
  { code: 'PT', name: 'Playtech', types: ['RNG', 'LIVE'] },
  { code: 'NETENT', name: 'NetEnt', types: ['RNG'] },
  { code: 'REDTIGER', name: 'Red Tiger', types: ['RNG'] },
  { code: 'NLC', name: 'Nolimit City', types: ['RNG'] },
  { code: 'KA', name: 'KA Gaming', types: ['RNG', 'FISH'] },
  { code: 'PNG', name: "Play'n GO", types: ['RNG'], hot: true },
  { code: 'YGG', name: 'Yggdrasil', types: ['RNG'] },
  { code: 'RELAX', name: 'Relax Gaming', types: ['RNG'] },
  { code: 'HACKSAW', name: 'Hacksaw Gaming', types: ['RNG'], hot: true },
  { code: 'PUSH', name: 'Push Gaming', types: ['RNG'] },
  { code: 'BPG', name: 'Blueprint Gaming', types: ['RNG'] },
  { code: 'BNG', name: 'Booongo', types: ['RNG'] },
  { code: 'EVOPLAY', name: 'Evoplay', types: ['RNG'] },
  { code: 'SPRIBE', name: 'Spribe', types: ['RNG'], hot: true, trial: true },
  { code: 'QS', name: 'Quickspin', types: ['RNG'] },
  { code: 'THUNDERKICK', name: 'Thunderkick', types: ['RNG'] },
  { code: 'ELK', name: 'ELK Studios', types: ['RNG'] },
  { code: 'BGAMING', name: 'BGaming', types: ['RNG'], trial: true },
  { code: 'NAGA', name: 'Naga Games', types: ['RNG'] },
  { code: 'RICH88', name: 'Rich88', types: ['RNG', 'FISH'] },
  { code: 'FASTSPIN', name: 'FastSpin', types: ['RNG', 'FISH'] },
  { code: 'JOKER', name: 'Joker Gaming', types: ['RNG', 'FISH'], transfer: true },
  { code: 'SIMPLEPLAY', name: 'SimplePlay', types: ['RNG'] },
  { code: 'PLAYSTAR', name: 'PlayStar', types: ['RNG'] },
  { code: 'MANNA', name: 'Manna Play', types: ['RNG'] },
  // Live casino
  { code: 'EVO', name: 'Evolution', types: ['LIVE'], hot: true },
  { code: 'SA', name: 'SA Gaming', types: ['LIVE'], hot: true },
  { code: 'DG', name: 'Dream Gaming', types: ['LIVE'] },
  { code: 'AG', name: 'Asia Gaming', types: ['LIVE', 'FISH'], transfer: true },
  { code: 'WM', name: 'WM Casino', types: ['LIVE'] },
  { code: 'SEXY', name: 'AE Sexy', types: ['LIVE'] },
  // Sports and esports
  { code: 'SABA', name: 'SABA Sports', types: ['SPORTS'], hot: true },
  { code: 'CMD', name: 'CMD368', types: ['SPORTS'] },
  { code: 'BTI', name: 'BTi Sports', types: ['SPORTS'] },
  { code: 'FB', name: 'FB Sports', types: ['SPORTS'] },
  { code: 'TF', name: 'TF Gaming', types: ['ESPORTS'] },
  { code: 'IA', name: 'IA Esports', types: ['ESPORTS'] },
  // Card games (PvP)
  { code: 'KM', name: 'Kingmaker', types: ['PVP'] },
  { code: 'V8', name: 'V8 Poker', types: ['PVP'] },
  { code: 'MIPLAY', name: 'MiPlay', types: ['PVP'] },
  // Lotteries
  { code: 'TCG_LOTTO_VN', name: 'TCG Xổ Số', types: ['ELOTT', 'LOTT'], hot: true },
  { code: 'TCG_SEA', name: 'TCG SEA Lotto', types: ['LOTT'] },
  { code: 'VR', name: 'VR Lottery', types: ['ELOTT'] },
  { code: 'GPI', name: 'GPI Keno', types: ['ELOTT'] },
  // Cockfight (grouped under sports in the menus)
  { code: 'DS88', name: 'DS88 Sabong', types: ['COCKFIGHT'], hot: true },
  { code: 'DIG', name: 'DIG Cockfight', types: ['COCKFIGHT'] },
  { code: 'WS168', name: 'WS168', types: ['COCKFIGHT'] },
];

export const VENDOR_ROWS = VENDORS.map((v, i) => ({
  code: v.code,
  display_name: v.name,
  game_types: v.types,
  is_hot: v.hot ?? false,
  sort: i,
  logo_url: artUrl('vendor', v.code, { t: v.names?.en ?? v.name }),
  enabled: true,
  names: v.names ?? null,
  // Lottery vendors are routed by account type (spec §4); numbering follows the list.
  account_type_id: 100 + i,
  account_type_name: v.code,
  wallet_model: v.transfer ? 'transfer' : 'seamless',
  allows_trial: v.trial ?? false,
}));

/** Licences shown in the footer (spec §1). */
export const LICENCE_ROWS = [
  {
    code: 'MGA',
    name: { vi: 'Cơ quan Quản lý Trò chơi Malta', en: 'Malta Gaming Authority' },
    logo_url: artUrl('licence', 'mga', { t: 'MGA', s: 'Malta Gaming Authority' }),
    sort: 0,
  },
  {
    code: 'BVI',
    name: { vi: 'Ủy ban Dịch vụ Tài chính Quần đảo Virgin thuộc Anh', en: 'British Virgin Islands FSC' },
    logo_url: artUrl('licence', 'bvi', { t: 'BVI', s: 'Financial Services Commission' }),
    sort: 1,
  },
  {
    code: 'PAGCOR',
    name: { vi: 'Tổng cục Giải trí và Trò chơi Philippines', en: 'PAGCOR Philippines' },
    logo_url: artUrl('licence', 'pagcor', { t: 'PAGCOR', s: 'Philippine Amusement and Gaming' }),
    sort: 2,
  },
];
