import { type OperatorPromotion, type OperatorPromotionSortable, promotionsContract } from '@app/contracts';
import { type CsvCell, type CsvExporter, csvAmount, inOneBatch } from '../../platform/http/csv-export.js';
import type { Route } from '../../platform/http/route.js';
import type { PromotionsOperator } from './operator.service.js';

/** The list screen's filters and sort (its search box, kind and enabled filters, its sortable columns). */
export interface PromotionsCsvQuery {
  q?: string;
  kind?: OperatorPromotion['kind'];
  enabled?: 'true' | 'false';
  sort?: (typeof OperatorPromotionSortable)[number];
  dir: 'asc' | 'desc';
}

/**
 * The promotions the list shows for these filters, in its order: the screen reads the list whole and filters
 * and sorts it in the browser (shared/table/local-rows.ts), so this does the same on the same whole list (the
 * same stable sort from the same starting order, so ties come out as on screen).
 */
export function pickPromotions(items: readonly OperatorPromotion[], f: PromotionsCsvQuery): OperatorPromotion[] {
  const words = f.q?.trim().toLowerCase() ?? '';
  const kept = items.filter(
    (p) =>
      `${p.code} ${p.content.vi.title} ${p.content.en.title}`.toLowerCase().includes(words) &&
      (!f.kind || p.kind === f.kind) &&
      (!f.enabled || String(p.enabled) === f.enabled),
  );
  const col = f.sort;
  if (!col) return kept;
  const key = (p: OperatorPromotion) => (col === 'enabled' ? Number(p.enabled) : p[col]);
  const sign = f.dir === 'asc' ? 1 : -1;
  return kept.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    return (x < y ? -1 : x > y ? 1 : 0) * sign;
  });
}

/** The promotions list's CSV columns: the browser file's, then the category, entry and reward terms. */
export const PROMOTIONS_CSV_HEADER = [
  'id',
  'code',
  'kind',
  'title_vi',
  'title_en',
  'active_from',
  'active_until',
  'enabled',
  'period',
  'category',
  'entry_mode',
  'reward_type',
  'reward_percent',
  'reward_amount',
  'reward_cap',
  'min_deposit',
  'budget',
  'sort',
];

/**
 * One promotion's cells. Money (a fixed reward, each day of a sign-in streak separated by spaces, a percent
 * reward's cap and minimum deposit, the budget) as exact plain amounts (18000.50); the percent from basis
 * points exactly (1250 → 12.50).
 */
export function promotionsCsvLine(p: OperatorPromotion): CsvCell[] {
  const r = p.reward;
  return [
    p.id,
    p.code,
    p.kind,
    p.content.vi.title,
    p.content.en.title,
    p.activeFrom,
    p.activeUntil,
    p.enabled,
    p.period,
    p.category,
    p.entryMode,
    r.type,
    r.type === 'percent' ? csvAmount(r.percentBp) : null,
    r.type === 'fixed' ? csvAmount(r.amount) : r.type === 'streak' ? r.amounts.map(csvAmount).join(' ') : null,
    r.type === 'percent' ? csvAmount(r.cap) : null,
    r.type === 'percent' ? csvAmount(r.minDeposit) : null,
    p.limits.budget === undefined ? null : csvAmount(p.limits.budget),
    p.sort,
  ];
}

/** GET /wps/operator/promotions.csv (route-permissions.ts: promotions.view, as the list). */
export function registerPromotionsCsv(route: Route, operator: PromotionsOperator, csv: CsvExporter): void {
  // A short list the screen reads whole: one batch.
  route(promotionsContract.operatorCsv, async ({ session, query, reply }) =>
    csv.send(reply, {
      name: 'promotions',
      header: PROMOTIONS_CSV_HEADER,
      line: promotionsCsvLine,
      batches: inOneBatch(pickPromotions((await operator.list(session)).items, query)),
    }),
  );
}
