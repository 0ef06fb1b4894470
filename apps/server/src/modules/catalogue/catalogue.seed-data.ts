import type { GameClassify, GameType } from '@app/contracts';
import { VENDOR_ROWS } from '../content/vendors.seed-data.js';
import type { GameImportRow } from './import/catalogue-row.schema.js';

// The demo catalogue: every category of spec §1 and every seeded vendor (content/vendors.seed-data.ts,
// the footer's list) with games. Names are generated from word pairs in both languages so several
// hundred games read naturally; art is generated from each game's name (catalogue.mappers.ts).

type Pair = readonly [en: string, vi: string];

const ADJECTIVES: Pair[] = [
  ['Golden', 'Vàng'],
  ['Lucky', 'May Mắn'],
  ['Mighty', 'Dũng Mãnh'],
  ['Wild', 'Hoang Dã'],
  ['Royal', 'Hoàng Gia'],
  ['Mystic', 'Huyền Bí'],
  ['Jade', 'Ngọc Bích'],
  ['Blazing', 'Rực Lửa'],
  ['Thunder', 'Sấm Sét'],
  ['Crystal', 'Pha Lê'],
  ['Silver', 'Bạc'],
  ['Ancient', 'Cổ Đại'],
];
const NOUNS: Pair[] = [
  ['Dragon', 'Rồng'],
  ['Tiger', 'Hổ'],
  ['Phoenix', 'Phượng Hoàng'],
  ['Koi', 'Cá Chép'],
  ['Panda', 'Gấu Trúc'],
  ['Temple', 'Đền Thiêng'],
  ['Treasure', 'Kho Báu'],
  ['Empress', 'Nữ Hoàng'],
  ['Buffalo', 'Trâu Rừng'],
  ['Lotus', 'Hoa Sen'],
  ['Emperor', 'Hoàng Đế'],
  ['Gems', 'Đá Quý'],
  ['Pirates', 'Hải Tặc'],
  ['Wolf', 'Sói'],
  ['Monkey', 'Khỉ'],
  ['Lantern', 'Đèn Lồng'],
  ['Fruits', 'Trái Cây'],
  ['Sweets', 'Kẹo Ngọt'],
  ['Horse', 'Ngựa'],
  ['Eagle', 'Đại Bàng'],
];
const SUFFIXES: { en: string; vi: string; classify?: GameClassify }[] = [
  { en: '', vi: '' },
  { en: ' Megaways', vi: ' Megaways', classify: 'MEGAWAYS' },
  { en: ' Deluxe', vi: ' Cao Cấp' },
  { en: ' Jackpot', vi: ' Hũ Lớn', classify: 'JACKPOT' },
  { en: ' Hold & Win', vi: ' Giữ Và Thắng' },
];

