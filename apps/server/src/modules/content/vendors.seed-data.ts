import type { GameType } from '@app/contracts';
import { artUrl } from '../media/index.js';

interface VendorSeed {
  code: string;
  name: string;
  types: GameType[];
  hot?: boolean;
}

/** Vendors a Vietnamese-market site typically carries, by category (spec §1, §9). */
const VENDORS: VendorSeed[] = [
  // Slots (RNG), several also with fish games
  { code: 'PG', name: 'PG Soft', types: ['RNG'], hot: true },
  { code: 'PP', name: 'Pragmatic Play', types: ['RNG', 'LIVE'], hot: true },
  { code: 'JILI', name: 'JILI', types: ['RNG', 'FISH'], hot: true },
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
  // Live casino
  { code: 'EVO', name: 'Evolution', types: ['LIVE'], hot: true },
  { code: 'SA', name: 'SA Gaming', types: ['LIVE'], hot: true },
  { code: 'DG', name: 'Dream Gaming', types: ['LIVE'] },
  { code: 'AG', name: 'Asia Gaming', types: ['LIVE', 'FISH'] },
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
  logo_url: artUrl('vendor', v.code, { t: v.name }),
  enabled: true,
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
