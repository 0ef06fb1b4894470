/**
 * Prize layouts of the Vietnam lottery (domain/vn-lottery.md): North 27 numbers, South/Central 18.
 * South and Central share one layout, so a region here is 'north' or 'south' (South/Central).
 */

export type LotteryRegion = 'north' | 'south';
export const LOTTERY_REGIONS: readonly LotteryRegion[] = ['north', 'south'];

export type PrizeName = 'special' | 'first' | 'second' | 'third' | 'fourth' | 'fifth' | 'sixth' | 'seventh' | 'eighth';

export interface PrizeRow {
  prize: PrizeName;
  /** How many numbers the prize has. */
  count: number;
  /** Digits of each of its numbers (leading zeros kept: '07' is a 2-digit number). */
  digits: number;
}

/** Rows in the order of the traditional results board: special first, then first to seventh (eighth). */
export const PRIZE_LAYOUTS: Readonly<Record<LotteryRegion, readonly PrizeRow[]>> = {
  north: [
    { prize: 'special', count: 1, digits: 5 },
    { prize: 'first', count: 1, digits: 5 },
    { prize: 'second', count: 2, digits: 5 },
    { prize: 'third', count: 6, digits: 5 },
    { prize: 'fourth', count: 4, digits: 4 },
    { prize: 'fifth', count: 6, digits: 4 },
    { prize: 'sixth', count: 3, digits: 3 },
    { prize: 'seventh', count: 4, digits: 2 },
  ],
  south: [
    { prize: 'special', count: 1, digits: 6 },
    { prize: 'first', count: 1, digits: 5 },
    { prize: 'second', count: 1, digits: 5 },
    { prize: 'third', count: 2, digits: 5 },
    { prize: 'fourth', count: 7, digits: 5 },
    { prize: 'fifth', count: 1, digits: 4 },
    { prize: 'sixth', count: 3, digits: 4 },
    { prize: 'seventh', count: 1, digits: 3 },
    { prize: 'eighth', count: 1, digits: 2 },
  ],
};

/**
 * The order prizes are revealed in a real draw, which the live draw and the fast lottery's stream follow
 * (numbers within a prize in board order). South/Central: eighth prize up to the special. North: the
 * special is drawn last; the televised North draw starts with the first prize and goes down to the
 * seventh before it (operator data: change here if the station's order differs).
 */
export const DRAW_ORDER: Readonly<Record<LotteryRegion, readonly PrizeName[]>> = {
  north: ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'special'],
  south: ['eighth', 'seventh', 'sixth', 'fifth', 'fourth', 'third', 'second', 'first', 'special'],
};

/** A draw's result: each prize of the region's layout with its numbers as digit strings. */
export interface LotteryResult {
  region: LotteryRegion;
  prizes: Partial<Record<PrizeName, readonly string[]>>;
}

/** How many numbers a region's result has (27 North, 18 South/Central). */
export function numberCount(region: LotteryRegion): number {
  return PRIZE_LAYOUTS[region].reduce((n, row) => n + row.count, 0);
}

/** How many of a region's numbers have at least `digits` digits (North: 27/23/20; South: 18/17/16). */
export function numbersWithDigits(region: LotteryRegion, digits: number): number {
  return PRIZE_LAYOUTS[region].reduce((n, row) => n + (row.digits >= digits ? row.count : 0), 0);
}

/** Every number of a result in board order (special first). */
export function allNumbers(result: LotteryResult): string[] {
  const out: string[] = [];
  for (const row of PRIZE_LAYOUTS[result.region]) out.push(...(result.prizes[row.prize] ?? []));
  return out;
}

/** One revealed number of the live draw. */
export interface RevealStep {
  prize: PrizeName;
  index: number;
  number: string;
}

/** The result's numbers in the order a real draw reveals them (for the live draw). */
export function revealOrder(result: LotteryResult): RevealStep[] {
  const out: RevealStep[] = [];
  for (const prize of DRAW_ORDER[result.region]) {
    const numbers = result.prizes[prize] ?? [];
    for (let index = 0; index < numbers.length; index++) out.push({ prize, index, number: numbers[index]! });
  }
  return out;
}

export type LotteryResultErrorCode =
  | 'lottery_result_bad_region'
  | 'lottery_result_unknown_prize'
  | 'lottery_result_wrong_count'
  | 'lottery_result_bad_number';

export type ResultValidation =
  | { ok: true; result: LotteryResult }
  | { ok: false; code: LotteryResultErrorCode; prize?: string };

/**
 * Checks a result against its region's layout: every prize present with exactly its count of numbers,
 * each exactly its digits long (0–9 only), and no prize the layout lacks. Stable codes, for the feed,
 * operator entry and the demo generator alike. The result returned is a copy (arrays frozen by value).
 */
export function validateLotteryResult(raw: unknown): ResultValidation {
  if (typeof raw !== 'object' || raw === null) return { ok: false, code: 'lottery_result_bad_region' };
  const r = raw as Record<string, unknown>;
  if (r.region !== 'north' && r.region !== 'south') return { ok: false, code: 'lottery_result_bad_region' };
  const region: LotteryRegion = r.region;
  const prizesRaw = r.prizes;
  if (typeof prizesRaw !== 'object' || prizesRaw === null) return { ok: false, code: 'lottery_result_wrong_count' };
  const layout = PRIZE_LAYOUTS[region];
  for (const key of Object.keys(prizesRaw)) {
    if (!layout.some((row) => row.prize === key))
      return { ok: false, code: 'lottery_result_unknown_prize', prize: key };
  }
  const prizes: Partial<Record<PrizeName, readonly string[]>> = {};
  for (const row of layout) {
    const numbers = (prizesRaw as Record<string, unknown>)[row.prize];
    if (!Array.isArray(numbers) || numbers.length !== row.count) {
      return { ok: false, code: 'lottery_result_wrong_count', prize: row.prize };
    }
    const pattern = new RegExp(`^[0-9]{${row.digits}}$`);
    for (const n of numbers) {
      if (typeof n !== 'string' || !pattern.test(n))
        return { ok: false, code: 'lottery_result_bad_number', prize: row.prize };
    }
    prizes[row.prize] = [...(numbers as string[])];
  }
  return { ok: true, result: { region, prizes } };
}
