import { randomBytes } from 'node:crypto';
import {
  type LanguageCode,
  type RaffleFairness,
  type RaffleSpinAnswer,
  type RaffleState,
  type RaffleTicketRule,
  RaffleTicketRuleSchema,
} from '@app/contracts';
import { drawRafflePrize, generateServerSeed, hashServerSeed } from '@app/games';
import type { Clock } from '../../../platform/clock.js';
import type { Db, Queryable, Tx } from '../../../platform/db/connect.js';
import { AppError, businessRule } from '../../../platform/http/app-error.js';
import { liveWeight, toPrizes, toSpin } from './raffle.mappers.js';
import type { RafflePromotion, RafflePromotionsPort } from './raffle.port.js';
import {
  advanceSeed,
  budgetLeft,
  findSpinByRequest,
  insertSpin,
  listPrizes,
  listSpins,
  lockLimitedStock,
  type SeedRow,
  seedRow,
  setClientSeed,
  setSpinReward,
  takeStock,
} from './raffle.repository.js';
import { type PeriodWindow, ticketsOf } from './raffle.tickets.js';

const RECENT = 10;

/** A fresh commitment: a new secret server seed (CSPRNG) and its hash; a first client seed if none yet. */
const freshSeed = () => {
  const serverSeed = generateServerSeed();
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: randomBytes(8).toString('hex') };
};

const toFairness = (s: SeedRow): RaffleFairness => ({
  nextServerSeedHash: s.server_seed_hash,
  clientSeed: s.client_seed,
  nonce: s.next_nonce,
});

/**
 * The span whose deposits and turnover earn this period's tickets: the period, clipped to the raffle's
 * active window (a 'once' raffle's period has no bounds of its own; nothing before the start counts).
 */
function earningWindow(period: PeriodWindow, p: RafflePromotion): PeriodWindow {
  const start = new Date(Math.max(period.start.getTime(), p.activeFrom.getTime()));
  const ends = [period.end, p.activeUntil].filter((d): d is Date => d !== null);
  const end = ends.length ? new Date(Math.min(...ends.map((d) => d.getTime()))) : null;
  return { key: period.key, start, end };
}

const notFound = () => new AppError('raffle_not_found', 404, 'No such lucky wheel');

/** The ticket rule of a raffle promotion, validated here only; a malformed one is the operator's error. */
function ruleOf(p: RafflePromotion): RaffleTicketRule {
  const reward = p.reward as { type?: string; config?: unknown } | null;
  const parsed = RaffleTicketRuleSchema.safeParse(reward?.type === 'external' ? reward.config : undefined);
  if (!parsed.success) throw businessRule('promotion_invalid', 'The raffle has no valid ticket rule');
  return parsed.data;
}

/**
 * The lucky wheel: tickets per period, the draw, the payout. A spin runs in one transaction: the member's
 * seed row lock (one member's spins queue, so the ticket count cannot move under it; a replayed key is
 * answered from its stored spin), the wheel's limited slices locked in id order (stock is read, drawn
 * against and decremented under the lock, never below zero), the draw, the spin row, the payout through
 * promo-core's payReward (ledger kind raffle_prize, key promo:raffle_prize:<spin id>) and the next
 * commitment. Any failure rolls it all back: no ticket spent, no stock taken, nothing paid.
 */
