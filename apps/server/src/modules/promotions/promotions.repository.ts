import {
  type Eligibility,
  EligibilitySchema,
  type EntryMode,
  type OperatorPromotion,
  type PromotionInput,
  type PromotionKind,
  type PromotionLimits,
  PromotionLimitsSchema,
  type PromotionPeriod,
  type RewardFormula,
  RewardFormulaSchema,
  type WageringSpec,
  WageringSpecSchema,
} from '@app/contracts';
import type { Queryable } from '../../platform/db/connect.js';

export interface PromotionContent {
  title: string;
  summary: string;
  rulesHtml: string;
  imageUrl: string;
}

/** A promotions row with its jsonb parsed by the contract's schemas (the one place they are validated). */
export interface PromotionRow {
  id: number;
  code: string;
  kind: PromotionKind;
  category: string;
  content: { vi: PromotionContent; en: PromotionContent };
  visibleFrom: Date;
  visibleUntil: Date | null;
  activeFrom: Date;
  activeUntil: Date | null;
  eligibility: Eligibility;
  period: PromotionPeriod;
  entryMode: EntryMode;
  reward: RewardFormula;
  wagering: WageringSpec | null;
  limits: PromotionLimits;
  enabled: boolean;
  sort: number;
  createdAt: Date;
  updatedAt: Date;
}

interface DbRow {
  id: number;
  code: string;
  kind: PromotionKind;
  category: string;
  content: { vi: PromotionContent; en: PromotionContent };
  visible_from: Date;
  visible_until: Date | null;
  active_from: Date;
  active_until: Date | null;
  eligibility: unknown;
  period: PromotionPeriod;
  entry_mode: EntryMode;
  reward: unknown;
  wagering: unknown;
  limits: unknown;
  enabled: boolean;
  sort: number;
  created_at: Date;
  updated_at: Date;
}

