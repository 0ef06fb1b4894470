import {
  type Eligibility,
  PromotionCategories,
  type PromotionStatus,
  type PromotionView,
  type RewardFormula,
} from '@app/contracts';
import { formatBasisPoints } from '../../../shared/format/number';

/** A category tab of the promotion list (spec §2 /promotions), in the operator's order of categories. */
export type PromoTab = (typeof PROMO_TABS)[number];
export const PROMO_TABS = PromotionCategories;

/** Promotions shown under a tab ('all' shows every one). */
export function inTab(p: Pick<PromotionView, 'category'>, tab: PromoTab): boolean {
  return tab === 'all' || p.category === tab;
}

/** The tabs worth showing: 'all', the current one, and those with at least one promotion. */
export function visibleTabs(items: readonly Pick<PromotionView, 'category'>[], current: PromoTab): PromoTab[] {
  return PROMO_TABS.filter((tab) => tab === 'all' || tab === current || items.some((p) => inTab(p, tab)));
}

/** Colour of a status ribbon: what the member can do is bright, what is over is grey (spec §4 statuses). */
export const STATUS_TONE: Record<PromotionStatus, 'action' | 'progress' | 'done' | 'waiting' | 'off'> = {
  join: 'action',
  claim: 'action',
  process: 'progress',
  applying: 'waiting',
  coming: 'waiting',
  issued: 'done',
  claimed: 'done',
  signed: 'done',
  rejected: 'off',
  close: 'off',
};

/** Whole percent of a progress, clamped to 0–100 (a target of 0 counts as done). */
export function progressPercent(progress: { current: number; target: number }): number {
  if (progress.target <= 0) return 100;
  const pct = Math.floor((progress.current * 100) / progress.target);
  return Math.min(100, Math.max(0, pct));
}

/** Days, hours, minutes and seconds left until `end` (all 0 once it is past). */
export function timeLeft(end: number, now: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor((end - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** hh:mm:ss of a countdown (the days are written apart). */
export function clock(parts: { hours: number; minutes: number; seconds: number }): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(parts.hours)}:${two(parts.minutes)}:${two(parts.seconds)}`;
}

/**
 * The end the detail page counts down to: the current period's end (daily, weekly … promotions restart
 * then), or the promotion's own end when that comes first, or its start while it is still coming.
 */
export function countdownTarget(
  p: Pick<PromotionView, 'status' | 'activeFrom' | 'activeUntil' | 'periodEnd'>,
): { kind: 'starts' | 'periodEnds' | 'ends'; at: string } | null {
  if (p.status === 'coming') return { kind: 'starts', at: p.activeFrom };
  const period = p.periodEnd ? Date.parse(p.periodEnd) : Number.POSITIVE_INFINITY;
  const until = p.activeUntil ? Date.parse(p.activeUntil) : Number.POSITIVE_INFINITY;
  if (period === Number.POSITIVE_INFINITY && until === Number.POSITIVE_INFINITY) return null;
  if (until <= period) return { kind: 'ends', at: p.activeUntil as string };
  return { kind: 'periodEnds', at: p.periodEnd as string };
}

/** A formula as the pieces the page writes in words (translation keys and values; amounts in minor units). */
export type FormulaWords =
  | { key: 'percent'; percent: string; cap: number; minDeposit: number }
  | { key: 'fixed'; amount: number }
  | { key: 'streak'; amounts: number[] }
  | { key: 'external' };

export function formulaWords(f: RewardFormula): FormulaWords {
  switch (f.type) {
    case 'percent':
      return { key: 'percent', percent: formatBasisPoints(f.percentBp), cap: f.cap, minDeposit: f.minDeposit };
    case 'fixed':
      return { key: 'fixed', amount: f.amount };
    case 'streak':
      return { key: 'streak', amounts: f.amounts };
    default:
      return { key: 'external' };
  }
}

/** The eligibility conditions that apply, each a translation key with its values (none: everyone). */
export type EligibilityLine =
  | { key: 'newPlayers'; days: number }
  | { key: 'firstDeposit' }
  | { key: 'reloadDeposit' }
  | { key: 'vip'; levels: string }
  | { key: 'labels'; labels: string }
  | { key: 'agentTeams' }
  | { key: 'products'; products: string[] };

export function eligibilityLines(e: Eligibility): EligibilityLine[] {
  const lines: EligibilityLine[] = [];
  if (e.newPlayersDays) lines.push({ key: 'newPlayers', days: e.newPlayersDays });
  if (e.deposit === 'first') lines.push({ key: 'firstDeposit' });
  if (e.deposit === 'reload') lines.push({ key: 'reloadDeposit' });
  if (e.vipLevels && e.vipLevels.length > 0) lines.push({ key: 'vip', levels: e.vipLevels.join(', ') });
  if (e.memberLabels && e.memberLabels.length > 0) lines.push({ key: 'labels', labels: e.memberLabels.join(', ') });
  if (e.agentRoots && e.agentRoots.length > 0) lines.push({ key: 'agentTeams' });
  if (e.products && e.products.length > 0) lines.push({ key: 'products', products: e.products });
  return lines;
}

/**
 * What a visitor is shown. The server's visitor view computes the status as if for an eligible member
 * without an entry, so an automatic promotion reads 'process' ("you are taking part"): to a visitor it is
 * open ('join'; a claimable one 'claim'), with a button that asks them to log in. Coming and closed
 * promotions stay as they are, without a button.
 */
export function asVisitor<P extends Pick<PromotionView, 'status' | 'action' | 'progress' | 'streak'>>(p: P): P {
  if (p.status === 'coming' || p.status === 'close') return { ...p, action: null, progress: null, streak: null };
  const status = p.status === 'claim' ? 'claim' : 'join';
  return { ...p, status, action: p.action ?? 'join', progress: null, streak: null };
}
