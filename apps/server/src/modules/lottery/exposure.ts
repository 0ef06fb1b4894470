import type { LotteryOddsTable, LotteryRegion, NumberLiability } from '@app/games';
import { lotteryLiability, oddsKindOf } from '@app/games';
import type { Queryable, Tx } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { BetRow, ExtraPreBetCheck } from '../rounds/index.js';
import { parseStoredBet, type StoredLotteryBet } from './games.plugin.js';

const THREE_DIGIT = new Set(['lo3', 'bacang', 'xiuChu']);

/** The digits a set of bets is exposed on: 2 always (every bet but lô 4 số names an ending), 3 for 3-digit kinds. */
function digitsOf(bets: readonly StoredLotteryBet[]): (2 | 3)[] {
  return bets.some((b) => THREE_DIGIT.has(oddsKindOf(b.bet))) ? [2, 3] : [2];
}

/** The table the bets were priced at (one price per kind: a slip is priced from one table). */
function tableOf(bets: readonly StoredLotteryBet[]): LotteryOddsTable {
  return Object.fromEntries(bets.map((b) => [oddsKindOf(b.bet), b.price]));
}

/** The non-zero liability rows of some bets, per digits. */
export function liabilityOf(bets: readonly StoredLotteryBet[]): { digits: 2 | 3; rows: NumberLiability[] }[] {
  const table = tableOf(bets);
  const plain = bets.map((b) => ({ selection: b.bet, points: b.points }));
  return digitsOf(bets).map((digits) => ({
    digits,
    rows: lotteryLiability(plain, table, digits).filter(
      (r) => r.stake > 0 || r.perOccurrence > 0 || r.asSpecial > 0 || r.asOther > 0 || r.asDau > 0,
    ),
  }));
}

const cols = (rows: NumberLiability[], sign: 1 | -1) => ({
  numbers: rows.map((r) => r.number),
  stake: rows.map((r) => sign * r.stake),
  po: rows.map((r) => sign * r.perOccurrence),
  sp: rows.map((r) => sign * r.asSpecial),
  ot: rows.map((r) => sign * r.asOther),
  dau: rows.map((r) => sign * r.asDau),
});

/**
 * Adds a slip's liability to its draw's numbers, each only while its worst case stays within `cap`;
 * answers the numbers that would pass it (nothing of those is added; the caller refuses the slip).
 * Rows are written in number order, so two slips on the same numbers lock them in the same order.
 */
async function addExposure(
  q: Queryable,
  roundId: number,
  digits: 2 | 3,
  rows: NumberLiability[],
  cap: number | null,
): Promise<string[]> {
  const sorted = [...rows].sort((a, b) => a.number.localeCompare(b.number));
  const over = cap === null ? [] : sorted.filter((r) => r.worstCase > cap).map((r) => r.number);
  if (over.length > 0) return over;
  const c = cols(sorted, 1);
  const written = await q<{ number: string }[]>`
    INSERT INTO lottery_number_exposure AS e (round_id, digits, number, stake, per_occurrence, as_special, as_other, as_dau)
    SELECT ${roundId}, ${digits}, u.number, u.stake, u.po, u.sp, u.ot, u.dau
    FROM unnest(${c.numbers}::text[], ${c.stake}::bigint[], ${c.po}::bigint[], ${c.sp}::bigint[], ${c.ot}::bigint[],
                ${c.dau}::bigint[]) WITH ORDINALITY AS u(number, stake, po, sp, ot, dau, ord)
    ORDER BY u.ord
    ON CONFLICT (round_id, digits, number) DO UPDATE SET
      stake = e.stake + excluded.stake, per_occurrence = e.per_occurrence + excluded.per_occurrence,
      as_special = e.as_special + excluded.as_special, as_other = e.as_other + excluded.as_other,
      as_dau = e.as_dau + excluded.as_dau
    WHERE ${cap}::bigint IS NULL
       OR e.per_occurrence + excluded.per_occurrence
          + greatest(e.as_special + excluded.as_special, e.as_other + excluded.as_other, e.as_dau + excluded.as_dau)
          <= ${cap}::bigint
    RETURNING number`;
  const done = new Set(written.map((r) => r.number));
  return sorted.filter((r) => !done.has(r.number)).map((r) => r.number);
}

