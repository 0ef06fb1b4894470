import type { CashbackConfig, GameCategory, RebateConfig, RebateLine } from '@app/contracts';

/** A member's settled wagers over a period, per category (from settled_wagers, real money). */
export interface CategoryFigures {
  category: string;
  turnover: number;
  stake: number;
  win: number;
}

export interface RebateResult {
  /** One line per category with a rate above 0 and turnover (0 % categories earn nothing and are left out). */
  lines: RebateLine[];
  /** Valid turnover of the rated categories. */
  turnover: number;
  /** What is paid: the lines' sum after the member cap, or 0 below minTurnover / minPayout. */
  amount: number;
}

/**
 * rate (bp) of an amount, rounded down to the minor unit (a rebate never pays more than its rate). In BigInt:
 * a large period turnover × 10,000 bp passes 2^53.
 */
const ofBp = (amount: number, bp: number) => Number((BigInt(amount) * BigInt(bp)) / 10_000n);

/**
 * A member's rebate for a period: each category's valid turnover × its rate, capped per category, summed,
 * capped per member; nothing below the minimum turnover or the minimum payout. `vipBonusBp` (the member's VIP
 * level's extra rate) is added to every category the promotion rates above 0, still within its caps: the VIP
 * extra raises a promotion's rebate, it never opens a category the operator left at 0 %.
 */
export function computeRebate(config: RebateConfig, figures: readonly CategoryFigures[], vipBonusBp = 0): RebateResult {
  const rates = config.rates as Partial<Record<string, number>>;
  const caps = (config.categoryCaps ?? {}) as Partial<Record<string, number>>;
  const byCategory = new Map<string, number>();
  for (const f of figures) {
    if (f.turnover > 0) byCategory.set(f.category, (byCategory.get(f.category) ?? 0) + f.turnover);
  }
  const lines: RebateLine[] = [];
  for (const [category, turnover] of [...byCategory].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const baseBp = rates[category] ?? 0;
    if (baseBp <= 0) continue;
    const rateBp = Math.min(10_000, baseBp + Math.max(0, vipBonusBp));
    const raw = ofBp(turnover, rateBp);
    const cap = caps[category];
    lines.push({
      category: category as GameCategory,
      turnover,
      rateBp,
      amount: cap === undefined ? raw : Math.min(raw, cap),
    });
  }
  const turnover = lines.reduce((s, l) => s + l.turnover, 0);
  const sum = lines.reduce((s, l) => s + l.amount, 0);
  const capped = config.cap === undefined ? sum : Math.min(sum, config.cap);
  const below = turnover < (config.minTurnover ?? 0) || capped < Math.max(1, config.minPayout ?? 0);
  return { lines, turnover, amount: below ? 0 : capped };
}

export interface CashbackResult {
  stake: number;
  win: number;
  /** stake − win over the counted categories (negative: the member won). */
  netLoss: number;
  amount: number;
}

/** A member's cashback for a period: rate × net loss when the loss reaches minLoss, up to the cap. */
export function computeCashback(config: CashbackConfig, figures: readonly CategoryFigures[]): CashbackResult {
  const counted = config.categories ? new Set<string>(config.categories) : null;
  let stake = 0;
  let win = 0;
  for (const f of figures) {
    if (counted && !counted.has(f.category)) continue;
    stake += f.stake;
    win += f.win;
  }
  const netLoss = stake - win;
  if (netLoss <= 0 || netLoss < config.minLoss) return { stake, win, netLoss, amount: 0 };
  const raw = ofBp(netLoss, config.rateBp);
  const amount = config.cap === undefined ? raw : Math.min(raw, config.cap);
  return { stake, win, netLoss, amount: amount < Math.max(1, config.minPayout ?? 0) ? 0 : amount };
}
