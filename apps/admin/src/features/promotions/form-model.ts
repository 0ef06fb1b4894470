import {
  GameCategories,
  type GameCategory,
  type OperatorPromotion,
  type PromotionInput,
  PromotionInputSchema,
  type PromotionKind,
} from '@app/contracts';
import { intsOf, minorOf, textOfMinor, wordsOf } from '../../shared/amount-input';

type Lang = 'vi' | 'en';
interface ContentDraft {
  title: string;
  summary: string;
  rulesHtml: string;
  imageUrl: string;
}

/** The editor's fields, all as typed (amounts in đồng, percents, lists comma-separated, local date-times). */
export interface PromotionDraft {
  code: string;
  kind: PromotionKind;
  category: PromotionInput['category'];
  content: Record<Lang, ContentDraft>;
  visibleFrom: string;
  visibleUntil: string;
  activeFrom: string;
  activeUntil: string;
  period: PromotionInput['period'];
  entryMode: PromotionInput['entryMode'];
  rewardType: PromotionInput['reward']['type'];
  amount: string;
  percent: string;
  cap: string;
  minDeposit: string;
  streak: string;
  externalConfig: string;
  newPlayersDays: string;
  deposit: '' | 'first' | 'reload' | 'any';
  vipLevels: string;
  memberLabels: string;
  agentRoots: string;
  products: GameCategory[];
  wagering: boolean;
  multiplier: string;
  wageringBase: 'bonus' | 'bonus_deposit';
  weights: Partial<Record<GameCategory, string>>;
  defaultWeight: string;
  perDevice: string;
  perIp: string;
  budget: string;
  claimHours: string;
  sort: string;
}

/** ISO instant → the value of <input type="datetime-local"> in this browser's zone. */
export function localOf(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}
const isoOf = (local: string): string | null => (local ? new Date(local).toISOString() : null);

const emptyContent = (): ContentDraft => ({ title: '', summary: '', rulesHtml: '', imageUrl: '' });

/** A new promotion: a fixed manual bonus, claimed once, active from now. */
export function newDraft(now: Date): PromotionDraft {
  const at = localOf(now.toISOString());
  return {
    code: '',
    kind: 'manual',
    category: 'other',
    content: { vi: emptyContent(), en: emptyContent() },
    visibleFrom: at,
    visibleUntil: '',
    activeFrom: at,
    activeUntil: '',
    period: 'once',
    entryMode: 'claim',
    rewardType: 'fixed',
    amount: '',
    percent: '',
    cap: '',
    minDeposit: '0',
    streak: '',
    externalConfig: '{}',
    newPlayersDays: '',
    deposit: '',
    vipLevels: '',
    memberLabels: '',
    agentRoots: '',
    products: [],
    wagering: false,
    multiplier: '1',
    wageringBase: 'bonus',
    weights: {},
    defaultWeight: '100',
    perDevice: '',
    perIp: '',
    budget: '',
    claimHours: '',
    sort: '0',
  };
}

/** An existing promotion as editor fields. */
export function draftOf(p: OperatorPromotion): PromotionDraft {
  const r = p.reward;
  const e = p.eligibility;
  const w = p.wagering;
  const opt = (n: number | undefined) => (n === undefined ? '' : String(n));
  return {
    code: p.code,
    kind: p.kind,
    category: p.category,
    content: { vi: { ...p.content.vi }, en: { ...p.content.en } },
    visibleFrom: localOf(p.visibleFrom),
    visibleUntil: localOf(p.visibleUntil),
    activeFrom: localOf(p.activeFrom),
    activeUntil: localOf(p.activeUntil),
    period: p.period,
    entryMode: p.entryMode,
    rewardType: r.type,
    amount: r.type === 'fixed' ? textOfMinor(r.amount) : '',
    percent: r.type === 'percent' ? String(r.percentBp / 100) : '',
    cap: r.type === 'percent' ? textOfMinor(r.cap) : '',
    minDeposit: r.type === 'percent' ? textOfMinor(r.minDeposit) : '0',
    streak: r.type === 'streak' ? r.amounts.map(textOfMinor).join(', ') : '',
    externalConfig: r.type === 'external' ? JSON.stringify(r.config, null, 2) : '{}',
    newPlayersDays: opt(e.newPlayersDays),
    deposit: e.deposit ?? '',
    vipLevels: (e.vipLevels ?? []).join(', '),
    memberLabels: (e.memberLabels ?? []).join(', '),
    agentRoots: (e.agentRoots ?? []).join(', '),
    products: [...(e.products ?? [])],
    wagering: w !== null,
    multiplier: w ? String(w.multiplierTenths / 10) : '1',
    wageringBase: w?.base ?? 'bonus',
    weights: Object.fromEntries(Object.entries(w?.weights ?? {}).map(([k, v]) => [k, String(v)])),
    defaultWeight: w ? String(w.defaultWeight) : '100',
    perDevice: opt(p.limits.perDevice),
    perIp: opt(p.limits.perIp),
    budget: p.limits.budget === undefined ? '' : textOfMinor(p.limits.budget),
    claimHours: opt(p.limits.claimHours),
    sort: String(p.sort),
  };
}

/** A field the operator must correct (its key in promotions.fields), or the input to send. */
export type Built = { ok: true; input: PromotionInput } | { ok: false; field: string };