/** What a number may still take (its cap less its current worst case), for the refusal's message. */
async function available(q: Queryable, roundId: number, digits: number, number: string, cap: number) {
  const [row] = await q<{ worst: number }[]>`
    SELECT per_occurrence + greatest(as_special, as_other, as_dau) AS worst FROM lottery_number_exposure
    WHERE round_id = ${roundId} AND digits = ${digits} AND number = ${number}`;
  return Math.max(0, cap - Number(row?.worst ?? 0));
}

/**
 * The per-number liability cap as a pre-bet check of the rounds core (run in the slip's transaction):
 * a lottery slip's liability joins its draw's numbers, and a number that would owe more than the game's
 * cap if it came up refuses the whole slip with `lottery_number_cap`, naming the number.
 */
export const lotteryExposureCheck: ExtraPreBetCheck = async (tx, ctx) => {
  const [game] = await tx<{ layout: LotteryRegion; number_cap: number | null }[]>`
    SELECT layout, number_cap FROM lottery_games WHERE game = ${ctx.game}`;
  if (!game) return;
  const bets = ctx.bets.map((b) => parseStoredBet(b.selection, game.layout)).filter((b) => b !== null);
  const cap = game.number_cap === null ? null : Number(game.number_cap);
  for (const { digits, rows } of liabilityOf(bets)) {
    const refused = await addExposure(tx, ctx.roundId, digits, rows, cap);
    if (refused.length > 0 && cap !== null) {
      const number = refused[0]!;
      throw new AppError(
        'lottery_number_cap',
        422,
        `The number ${number} cannot take more in this draw: lower the points or choose another number`,
        { number, numbers: refused, limit: cap, available: await available(tx, ctx.roundId, digits, number, cap) },
      );
    }
  }
};

/** Takes a cancelled bet off its draw's numbers (in the cancel's transaction). */
export async function releaseExposure(tx: Tx, bet: BetRow, layout: LotteryRegion): Promise<void> {
  const stored = parseStoredBet(bet.selection, layout);
  if (!stored) return;
  for (const { digits, rows } of liabilityOf([stored])) {
    const c = cols(
      [...rows].sort((a, b) => a.number.localeCompare(b.number)),
      -1,
    );
    await tx`
      UPDATE lottery_number_exposure e SET stake = e.stake + u.stake, per_occurrence = e.per_occurrence + u.po,
        as_special = e.as_special + u.sp, as_other = e.as_other + u.ot, as_dau = e.as_dau + u.dau
      FROM unnest(${c.numbers}::text[], ${c.stake}::bigint[], ${c.po}::bigint[], ${c.sp}::bigint[], ${c.ot}::bigint[],
                  ${c.dau}::bigint[]) AS u(number, stake, po, sp, ot, dau)
      WHERE e.round_id = ${bet.round_id} AND e.digits = ${digits} AND e.number = u.number`;
  }
}

export interface ExposureRow {
  number: string;
  stake: number;
  perOccurrence: number;
  asSpecial: number;
  asOther: number;
  asDau: number;
  worstCase: number;
}

/** A draw's numbers by what they would cost the house, most exposed first. */
export async function drawExposure(
  q: Queryable,
  roundId: number,
  digits: 2 | 3,
  limit: number,
): Promise<ExposureRow[]> {
  const rows = await q<
    { number: string; stake: string; po: string; sp: string; ot: string; dau: string; worst: string }[]
  >`
    SELECT number, stake, per_occurrence AS po, as_special AS sp, as_other AS ot, as_dau AS dau,
           per_occurrence + greatest(as_special, as_other, as_dau) AS worst
    FROM lottery_number_exposure WHERE round_id = ${roundId} AND digits = ${digits}
      AND (stake > 0 OR per_occurrence + greatest(as_special, as_other, as_dau) > 0)
    ORDER BY worst DESC, stake DESC, number LIMIT ${limit}`;
  return rows.map((r) => ({
    number: r.number,
    stake: Number(r.stake),
    perOccurrence: Number(r.po),
    asSpecial: Number(r.sp),
    asOther: Number(r.ot),
    asDau: Number(r.dau),
    worstCase: Number(r.worst),
  }));
}
