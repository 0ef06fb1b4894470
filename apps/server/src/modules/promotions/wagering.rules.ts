import type { LanguageCode, WageringSpec } from '@app/contracts';

/**
 * Bonus wagering, the one place of its rules: what a bonus requires, how much a stake counts, and the
 * sentence shown to the player (promotion page, reward centre, withdrawal refusal) — the same rule in both.
 */

/** Weighted turnover a bonus requires: multiplier × (bonus, or bonus + deposit). 0 = nothing to wager. */
export function wageringRequirement(spec: WageringSpec | null, bonus: number, deposit = 0): number {
  if (!spec || spec.multiplierTenths <= 0) return 0;
  const base = spec.base === 'bonus_deposit' ? bonus + deposit : bonus;
  return Math.floor((base * spec.multiplierTenths) / 10);
}

/** The weight (percent) of a category; unknown or missing categories count the default weight. */
export function weightOf(weights: Record<string, number>, defaultWeight: number, category: string | null): number {
  if (category && Object.hasOwn(weights, category)) return weights[category] ?? defaultWeight;
  return defaultWeight;
}

/** How much of a stake counts towards bonus wagering: stake × weight %, floored. */
export function weightedStake(
  weights: Record<string, number>,
  defaultWeight: number,
  category: string | null,
  stake: number,
): number {
  return Math.floor((Math.abs(stake) * weightOf(weights, defaultWeight, category)) / 100);
}

/** Distributes a weighted stake over active requirements, oldest first: what each one gains. */
export function distribute(
  requirements: readonly {
    id: number;
    required: number;
    done: number;
    weights: Record<string, number>;
    defaultWeight: number;
  }[],
  category: string | null,
  stake: number,
): { id: number; delta: number }[] {
  const out: { id: number; delta: number }[] = [];
  // Each requirement weighs the stake by its own weights; a stake fills the oldest first and only what is
  // left of it (in stake terms) moves on to the next.
  let left = Math.abs(stake);
  for (const r of requirements) {
    if (left <= 0) break;
    const weight = weightOf(r.weights, r.defaultWeight, category);
    if (weight === 0) continue;
    const open = r.required - r.done;
    if (open <= 0) continue;
    const counted = Math.min(Math.floor((left * weight) / 100), open);
    if (counted <= 0) continue;
    out.push({ id: r.id, delta: counted });
    // The stake used to fill `counted` at this weight (rounded up, so no stake counts twice).
    left -= Math.min(left, Math.ceil((counted * 100) / weight));
  }
  return out;
}

/** A withdrawal is allowed only when no bonus wagering remains. */
export function wageringMet(bonusRequired: number): boolean {
  return bonusRequired <= 0;
}

const money = (minor: number, lang: LanguageCode) =>
  (minor / 100).toLocaleString(lang === 'vi' ? 'vi-VN' : 'en-US', { maximumFractionDigits: 2 });

/** The rule in the player's words. Weights listed are those different from the default. */
export function wageringText(spec: WageringSpec | null, lang: LanguageCode): string {
  if (!spec || spec.multiplierTenths <= 0) return '';
  const times = (spec.multiplierTenths / 10).toLocaleString(lang === 'vi' ? 'vi-VN' : 'en-US');
  const special = Object.entries(spec.weights)
    .filter(([, w]) => w !== spec.defaultWeight)
    .map(([c, w]) => `${c} ${w}%`)
    .join(', ');
  if (lang === 'vi') {
    const base = spec.base === 'bonus_deposit' ? 'tiền thưởng + tiền nạp' : 'tiền thưởng';
    return (
      `Cần cược ${times} lần (${base}) trước khi rút tiền. Mỗi cược được tính ${spec.defaultWeight}% tiền cược` +
      (special ? `; riêng: ${special}.` : '.')
    );
  }
  const base = spec.base === 'bonus_deposit' ? 'bonus + deposit' : 'the bonus';
  return (
    `Wager ${times}× ${base} before withdrawing. Each bet counts ${spec.defaultWeight}% of its stake` +
    (special ? `; except: ${special}.` : '.')
  );
}

/** The withdrawal refusal's sentence (same rule, with what is left). */
export function wageringLeftText(left: number, lang: LanguageCode): string {
  return lang === 'vi'
    ? `Còn ${money(left, lang)} doanh số cược tiền thưởng trước khi được rút tiền.`
    : `${money(left, lang)} of bonus wagering left before you can withdraw.`;
}