function toRow(r: DbRow): PromotionRow {
  return {
    id: r.id,
    code: r.code,
    kind: r.kind,
    category: r.category,
    content: r.content,
    visibleFrom: r.visible_from,
    visibleUntil: r.visible_until,
    activeFrom: r.active_from,
    activeUntil: r.active_until,
    eligibility: EligibilitySchema.parse(r.eligibility ?? {}),
    period: r.period,
    entryMode: r.entry_mode,
    reward: RewardFormulaSchema.parse(r.reward),
    wagering: r.wagering ? WageringSpecSchema.parse(r.wagering) : null,
    limits: PromotionLimitsSchema.parse(r.limits ?? {}),
    enabled: r.enabled,
    sort: r.sort,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export async function findPromotion(q: Queryable, id: number, lock = false): Promise<PromotionRow | undefined> {
  const rows = lock
    ? await q<DbRow[]>`SELECT * FROM promotions WHERE id = ${id} FOR UPDATE`
    : await q<DbRow[]>`SELECT * FROM promotions WHERE id = ${id}`;
  return rows[0] ? toRow(rows[0]) : undefined;
}

export async function findPromotionByCode(q: Queryable, code: string): Promise<PromotionRow | undefined> {
  const [row] = await q<DbRow[]>`SELECT * FROM promotions WHERE code = ${code}`;
  return row ? toRow(row) : undefined;
}

/** Every promotion (operator list), or only enabled ones visible at `at`. */
export async function listPromotions(q: Queryable, visibleAt?: Date): Promise<PromotionRow[]> {
  const rows = visibleAt
    ? await q<DbRow[]>`SELECT * FROM promotions WHERE enabled AND visible_from <= ${visibleAt}
        AND (visible_until IS NULL OR visible_until > ${visibleAt}) ORDER BY sort, id`
    : await q<DbRow[]>`SELECT * FROM promotions ORDER BY sort, id`;
  return rows.map(toRow);
}

/** Enabled promotions of some kinds active at `at` (deposit and first-login hooks). */
export async function activePromotionsOfKind(q: Queryable, kind: PromotionKind, at: Date): Promise<PromotionRow[]> {
  const rows = await q<DbRow[]>`SELECT * FROM promotions WHERE enabled AND kind = ${kind}
    AND active_from <= ${at} AND (active_until IS NULL OR active_until > ${at}) ORDER BY sort, id`;
  return rows.map(toRow);
}

const columns = (p: PromotionInput) => ({
  code: p.code,
  kind: p.kind,
  category: p.category,
  content: p.content,
  visible_from: new Date(p.visibleFrom),
  visible_until: p.visibleUntil ? new Date(p.visibleUntil) : null,
  active_from: new Date(p.activeFrom),
  active_until: p.activeUntil ? new Date(p.activeUntil) : null,
  eligibility: p.eligibility,
  period: p.period,
  entry_mode: p.entryMode,
  reward: p.reward,
  wagering: p.wagering,
  limits: p.limits,
  sort: p.sort,
});

export async function insertPromotion(
  q: Queryable,
  p: PromotionInput,
  at: Date,
  enabled = false,
): Promise<PromotionRow | undefined> {
  const c = columns(p);
  const [row] = await q<DbRow[]>`INSERT INTO promotions (code, kind, category, content, visible_from, visible_until,
      active_from, active_until, eligibility, period, entry_mode, reward, wagering, limits, sort, enabled,
      created_at, updated_at)
    VALUES (${c.code}, ${c.kind}, ${c.category}, ${q.json(c.content as never)}, ${c.visible_from}, ${c.visible_until},
      ${c.active_from}, ${c.active_until}, ${q.json(c.eligibility as never)}, ${c.period}, ${c.entry_mode},
      ${q.json(c.reward as never)}, ${c.wagering ? q.json(c.wagering as never) : null}, ${q.json(c.limits as never)},
      ${c.sort}, ${enabled}, ${at}, ${at})
    ON CONFLICT (code) DO NOTHING RETURNING *`;
  return row ? toRow(row) : undefined;
}

export async function updatePromotion(
  q: Queryable,
  id: number,
  p: PromotionInput,
  at: Date,
): Promise<PromotionRow | undefined> {
  const c = columns(p);
  const [row] = await q<DbRow[]>`UPDATE promotions SET code = ${c.code}, kind = ${c.kind}, category = ${c.category},
      content = ${q.json(c.content as never)}, visible_from = ${c.visible_from}, visible_until = ${c.visible_until},
      active_from = ${c.active_from}, active_until = ${c.active_until}, eligibility = ${q.json(c.eligibility as never)},
      period = ${c.period}, entry_mode = ${c.entry_mode}, reward = ${q.json(c.reward as never)},
      wagering = ${c.wagering ? q.json(c.wagering as never) : null}, limits = ${q.json(c.limits as never)},
      sort = ${c.sort}, updated_at = ${at}
    WHERE id = ${id} RETURNING *`;
  return row ? toRow(row) : undefined;
}

export async function setPromotionEnabled(
  q: Queryable,
  id: number,
  enabled: boolean,
  at: Date,
): Promise<PromotionRow | undefined> {
  const [row] = await q<
    DbRow[]
  >`UPDATE promotions SET enabled = ${enabled}, updated_at = ${at} WHERE id = ${id} RETURNING *`;
  return row ? toRow(row) : undefined;
}

export function toOperatorPromotion(p: PromotionRow): OperatorPromotion {
  return {
    id: p.id,
    code: p.code,
    kind: p.kind,
    category: p.category as OperatorPromotion['category'],
    content: p.content,
    visibleFrom: p.visibleFrom.toISOString(),
    visibleUntil: p.visibleUntil?.toISOString() ?? null,
    activeFrom: p.activeFrom.toISOString(),
    activeUntil: p.activeUntil?.toISOString() ?? null,
    eligibility: p.eligibility,
    period: p.period,
    entryMode: p.entryMode,
    reward: p.reward,
    wagering: p.wagering,
    limits: p.limits,
    sort: p.sort,
    enabled: p.enabled,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