export function createRaffle(deps: { db: Db; clock: Clock; promotions: RafflePromotionsPort }) {
  const { db, clock, promotions } = deps;

  async function raffle(id: number): Promise<RafflePromotion> {
    const p = await promotions.find(id);
    const now = clock.now();
    if (p?.kind !== 'raffle' || !p.enabled || p.visibleFrom > now || (p.visibleUntil && p.visibleUntil <= now))
      throw notFound();
    return p;
  }
  const isActive = (p: RafflePromotion, now: Date) => p.activeFrom <= now && (!p.activeUntil || now < p.activeUntil);

  async function fairness(q: Queryable, memberId: number) {
    return seedRow(q, memberId, freshSeed, clock.now(), false);
  }

  return {
    async state(memberId: number, id: number, lang: LanguageCode): Promise<RaffleState> {
      const p = await raffle(id);
      const rule = ruleOf(p);
      const now = clock.now();
      const period = earningWindow(promotions.periodOf(p.period, now), p);
      const [tickets, prizes, seed, recent, ineligible] = await Promise.all([
        ticketsOf(db, { promotionId: id, memberId, rule, period }),
        listPrizes(db, id),
        fairness(db, memberId),
        listSpins(db, { memberId, promotionId: id, before: null, limit: RECENT }),
        promotions.ineligible(db, memberId, p, now),
      ]);
      const budget = p.limits.budget === undefined ? Infinity : await budgetLeft(db, id, p.limits.budget, false);
      return {
        promotionId: id,
        title: p.titles[lang],
        periodKey: period.key,
        periodEnd: period.end?.toISOString() ?? null,
        active: isActive(p, now),
        ineligible,
        rule: {
          depositPer: rule.depositPer ?? null,
          turnoverPer: rule.turnoverPer ?? null,
          maxTickets: rule.maxTickets ?? null,
        },
        tickets,
        prizes: toPrizes(prizes, lang, budget),
        fairness: toFairness(seed),
        recent: recent.map((s) => toSpin(s, lang)),
      };
    },

    async spin(memberId: number, id: number, key: string, lang: LanguageCode): Promise<RaffleSpinAnswer> {
      const p = await raffle(id);
      const rule = ruleOf(p);
      await promotions.prepare(memberId);
      return db.begin(async (tx: Tx) => {
        const now = clock.now();
        const seed = await seedRow(tx, memberId, freshSeed, now, true);
        const done = await findSpinByRequest(tx, memberId, key);
        const period = earningWindow(promotions.periodOf(p.period, now), p);
        if (done) {
          if (Number(done.promotion_id) !== id)
            throw new AppError('raffle_spin_conflict', 409, 'The key was used for another raffle');
          const tickets = await ticketsOf(tx, { promotionId: id, memberId, rule, period });
          return { spin: toSpin(done, lang), tickets, fairness: toFairness(seed), replayed: true };
        }
        if (!isActive(p, now)) throw businessRule('promotion_outside_window', 'The raffle is not running now');
        const reason = await promotions.ineligible(tx, memberId, p, now);
        if (reason) throw businessRule('promotion_not_eligible', 'The member may not take part', { reason });
        const before = await ticketsOf(tx, { promotionId: id, memberId, rule, period });
        if (before.available < 1) throw businessRule('raffle_no_tickets', 'No ticket left this period');

        // A budget caps what the wheel pays in all: slices it can no longer pay weigh 0 (promotion row locked).
        const budget = p.limits.budget === undefined ? Infinity : await budgetLeft(tx, id, p.limits.budget, true);
        const stock = await lockLimitedStock(tx, id);
        const prizes = (await listPrizes(tx, id)).map((row) => {
          const s = stock.get(Number(row.id));
          return s === undefined ? row : { ...row, stock: s };
        });
        const weights = prizes.map((x) => liveWeight(x, budget));
        if (!weights.some((w) => w > 0)) throw businessRule('raffle_sold_out', 'Every prize is gone');
        const seeds = { serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: seed.next_nonce };
        const index = drawRafflePrize(seeds, weights);
        const prize = prizes[index]!;
        // Under the lock the slice drawn has stock (its weight was not 0); the guard makes that a fact.
        if (prize.stock !== null && !(await takeStock(tx, Number(prize.id))))
          throw new Error(`raffle ${id}: stock of prize ${prize.id} moved under its lock`);

        const spin = await insertSpin(tx, {
          promotion_id: id,
          member_id: memberId,
          period_key: period.key,
          request_id: key,
          server_seed: seed.server_seed,
          server_seed_hash: seed.server_seed_hash,
          client_seed: seed.client_seed,
          nonce: seed.next_nonce,
          prize_ids: prizes.map((x) => Number(x.id)),
          weights,
          prize_index: index,
          prize_id: Number(prize.id),
          prize_kind: prize.kind,
          amount: Number(prize.amount),
          created_at: now,
        });
        let rewardId: number | null = null;
        if (prize.kind !== 'none') {
          ({ rewardId } = await promotions.payReward(tx, {
            memberId,
            source: 'raffle_prize',
            sourceKey: String(spin.id),
            amount: Number(prize.amount),
            promotionId: id,
            periodKey: period.key,
            // A cash prize is cash; a bonus prize carries the promotion's wagering requirement.
            wagering: prize.kind === 'bonus' ? p.wagering : null,
            details: { spinId: Number(spin.id), prize: prize.names, nonce: spin.nonce },
          }));
          await setSpinReward(tx, Number(spin.id), rewardId);
        }
        const next = await advanceSeed(tx, memberId, freshSeed(), now);
        return {
          spin: toSpin({ ...spin, reward_id: rewardId, names: prize.names, position: prize.position }, lang),
          tickets: { ...before, used: before.used + 1, available: before.available - 1 },
          fairness: toFairness(next),
          replayed: false,
        };
      });
    },

    async spins(memberId: number, id: number, q: { before?: number; limit?: number; language: LanguageCode }) {
      await raffle(id);
      const rows = await listSpins(db, { memberId, promotionId: id, before: q.before ?? null, limit: q.limit ?? 20 });
      return { items: rows.map((s) => toSpin(s, q.language)) };
    },

    /** A new client seed mixes into the next spins; the committed server seed stays as it is. */
    async setClientSeed(memberId: number, clientSeed: string): Promise<RaffleFairness> {
      return db.begin(async (tx: Tx) => {
        await seedRow(tx, memberId, freshSeed, clock.now(), true);
        return toFairness(await setClientSeed(tx, memberId, clientSeed, clock.now()));
      });
    },
  };
}
export type Raffle = ReturnType<typeof createRaffle>;