/** Fixed lists per category: [en, vi, classification]. */
const LIVE: [string, string, GameClassify][] = [
  ['Baccarat', 'Baccarat', 'BACCARAT'],
  ['Speed Baccarat', 'Baccarat Tốc Độ', 'BACCARAT'],
  ['Roulette', 'Cò Quay', 'ROULETTE'],
  ['Blackjack', 'Xì Dách', 'BLACKJACK'],
  ['Sic Bo', 'Tài Xỉu', 'SICBO'],
  ['Dragon Tiger', 'Rồng Hổ', 'DRAGON_TIGER'],
];
const FISH: [string, string][] = [
  ['Dragon Fishing', 'Bắn Cá Rồng'],
  ['Ocean King', 'Vua Đại Dương'],
  ['Fishing War', 'Chiến Binh Săn Cá'],
  ['Mega Fishing', 'Bắn Cá Siêu Cấp'],
];
const PVP: [string, string, GameClassify][] = [
  ['Southern Poker', 'Tiến Lên Miền Nam', 'CARD'],
  ['Phom', 'Phỏm', 'CARD'],
  ['Mau Binh', 'Mậu Binh', 'CARD'],
  ['Blackjack Duel', 'Xì Dách Đối Kháng', 'CARD'],
  ["Texas Hold'em", 'Poker Texas', 'POKER'],
  ['Three Cards', 'Bài Cào', 'CARD'],
  ['Sam Loc', 'Sâm Lốc', 'CARD'],
  ['Omaha', 'Poker Omaha', 'POKER'],
];
const SPORTS: [string, string, GameClassify][] = [
  ['Sportsbook', 'Cá Cược Thể Thao', 'SPORTSBOOK'],
  ['Virtual Football', 'Bóng Đá Ảo', 'VIRTUAL'],
];
const ESPORTS: [string, string, GameClassify][] = [
  ['Esports Arena', 'Đấu Trường Esports', 'ESPORTS'],
  ['League Live', 'Liên Minh Trực Tiếp', 'ESPORTS'],
];
const ELOTT: [string, string, GameClassify][] = [
  ['Fast Keno', 'Keno Nhanh', 'KENO'],
  ['1-Minute Lotto', 'Xổ Số 1 Phút', 'LOTTO'],
  ['5-Minute Lotto', 'Xổ Số 5 Phút', 'LOTTO'],
  ['Number Game', 'Trò Chơi Số', 'NUMBER'],
];
const LOTT: [string, string, GameClassify][] = [
  ['Northern Lottery', 'Xổ Số Miền Bắc', 'LOTTO'],
  ['Southern Lottery', 'Xổ Số Miền Nam', 'LOTTO'],
  ['Central Lottery', 'Xổ Số Miền Trung', 'LOTTO'],
];
const COCKFIGHT: [string, string, GameClassify][] = [['Live Cockfight', 'Đá Gà Trực Tiếp', 'COCKFIGHT']];
const CRASH: [string, string][] = [
  ['Aviator', 'Phi Công'],
  ['Mines', 'Dò Mìn'],
  ['Plinko', 'Plinko'],
  ['Dice', 'Xúc Xắc'],
  ['Hi-Lo', 'Cao Thấp'],
  ['Mini Roulette', 'Cò Quay Mini'],
];

/**
 * Slot minimum bets (minor units) cycle through the lobby filter's options (100 ₫ … 10,000 ₫) and two
 * others; every game's minimum is a stake that makes sense in dong (issue 12).
 */
const SLOT_MIN_BETS = [10_000, 50_000, 100_000, 500_000, 1_000_000, 20_000, 200_000];
const SLOT_LINES = [1, 9, 20, 25, 50, 243];
const RNG_PER_VENDOR = 12;

/** The house provider's slot (modules/house): a stable node id the house module relies on. */
export const HOUSE_SLOT_NODE_ID = 'HOUSE-SLOT-1';

/** The house's dice table (modules/rounds), in the live lobby; its node id is HOUSE_DICE_NODE_ID (contracts). */
const HOUSE_DICE: GameImportRow = {
  nodeId: 'HOUSE-DICE-1',
  vassalage: 'HOUSE',
  gameType: 'LIVE',
  gameClassify: 'SICBO',
  gameCode: 'house-dice-1',
  names: { vi: 'Tài Xỉu Nhà Cái', en: 'House Dice (Sic Bo)' },
  minBet: 100_000,
  minLineNum: 0,
  isHot: true,
  popularity: 10_000,
  isGame: 'GAME',
};

function row(p: {
  vendor: string;
  type: GameType;
  n: number;
  en: string;
  vi: string;
  classify: GameClassify;
  minBet: number;
  lines?: number;
  hot?: boolean;
  popularity?: number;
  isGame?: 'GAME' | 'VASSALAGE';
}): GameImportRow {
  const nodeId = `${p.vendor}-${p.type}-${String(p.n).padStart(3, '0')}`;
  return {
    nodeId,
    vassalage: p.vendor,
    gameType: p.type,
    gameClassify: p.classify,
    gameCode: `${p.vendor.toLowerCase()}_${p.type.toLowerCase()}_${p.n}`,
    names: { vi: p.vi, en: p.en },
    minBet: p.minBet,
    minLineNum: p.lines ?? 0,
    isHot: p.hot ?? false,
    popularity: p.popularity ?? 0,
    isGame: p.isGame ?? 'GAME',
  };
}