/** Percent text ("12.5") → basis points (1250), read from the text; null if malformed. */
function bpOf(text: string): number | null {
  const m = /^(\d{1,4})(?:\.(\d{1,2}))?$/.exec(text.trim());
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
}
/** Tenths text ("3.5") → 35. */
function tenthsOf(text: string): number | null {
  const m = /^(\d{1,3})(?:\.(\d))?$/.exec(text.trim());
  return m ? Number(m[1]) * 10 + Number(m[2] ?? '0') : null;
}
const optInt = (text: string): number | undefined | null => {
  if (text.trim() === '') return undefined;
  return /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null;
};

function rewardOf(d: PromotionDraft): PromotionInput['reward'] | string {
  switch (d.rewardType) {
    case 'fixed': {
      const amount = minorOf(d.amount);
      return amount ? { type: 'fixed', amount } : 'amount';
    }
    case 'percent': {
      const percentBp = bpOf(d.percent);
      const cap = minorOf(d.cap);
      const minDeposit = minorOf(d.minDeposit || '0');
      if (!percentBp) return 'percent';
      if (!cap) return 'cap';
      if (minDeposit === null) return 'minDeposit';
      return { type: 'percent', percentBp, cap, minDeposit };
    }
    case 'streak': {
      const amounts = d.streak.split(',').map((s) => minorOf(s));
      if (amounts.length === 0 || amounts.some((a) => a === null)) return 'streak';
      return { type: 'streak', amounts: amounts as number[] };
    }
    case 'external': {
      try {
        const config = JSON.parse(d.externalConfig || '{}') as unknown;
        if (typeof config !== 'object' || config === null || Array.isArray(config)) return 'externalConfig';
        return { type: 'external', config: config as Record<string, unknown> };
      } catch {
        return 'externalConfig';
      }
    }
  }
}

function wageringOf(d: PromotionDraft): PromotionInput['wagering'] | string {
  if (!d.wagering) return null;
  const multiplierTenths = tenthsOf(d.multiplier);
  if (multiplierTenths === null) return 'multiplier';
  const weights: Record<string, number> = {};
  for (const c of GameCategories) {
    const v = d.weights[c]?.trim();
    if (!v) continue;
    if (!/^\d{1,3}$/.test(v) || Number(v) > 100) return 'weights';
    weights[c] = Number(v);
  }
  const defaultWeight = optInt(d.defaultWeight);
  if (defaultWeight === undefined || defaultWeight === null || defaultWeight > 100) return 'defaultWeight';
  return { multiplierTenths, base: d.wageringBase, weights, defaultWeight };
}

/** The editor's fields → the contract's input, checked by the contract's own schema (the server checks again). */
export function buildInput(d: PromotionDraft): Built {
  const reward = rewardOf(d);
  if (typeof reward === 'string') return { ok: false, field: reward };
  const wagering = wageringOf(d);
  if (typeof wagering === 'string') return { ok: false, field: wagering };
  const eligibility: PromotionInput['eligibility'] = {};
  const days = optInt(d.newPlayersDays);
  if (days === null) return { ok: false, field: 'newPlayersDays' };
  if (days !== undefined) eligibility.newPlayersDays = days;
  if (d.deposit) eligibility.deposit = d.deposit;
  const vip = intsOf(d.vipLevels);
  if (vip === null) return { ok: false, field: 'vipLevels' };
  if (vip.length) eligibility.vipLevels = vip;
  const labels = wordsOf(d.memberLabels);
  if (labels.length) eligibility.memberLabels = labels;
  const roots = intsOf(d.agentRoots);
  if (roots === null) return { ok: false, field: 'agentRoots' };
  if (roots.length) eligibility.agentRoots = roots;
  if (d.products.length) eligibility.products = d.products;
  const limits: PromotionInput['limits'] = {};
  for (const k of ['perDevice', 'perIp', 'claimHours'] as const) {
    const v = optInt(d[k]);
    if (v === null || v === 0) return { ok: false, field: k };
    if (v !== undefined) limits[k] = v;
  }
  if (d.budget.trim()) {
    const b = minorOf(d.budget);
    if (!b) return { ok: false, field: 'budget' };
    limits.budget = b;
  }
  const sort = /^-?\d{1,6}$/.test(d.sort.trim()) ? Number(d.sort.trim()) : null;
  if (sort === null) return { ok: false, field: 'sort' };
  for (const k of ['visibleFrom', 'activeFrom'] as const) if (!d[k]) return { ok: false, field: k };
  const input: PromotionInput = {
    code: d.code.trim(),
    kind: d.kind,
    category: d.category,
    content: d.content,
    visibleFrom: isoOf(d.visibleFrom) as string,
    visibleUntil: isoOf(d.visibleUntil),
    activeFrom: isoOf(d.activeFrom) as string,
    activeUntil: isoOf(d.activeUntil),
    eligibility,
    period: d.period,
    entryMode: d.entryMode,
    reward,
    wagering,
    limits,
    sort,
  };
  const parsed = PromotionInputSchema.safeParse(input);
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path ?? [];
    // content.vi.title → title; code → code: the first field the schema refuses.
    const field = String(path[0] === 'content' ? (path[2] ?? 'title') : (path[0] ?? 'code'));
    return { ok: false, field };
  }
  return { ok: true, input: parsed.data };
}
