import {
  isValidPoints,
  type LotteryBet,
  type LotteryBetErrorCode,
  type LotteryBetKind,
  type LotteryDaoBase,
  type LotteryOddsTable,
  type LotteryRegion,
  legCount,
  lotteryBetCost,
  lotteryMaxPayout,
  parseLotterySelection,
} from '@app/games';

/** What the player is building on the betting page before adding it to the slip. */
export interface BetDraft {
  kind: LotteryBetKind;
  /** Đảo only: the kind each permutation is a bet of. */
  daoBase: LotteryDaoBase;
  numbers: readonly string[];
  /** Tài/Xỉu and Chẵn/Lẻ only. */
  side: string | null;
  points: number;
}

/** Codes the page adds to the maths' own: an amount past the safe range. */
export type DraftErrorCode = LotteryBetErrorCode | 'lottery_amount_too_large';

export type DraftCheck =
  | { ok: true; bet: LotteryBet; legs: number; cost: number; maxWin: number }
  | { ok: false; code: DraftErrorCode };

/** The raw selection of a draft, as the server's contract takes it. */
export function draftSelection(d: BetDraft): unknown {
  if (d.kind === 'taiXiu' || d.kind === 'chanLe') return { kind: d.kind, side: d.side };
  if (d.kind === 'dao') return { kind: 'dao', base: d.daoBase, numbers: [...d.numbers] };
  return { kind: d.kind, numbers: [...d.numbers] };
}

/**
 * Checks a draft with the maths the server uses (parseLotterySelection, isValidPoints) and prices it:
 * its legs, cost and the most it can win, in minor units. Same rules, same codes as the server's refusal.
 */
export function checkDraft(d: BetDraft, region: LotteryRegion, table: LotteryOddsTable): DraftCheck {
  const parsed = parseLotterySelection(draftSelection(d), region, table);
  if (!parsed.ok) return parsed;
  if (!isValidPoints(d.points)) return { ok: false, code: 'lottery_bad_points' };
  const bet: LotteryBet = { selection: parsed.selection, points: d.points };
  try {
    return {
      ok: true,
      bet,
      legs: legCount(parsed.selection),
      cost: lotteryBetCost(bet, table),
      maxWin: lotteryMaxPayout(bet, region, table),
    };
  } catch {
    return { ok: false, code: 'lottery_amount_too_large' };
  }
}

/** Points typed in a field: a positive whole number, else NaN (the check then says lottery_bad_points). */
export function parsePoints(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text.trim()) : Number.NaN;
}