function rngGames(vendor: string, v: number): GameImportRow[] {
  if (vendor === 'HOUSE') {
    return [
      {
        nodeId: HOUSE_SLOT_NODE_ID,
        vassalage: 'HOUSE',
        gameType: 'RNG',
        gameClassify: 'SLOT',
        gameCode: 'house-slot-1',
        names: { vi: 'Kho Báu Rồng Vàng', en: 'Golden Dragon Treasure' },
        minBet: 10_000,
        minLineNum: 20,
        isHot: true,
        popularity: 10_000,
        isGame: 'GAME',
      },
    ];
  }
  if (vendor === 'SPRIBE') {
    return CRASH.map(([en, vi], n) =>
      row({
        vendor,
        type: 'RNG',
        n: n + 1,
        en,
        vi,
        classify: n === 0 ? 'CRASH' : 'ARCADE',
        minBet: 100_000,
        hot: n < 2,
      }),
    );
  }
  return Array.from({ length: RNG_PER_VENDOR }, (_, n) => {
    const k = v * RNG_PER_VENDOR + n;
    const adj = ADJECTIVES[k % ADJECTIVES.length]!;
    const noun = NOUNS[(k * 7 + v) % NOUNS.length]!;
    const suffix = SUFFIXES[Math.floor(k / 7) % SUFFIXES.length]!;
    const classify = suffix.classify ?? (n % 11 === 10 ? 'TABLE' : n % 9 === 8 ? 'ARCADE' : 'SLOT');
    return row({
      vendor,
      type: 'RNG',
      n: n + 1,
      en: `${adj[0]} ${noun[0]}${suffix.en}`,
      vi: `${noun[1]} ${adj[1]}${suffix.vi}`,
      classify,
      minBet: SLOT_MIN_BETS[k % SLOT_MIN_BETS.length]!,
      lines: SLOT_LINES[k % SLOT_LINES.length]!,
      hot: n < 3,
      popularity: (k * 37) % 500,
    });
  });
}

function listGames(vendor: string, type: GameType, list: [string, string, GameClassify][], minBet: number) {
  return list.map(([en, vi, classify], n) =>
    row({ vendor, type, n: n + 1, en, vi, classify, minBet, hot: n === 0, popularity: 100 - n }),
  );
}

/** Games of one vendor in one category. */
function gamesFor(vendor: string, type: GameType, v: number): GameImportRow[] {
  switch (type) {
    case 'RNG':
      return rngGames(vendor, v);
    case 'LIVE':
      return vendor === 'HOUSE' ? [HOUSE_DICE] : listGames(vendor, type, LIVE, 1_000_000);
    case 'FISH':
      return FISH.map(([en, vi], n) =>
        row({
          vendor,
          type,
          n: n + 1,
          en,
          vi,
          classify: 'FISHING',
          minBet: [10_000, 50_000, 100_000, 500_000][n]!,
          hot: n === 0,
        }),
      );
    case 'PVP':
      return listGames(vendor, type, PVP, 500_000);
    case 'SPORTS':
      return listGames(vendor, type, SPORTS, 1_000_000);
    case 'ESPORTS':
      return listGames(vendor, type, ESPORTS, 1_000_000);
    case 'ELOTT':
      return listGames(vendor, type, ELOTT, 100_000);
    case 'LOTT':
      return listGames(vendor, type, LOTT, 1_000_000);
    case 'COCKFIGHT':
      return listGames(vendor, type, COCKFIGHT, 5_000_000);
  }
}

/** Every demo game, in display order. */
export function demoGames(): GameImportRow[] {
  let rngIndex = 0;
  return VENDOR_ROWS.flatMap((vendor) =>
    vendor.game_types.flatMap((type) => gamesFor(vendor.code, type, type === 'RNG' ? rngIndex++ : 0)),
  ).map((g, i) => ({ ...g, sort: i }));
}
