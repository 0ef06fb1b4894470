import {
  DAO_MAX_NUMBERS,
  LOTTERY_DAO_BASES,
  LOTTERY_NUMBER_RULES,
  type LotteryBetKind,
  type LotteryDaoBase,
  type LotteryOddsKind,
  type LotteryOddsTable,
  type LotteryRegion,
  lotteryKindOffered,
} from '@app/games';

/** The bet-type tabs of the betting page, in the order players expect (lô first, the sides last). */
export const BET_TABS = [
  { id: 'lo', kinds: ['lo2', 'lo3', 'lo4'] },
  { id: 'de', kinds: ['deDacBiet', 'deGiaiNhat', 'deDau'] },
  { id: 'xien', kinds: ['xien2', 'xien3', 'xien4'] },
  { id: 'truot', kinds: ['truot4', 'truot8', 'truot10'] },
  { id: 'dauDuoi', kinds: ['dau', 'duoi'] },
  { id: 'bacang', kinds: ['bacang'] },
  { id: 'xiuChu', kinds: ['xiuChu'] },
  { id: 'da', kinds: ['da'] },
  { id: 'dao', kinds: ['dao'] },
  { id: 'sides', kinds: ['taiXiu', 'chanLe'] },
] as const satisfies readonly { id: string; kinds: readonly LotteryBetKind[] }[];

export type BetTabId = (typeof BET_TABS)[number]['id'];

/** Đảo bases this game offers (each pays its base kind's odds). */
export function offeredDaoBases(region: LotteryRegion, table: LotteryOddsTable): LotteryDaoBase[] {
  return LOTTERY_DAO_BASES.filter((b) => lotteryKindOffered(b, region, table));
}

/** Whether a game offers a selection kind (đảo: when any of its bases is offered). */
export function kindOffered(kind: LotteryBetKind, region: LotteryRegion, table: LotteryOddsTable): boolean {
  if (kind === 'dao') return offeredDaoBases(region, table).length > 0;
  return lotteryKindOffered(kind as LotteryOddsKind, region, table);
}

/** The tabs a game shows: each with only the kinds its odds table offers; empty tabs are left out. */
export function offeredTabs(
  region: LotteryRegion,
  table: LotteryOddsTable,
): { id: BetTabId; kinds: LotteryBetKind[] }[] {
  return BET_TABS.map((tab) => ({ id: tab.id, kinds: tab.kinds.filter((k) => kindOffered(k, region, table)) })).filter(
    (tab) => tab.kinds.length > 0,
  );
}

/** How a kind is picked: numbers of some digits (grid or typed), or one of two sides. */
export type PickMode = { type: 'numbers'; digits: number; min: number; max: number } | { type: 'side' };

export function pickModeOf(kind: LotteryBetKind, daoBase: LotteryDaoBase = 'lo2'): PickMode {
  if (kind === 'taiXiu' || kind === 'chanLe') return { type: 'side' };
  if (kind === 'dao')
    return { type: 'numbers', digits: LOTTERY_NUMBER_RULES[daoBase].digits, min: 1, max: DAO_MAX_NUMBERS };
  const rule = LOTTERY_NUMBER_RULES[kind];
  return { type: 'numbers', digits: rule.digits, min: rule.min, max: rule.max };
}

/** The two sides of a side kind, in display order. */
export const SIDES = { taiXiu: ['tai', 'xiu'], chanLe: ['chan', 'le'] } as const;
