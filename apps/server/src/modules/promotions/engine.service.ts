import { createHash } from 'node:crypto';
import type { LanguageCode, PromotionAction, PromotionView } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import { checkEligibility, type MemberFacts, memberFacts } from './eligibility.js';
import { nextStreakDay, rewardAmount } from './formulas.js';
import { periodOf, previousPeriod } from './periods.js';
import { findPromotion, listPromotions, type PromotionRow } from './promotions.repository.js';
import type { RewardCentre } from './rewards.service.js';
import { type EntryStatus, promotionStatus } from './status.js';
import { wageringText } from './wagering.rules.js';

/** Where a claim comes from: the per-IP / per-device limits and the operator's shared-claims view. */
export interface ClaimOrigin {
  ip: string | null;
  device: string | null;
}

/** Device = a hash of the x-device-id header the web keeps, or of the user agent without one. */
export function originOf(req: FastifyRequest): ClaimOrigin {
  const id = req.headers['x-device-id'];
  const raw = typeof id === 'string' && id.length > 0 ? `id:${id}` : `ua:${req.headers['user-agent'] ?? ''}`;
  return { ip: req.ip ?? null, device: createHash('sha256').update(raw).digest('hex').slice(0, 32) };
}

interface EntryRow {
  id: number;
  promotion_id: number;
  period_key: string;
  status: EntryStatus;
  streak: number;
  reason: string | null;
}

/** Kinds whose claim-mode reward is a fixed amount the member takes when eligible (no deposit, no job). */
const SELF_CLAIM_KINDS = new Set(['first_login', 'manual']);

/**
 * The player side of the engine: promotions with the member's status (status.ts decides), and the actions
 * join / apply / claim / signin, each taking the (promotion, member, period) entry in the paying
 * transaction — the UNIQUE key is what makes parallel claims pay once.
 */
export function createPromotionEngine(deps: {
  db: Db;
  clock: Clock;
  timeZone: string;
  rewards: RewardCentre;
  /** Told after a sign-in was taken (sign-in points); its failure never undoes the sign-in. */
  onSignedIn?: (memberId: number) => Promise<void>;
}) {
  const { db, clock, timeZone, rewards } = deps;

  const visibleNow = (p: PromotionRow, now: Date) =>
    p.enabled && p.visibleFrom <= now && (p.visibleUntil === null || p.visibleUntil > now);
  const activeNow = (p: PromotionRow, now: Date) =>
    p.enabled && p.activeFrom <= now && (p.activeUntil === null || p.activeUntil > now);
  const selfClaimable = (p: PromotionRow) => p.reward.type === 'fixed' && SELF_CLAIM_KINDS.has(p.kind);

  /** The member's state of several promotions in their current periods, read in four queries. */
  async function memberState(memberId: number, promos: PromotionRow[], now: Date) {
    const ids = promos.map((p) => p.id);
    const keys = promos.map((p) => periodOf(p.period, now, timeZone).key);
    const entries =
      ids.length === 0
        ? []
        : await db<EntryRow[]>`SELECT e.id, e.promotion_id, e.period_key, e.status, e.streak, e.reason
            FROM promotion_entries e
            JOIN unnest(${ids}::bigint[], ${keys}::text[]) AS k(pid, pkey) ON k.pid = e.promotion_id AND k.pkey = e.period_key
            WHERE e.member_id = ${memberId}`;
    const pending = await db<{ promotion_id: number }[]>`SELECT DISTINCT promotion_id FROM promotion_rewards
      WHERE member_id = ${memberId} AND status = 'claim' AND promotion_id IS NOT NULL
        AND (expires_at IS NULL OR expires_at > ${now})`;
    const wagering = await db<{ promotion_id: number; required: number; done: number }[]>`
      SELECT r.promotion_id, sum(w.required)::bigint AS required, sum(w.done)::bigint AS done
      FROM bonus_wagering w JOIN promotion_rewards r ON r.id = w.reward_id
      WHERE w.member_id = ${memberId} AND w.status = 'active' AND r.promotion_id IS NOT NULL GROUP BY r.promotion_id`;
    return {
      entries: new Map(entries.map((e) => [e.promotion_id, e])),
      pending: new Set(pending.map((r) => r.promotion_id)),
      wagering: new Map(wagering.map((w) => [w.promotion_id, w])),
    };
  }

  async function signinStreak(memberId: number, p: PromotionRow, now: Date, today: EntryRow | undefined) {
    if (p.entryMode !== 'signin' || p.reward.type !== 'streak') return null;
    let days = today?.status === 'signed' ? today.streak : 0;
    if (!today) {
      const prev = previousPeriod(p.period, now, timeZone);
      const [y] = prev
        ? await db<{ streak: number }[]>`SELECT streak FROM promotion_entries WHERE promotion_id = ${p.id}
            AND member_id = ${memberId} AND period_key = ${prev.key}`
        : [];
      days = y?.streak ?? 0;
    }
    return { days, signedToday: today?.status === 'signed', amounts: p.reward.amounts };
  }

  function baseView(
    p: PromotionRow,
    lang: LanguageCode,
    now: Date,
    detail: boolean,
  ): Omit<PromotionView, 'status' | 'action'> {
    const c = p.content[lang] ?? p.content.vi;
    const period = periodOf(p.period, now, timeZone);
    return {
      id: p.id,
      code: p.code,
      kind: p.kind,
      category: p.category,
      title: c.title,
      summary: c.summary,
      imageUrl: c.imageUrl,
      rulesHtml: detail ? c.rulesHtml : '',
      wageringText: wageringText(p.wagering, lang),
      period: p.period,
      entryMode: p.entryMode,
      activeFrom: p.activeFrom.toISOString(),
      activeUntil: p.activeUntil?.toISOString() ?? null,
      periodKey: period.key,
      periodEnd: period.end?.toISOString() ?? p.activeUntil?.toISOString() ?? null,
      rejectReason: null,
      progress: null,
      streak: null,
      reward: p.reward,
      wagering: p.wagering,
      eligibility: p.eligibility,
    };
  }

  async function views(memberId: number | null, promos: PromotionRow[], lang: LanguageCode, detail: boolean) {
    const now = clock.now();
    if (memberId === null) {
      return promos.map((p) => ({
        ...baseView(p, lang, now, detail),
        ...promotionStatus({
          now,
          enabled: p.enabled,
          activeFrom: p.activeFrom,
          activeUntil: p.activeUntil,
          entryMode: p.entryMode,
          eligible: true,
          entry: null,
          pendingReward: false,
          claimable: selfClaimable(p),
          wageringActive: false,
        }),
      }));
    }
    const [facts, state] = await Promise.all([memberFacts(db, memberId), memberState(memberId, promos, now)]);
    const out: PromotionView[] = [];
    for (const p of promos) {
      const entry = state.entries.get(p.id);
      const w = state.wagering.get(p.id);
      const eligible = facts ? checkEligibility(p.eligibility, facts, now) === null : false;
      const s = promotionStatus({
        now,
        enabled: p.enabled,
        activeFrom: p.activeFrom,
        activeUntil: p.activeUntil,
        entryMode: p.entryMode,
        eligible,
        entry: entry?.status ?? null,
        pendingReward: state.pending.has(p.id),
        claimable: selfClaimable(p) && eligible,
        wageringActive: w !== undefined,
      });
      out.push({
        ...baseView(p, lang, now, detail),
        ...s,
        rejectReason: entry?.status === 'rejected' ? entry.reason : null,
        progress: w ? { current: w.done, target: w.required } : null,
        streak: await signinStreak(memberId, p, now, entry),
      });
    }
    return out;
  }

  const inCategory = (category: string | undefined) => (p: PromotionRow) =>
    !category || category === 'all' || p.category === category;

  async function list(memberId: number | null, lang: LanguageCode, category?: string) {
    const promos = (await listPromotions(db, clock.now())).filter(inCategory(category));
    return { items: await views(memberId, promos, lang, false) };
  }

  async function visible(id: number): Promise<PromotionRow> {
    const p = await findPromotion(db, id);
    if (!p || !visibleNow(p, clock.now())) throw new AppError('promotion_not_found', 404, 'No such promotion');
    return p;
  }

  async function detail(memberId: number | null, id: number, lang: LanguageCode): Promise<PromotionView> {
    return (await views(memberId, [await visible(id)], lang, true))[0]!;
  }

  /** Spec §3 availablePromoCount: visible promotions whose action the member can take now. */
  async function summary(memberId: number) {
    const promos = await listPromotions(db, clock.now());
    const v = await views(memberId, promos, 'vi', false);
    return {
      availablePromoCount: v.filter((x) => x.action !== null).length,
      rewardCount: await rewards.count(memberId),
    };
  }

  /** Refuses an action the promotion does not offer the member now (nothing changes). */
  async function checkAction(memberId: number, p: PromotionRow, action: PromotionAction): Promise<MemberFacts> {
    const now = clock.now();
    if (!activeNow(p, now)) throw new AppError('promotion_outside_window', 422, 'The promotion is not running');
    const facts = await memberFacts(db, memberId);
    if (!facts) throw new AppError('promotion_not_eligible', 422, 'Not eligible', { reason: 'account' });
    const reason = checkEligibility(p.eligibility, facts, now);
    if (reason) throw new AppError('promotion_not_eligible', 422, 'Not eligible', { reason });
    const expected: Record<string, PromotionAction> = {
      join: 'join',
      apply: 'apply',
      claim: 'claim',
      signin: 'signin',
    };
    if (expected[p.entryMode] !== action) {
      throw new AppError('promotion_wrong_action', 422, `This promotion is entered by ${p.entryMode}`);
    }
    return facts;
  }

  /**
   * Takes the (promotion, member, period) entry inside tx, after the per-IP / per-device limits: the unique
   * key refuses a second one (parallel requests wait on the first and then find it taken).
   */
  async function takeEntry(
    tx: Tx,
    p: PromotionRow,
    memberId: number,
    periodKey: string,
    status: EntryStatus,
    origin: ClaimOrigin,
    extra: { streak?: number; note?: string } = {},
  ): Promise<number> {
    for (const [limit, value, column] of [
      [p.limits.perIp, origin.ip, 'ip'],
      [p.limits.perDevice, origin.device, 'device'],
    ] as const) {
      if (!limit || !value) continue;
      // Serialises claims sharing this IP/device in this period, so the count below cannot be raced past.
      await tx`SELECT pg_advisory_xact_lock(hashtext(${`promo-${column}:${p.id}:${periodKey}:${value}`}))`;
      const [row] = await tx<{ n: number }[]>`SELECT count(*)::int AS n FROM promotion_entries
        WHERE promotion_id = ${p.id} AND period_key = ${periodKey} AND ${tx(column)} = ${value} AND member_id <> ${memberId}`;
      if ((row?.n ?? 0) >= limit) {
        throw new AppError('promotion_shared_limit', 422, `Limit per ${column} reached`, { limit: column });
      }
    }
    const [entry] = await tx<
      { id: number }[]
    >`INSERT INTO promotion_entries (promotion_id, member_id, period_key, status,
        streak, note, ip, device, created_at)
      VALUES (${p.id}, ${memberId}, ${periodKey}, ${status}, ${extra.streak ?? 0}, ${extra.note ?? ''}, ${origin.ip},
        ${origin.device}, ${clock.now()})
      ON CONFLICT (promotion_id, member_id, period_key) DO NOTHING RETURNING id`;
    if (!entry) throw new AppError('promotion_already_claimed', 409, 'Already taken part in this period');
    return entry.id;
  }

  /** The promotion's budget (limits.budget) must hold this payout too; serialised on the promotion row. */
  async function checkBudget(tx: Tx, p: PromotionRow, amount: number): Promise<void> {
    if (!p.limits.budget) return;
    await tx`SELECT id FROM promotions WHERE id = ${p.id} FOR UPDATE`;
    const [row] = await tx<{ paid: number }[]>`SELECT COALESCE(sum(amount), 0)::bigint AS paid FROM promotion_rewards
      WHERE promotion_id = ${p.id} AND status IN ('claim', 'claimed')`;
    if ((row?.paid ?? 0) + amount > p.limits.budget) {
      throw new AppError('promotion_budget_spent', 422, 'The promotion budget is spent');
    }
  }

  const bonusKey = (p: PromotionRow, periodKey: string, memberId: number) => `${p.id}:${periodKey}:${memberId}`;

  async function join(memberId: number, id: number, origin: ClaimOrigin, lang: LanguageCode) {
    const p = await visible(id);
    await checkAction(memberId, p, 'join');
    const periodKey = periodOf(p.period, clock.now(), timeZone).key;
    await db.begin((tx) => takeEntry(tx, p, memberId, periodKey, 'joined', origin));
    return detail(memberId, id, lang);
  }

  async function apply(memberId: number, id: number, note: string, origin: ClaimOrigin, lang: LanguageCode) {
    const p = await visible(id);
    await checkAction(memberId, p, 'apply');
    const periodKey = periodOf(p.period, clock.now(), timeZone).key;
    await db.begin((tx) => takeEntry(tx, p, memberId, periodKey, 'applying', origin, { note }));
    return detail(memberId, id, lang);
  }

  /** Claim: a reward of this promotion waiting in the reward centre, or the promotion's own fixed reward. */
  async function claim(memberId: number, id: number, origin: ClaimOrigin, lang: LanguageCode) {
    const p = await visible(id);
    const now = clock.now();
    const [waiting] = await db<{ id: number }[]>`SELECT id FROM promotion_rewards WHERE member_id = ${memberId}
      AND promotion_id = ${p.id} AND status = 'claim' AND (expires_at IS NULL OR expires_at > ${now})
      ORDER BY id LIMIT 1`;
    if (waiting) {
      const reward = await rewards.claim(memberId, waiting.id, lang);
      return { promotion: await detail(memberId, id, lang), reward };
    }
    await checkAction(memberId, p, 'claim');
    if (!selfClaimable(p) || p.reward.type !== 'fixed') {
      throw new AppError('promotion_nothing_to_claim', 422, 'Nothing to claim yet');
    }
    const amount = p.reward.amount;
    const periodKey = periodOf(p.period, now, timeZone).key;
    await rewards.prepare(memberId);
    const rewardId = await db.begin(async (tx) => {
      const entryId = await takeEntry(tx, p, memberId, periodKey, 'claimed', origin);
      await checkBudget(tx, p, amount);
      const paid = await rewards.payReward(tx, {
        memberId,
        source: 'bonus',
        sourceKey: bonusKey(p, periodKey, memberId),
        amount,
        promotionId: p.id,
        periodKey,
      });
      await tx`UPDATE promotion_entries SET reward_id = ${paid.rewardId} WHERE id = ${entryId}`;
      return paid.rewardId;
    });
    const list = await rewards.list(memberId, { status: 'done', page: 1, pageSize: 20 }, lang);
    const reward = list.items.find((r) => r.id === rewardId)!;
    return { promotion: await detail(memberId, id, lang), reward };
  }

  /** Daily sign-in: today's entry (signed) with its streak day, paying that day's amount at once. */
  async function signin(memberId: number, id: number, origin: ClaimOrigin, lang: LanguageCode) {
    const p = await visible(id);
    await checkAction(memberId, p, 'signin');
    const now = clock.now();
    const periodKey = periodOf(p.period, now, timeZone).key;
    const prev = previousPeriod(p.period, now, timeZone);
    await rewards.prepare(memberId);
    const rewardId = await db.begin(async (tx) => {
      const [y] = prev
        ? await tx<{ streak: number }[]>`SELECT streak FROM promotion_entries WHERE promotion_id = ${p.id}
            AND member_id = ${memberId} AND period_key = ${prev.key}`
        : [];
      const day = nextStreakDay(y?.streak ?? null);
      const entryId = await takeEntry(tx, p, memberId, periodKey, 'signed', origin, { streak: day });
      const amount = rewardAmount(p.reward, { streakDay: day });
      if (amount <= 0) return null;
      await checkBudget(tx, p, amount);
      const paid = await rewards.payReward(tx, {
        memberId,
        source: 'bonus',
        sourceKey: bonusKey(p, periodKey, memberId),
        amount,
        promotionId: p.id,
        periodKey,
        details: { streakDay: day },
      });
      await tx`UPDATE promotion_entries SET reward_id = ${paid.rewardId} WHERE id = ${entryId}`;
      return paid.rewardId;
    });
    await deps.onSignedIn?.(memberId).catch(() => undefined);
    let reward = null;
    if (rewardId !== null) {
      const list = await rewards.list(memberId, { status: 'done', page: 1, pageSize: 20 }, lang);
      reward = list.items.find((r) => r.id === rewardId) ?? null;
    }
    return { promotion: await detail(memberId, id, lang), reward };
  }

  /**
   * A credited deposit (deposits' onCredited hook, after the ledger committed it; a retry repeats the call):
   * each active deposit bonus the member qualifies for pays (automatic), is offered to the reward centre
   * (claim), or pays a member who joined (join) — once per period by the entry, once per deposit by the
   * reward's source key. Never throws for business reasons: the deposit itself must not fail.
   */
  async function onDepositCredited(memberId: number, amount: number, depositRef: string): Promise<void> {
    const now = clock.now();
    const promos = (await listPromotions(db, now)).filter((p) => p.kind === 'deposit_bonus' && activeNow(p, now));
    if (promos.length === 0) return;
    const facts = await memberFacts(db, memberId);
    if (!facts) return;
    await rewards.prepare(memberId);
    const depositId = Number(depositRef.split(':')[1]);
    const [before] = await db<{ n: number }[]>`SELECT count(*)::int AS n FROM deposits WHERE member_id = ${memberId}
      AND status = 'succeeded' AND id <> ${Number.isSafeInteger(depositId) ? depositId : 0}`;
    for (const p of promos) {
      if (checkEligibility(p.eligibility, facts, now, before?.n ?? 0)) continue;
      const bonus = rewardAmount(p.reward, { deposit: amount });
      if (bonus <= 0) continue;
      const periodKey = periodOf(p.period, now, timeZone).key;
      const input = {
        memberId,
        source: 'bonus' as const,
        sourceKey: `deposit:${p.id}:${depositRef}`,
        amount: bonus,
        promotionId: p.id,
        periodKey,
        depositAmount: amount,
        details: { deposit: depositRef, depositAmount: amount },
      };
      try {
        await db.begin(async (tx) => {
          let entryId: number;
          if (p.entryMode === 'join') {
            const [e] = await tx<{ id: number }[]>`UPDATE promotion_entries SET status = 'claimed'
              WHERE promotion_id = ${p.id} AND member_id = ${memberId} AND period_key = ${periodKey}
                AND status = 'joined' RETURNING id`;
            if (!e) return;
            entryId = e.id;
          } else if (p.entryMode === 'automatic' || p.entryMode === 'claim') {
            const status = p.entryMode === 'claim' ? 'issued' : 'claimed';
            const [e] = await tx<{ id: number }[]>`INSERT INTO promotion_entries (promotion_id, member_id, period_key,
                status, created_at)
              VALUES (${p.id}, ${memberId}, ${periodKey}, ${status}, ${now})
              ON CONFLICT (promotion_id, member_id, period_key) DO NOTHING RETURNING id`;
            if (!e) return; // this period's bonus was given already (or this very deposit's, on a retry)
            entryId = e.id;
          } else {
            return;
          }
          await checkBudget(tx, p, bonus);
          const r = p.entryMode === 'claim' ? await rewards.offerReward(tx, input) : await rewards.payReward(tx, input);
          await tx`UPDATE promotion_entries SET reward_id = ${r.rewardId} WHERE id = ${entryId}`;
        });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
      }
    }
  }

  /**
   * The spec §9 first-login call: active first-login bonuses the member is eligible for are paid
   * (automatic) or offered to the reward centre (claim), once: their period is 'once' by the entry.
   */
  async function onFirstLogin(memberId: number, origin: ClaimOrigin): Promise<void> {
    const now = clock.now();
    const promos = (await listPromotions(db, now)).filter(
      (p) => p.kind === 'first_login' && activeNow(p, now) && (p.entryMode === 'automatic' || p.entryMode === 'claim'),
    );
    if (promos.length === 0) return;
    const facts = await memberFacts(db, memberId);
    if (!facts) return;
    await rewards.prepare(memberId);
    for (const p of promos) {
      if (p.reward.type !== 'fixed' || checkEligibility(p.eligibility, facts, now)) continue;
      const amount = p.reward.amount;
      const periodKey = periodOf(p.period, now, timeZone).key;
      try {
        await db.begin(async (tx) => {
          const status = p.entryMode === 'claim' ? 'issued' : 'claimed';
          const entryId = await takeEntry(tx, p, memberId, periodKey, status, origin);
          await checkBudget(tx, p, amount);
          const input = {
            memberId,
            source: 'bonus' as const,
            sourceKey: bonusKey(p, periodKey, memberId),
            amount,
            promotionId: p.id,
            periodKey,
          };
          const r = p.entryMode === 'claim' ? await rewards.offerReward(tx, input) : await rewards.payReward(tx, input);
          await tx`UPDATE promotion_entries SET reward_id = ${r.rewardId} WHERE id = ${entryId}`;
        });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
      }
    }
  }

  /** The notice list's promotion array (content module): the engine's visible promotions. */
  async function noticeSummaries(lang: LanguageCode) {
    const promos = await listPromotions(db, clock.now());
    return promos.map((p) => {
      const c = p.content[lang] ?? p.content.vi;
      return {
        id: p.id,
        title: c.title,
        imageUrl: c.imageUrl,
        content: c.rulesHtml,
        startTime: p.activeFrom.toISOString(),
        endTime: p.activeUntil?.toISOString() ?? null,
      };
    });
  }

  return { list, detail, summary, join, apply, claim, signin, onDepositCredited, onFirstLogin, noticeSummaries };
}
export type PromotionEngine = ReturnType<typeof createPromotionEngine>;
