import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { ClientSeedSchema } from './house.contract.js';
import { IdParams } from './path-params.js';
import { LanguageCodeSchema } from './system.contract.js';

/**
 * The raffle / lucky wheel (issue 16, spec §7 "raffle promotion (POST)"): a promotion of kind 'raffle'.
 * Members earn tickets in the promotion's period by credited deposits and by settled turnover (the ticket
 * rule); a spin spends one ticket and draws one prize, provably fair: the server commits to the next
 * server seed (its SHA-256 is shown before the spin), the draw is drawRafflePrize (packages/games) of that
 * seed, the member's client seed and nonce over the prizes' weights at the spin, and the spin reveals the
 * seed at once, so every spin in the history can be recomputed. Amounts are integer minor units.
 */

/** Stable codes of the raffle; the web translates each (errors.json). */
export const RaffleErrorCodes = [
  /** No raffle promotion with that id (or not visible). */
  'raffle_not_found',
  /** No ticket left in this period. */
  'raffle_no_tickets',
  /** The idempotency key was already used for a spin of another raffle. */
  'raffle_spin_conflict',
  /** Every prize of the wheel is out of stock. */
  'raffle_sold_out',
] as const;

/**
 * The ticket rule, kept in the promotion's reward formula `{ type: 'external', config }` and validated
 * here only: one ticket per `depositPer` credited in the period, plus one per `turnoverPer` of settled
 * valid turnover in the period (either may be absent, not both), at most `maxTickets` a period.
 */
export const RaffleTicketRuleSchema = z
  .object({
    depositPer: z.optional(z.int().check(z.minimum(1))),
    turnoverPer: z.optional(z.int().check(z.minimum(1))),
    maxTickets: z.optional(z.int().check(z.minimum(1), z.maximum(10_000))),
  })
  .check(
    z.refine((r) => r.depositPer !== undefined || r.turnoverPer !== undefined, {
      message: 'depositPer or turnoverPer is required',
    }),
  );
export type RaffleTicketRule = z.infer<typeof RaffleTicketRuleSchema>;

/** cash: credited at once; bonus: credited at once with the promotion's wagering; none: "better luck". */
export const RafflePrizeKinds = ['cash', 'bonus', 'none'] as const;
export const RafflePrizeKindSchema = z.enum(RafflePrizeKinds);
export type RafflePrizeKind = z.infer<typeof RafflePrizeKindSchema>;

/** One slice of the wheel, in wheel order. */
export const RafflePrizeSchema = z.object({
  id: z.int(),
  position: z.int(),
  kind: RafflePrizeKindSchema,
  amount: z.int(),
  /** Name in the request's language. */
  name: z.string(),
  weight: z.int(),
  /** Chance of this slice on the next spin, parts per million of the weight in stock (0 when out). */
  oddsPpm: z.int(),
  /** Left in stock; null: unlimited. */
  stock: z.nullable(z.int()),
});
export type RafflePrize = z.infer<typeof RafflePrizeSchema>;

/** The member's commitment for the next spin: SHA-256 of the next server seed, the client seed, the nonce. */
export const RaffleFairnessSchema = z.object({
  nextServerSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.int(),
});
export type RaffleFairness = z.infer<typeof RaffleFairnessSchema>;

export const RaffleTicketsSchema = z.object({
  /** Earned this period (capped by maxTickets), used, and left. */
  earned: z.int(),
  used: z.int(),
  available: z.int(),
  /** What earned them this period: credited deposits and settled valid turnover (VND). */
  deposited: z.int(),
  turnover: z.int(),
});
export type RaffleTickets = z.infer<typeof RaffleTicketsSchema>;

/** One played spin, with everything needed to recompute it (the seed is revealed by the spin itself). */
export const RaffleSpinSchema = z.object({
  id: z.int(),
  promotionId: z.int(),
  periodKey: z.string(),
  prize: z.object({ id: z.int(), kind: RafflePrizeKindSchema, amount: z.int(), name: z.string(), position: z.int() }),
  /** Index of the won slice in `weights` (wheel order). */
  prizeIndex: z.int(),
  /** The wheel's weights at the spin, in wheel order (0: out of stock). */
  weights: z.array(z.int()),
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.int(),
  /** The reward-centre entry that paid it (null for a 'none' slice). */
  rewardId: z.nullable(z.int()),
  createdAt: z.string(),
});
export type RaffleSpin = z.infer<typeof RaffleSpinSchema>;

export const RaffleStateSchema = z.object({
  promotionId: z.int(),
  title: z.string(),
  /** The period the tickets belong to, and its end (null: the raffle runs once). */
  periodKey: z.string(),
  periodEnd: z.nullable(z.string()),
  /** Within the promotion's active window: spins are possible. */
  active: z.boolean(),
  /** Why the caller may not spin this wheel (the promotion's eligibility: 'not_new', 'team', …), or null. */
  ineligible: z.nullable(z.string()),
  rule: z.object({
    depositPer: z.nullable(z.int()),
    turnoverPer: z.nullable(z.int()),
    maxTickets: z.nullable(z.int()),
  }),
  tickets: RaffleTicketsSchema,
  prizes: z.array(RafflePrizeSchema),
  fairness: RaffleFairnessSchema,
  /** The member's latest spins of this raffle, newest first. */
  recent: z.array(RaffleSpinSchema),
});
export type RaffleState = z.infer<typeof RaffleStateSchema>;

export const RaffleSpinAnswerSchema = z.object({
  spin: RaffleSpinSchema,
  tickets: RaffleTicketsSchema,
  fairness: RaffleFairnessSchema,
  /** True when this answer repeats a spin the same idempotency key already made. */
  replayed: z.boolean(),
});
export type RaffleSpinAnswer = z.infer<typeof RaffleSpinAnswerSchema>;

/** A slice as the operator writes it (wheel order = array order). */
export const RafflePrizeInputSchema = z.object({
  kind: RafflePrizeKindSchema,
  /** Minor units: > 0 for cash and bonus, 0 for 'none'. */
  amount: z.int().check(z.minimum(0), z.maximum(1_000_000_000_00)),
  names: z.object({
    vi: z.string().check(z.minLength(1), z.maxLength(40)),
    en: z.string().check(z.minLength(1), z.maxLength(40)),
  }),
  weight: z.int().check(z.minimum(0), z.maximum(1_000_000)),
  /** Left in stock; null: unlimited. */
  stock: z.nullable(z.int().check(z.minimum(0), z.maximum(1_000_000))),
});
export type RafflePrizeInput = z.infer<typeof RafflePrizeInputSchema>;

/** A slice as the operator sees it, with how many spins have won it. */
export const OperatorRafflePrizeSchema = z.extend(RafflePrizeInputSchema, {
  id: z.int(),
  position: z.int(),
  won: z.int(),
});

const LangQuery = { language: z._default(LanguageCodeSchema, 'vi') };
/** One key per press of Spin, chosen by the browser: a retried request plays the same spin once. */
export const RaffleSpinKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));

export const raffleContract = {
  state: defineEndpoint({
    method: 'GET',
    path: '/wps/member/promotions/:id/raffle',
    auth: 'token',
    summary: 'Lucky wheel: tickets this period, prizes with odds and stock, the next spin’s commitment, recent spins',
    tags: ['promotions'],
    params: IdParams,
    query: z.object(LangQuery),
    response: RaffleStateSchema,
  }),
  spin: defineEndpoint({
    method: 'POST',
    path: '/wps/member/promotions/:id/raffle/spin',
    auth: 'token',
    guarded: true,
    summary: 'Lucky wheel: spend one ticket and draw a prize (paid at once); the idempotency key spins once',
    tags: ['promotions'],
    params: IdParams,
    query: z.object(LangQuery),
    body: z.object({ idempotencyKey: RaffleSpinKeySchema }),
    response: RaffleSpinAnswerSchema,
  }),
  spins: defineEndpoint({
    method: 'GET',
    path: '/wps/member/promotions/:id/raffle/spins',
    auth: 'token',
    summary: 'Lucky wheel: the caller’s spins of this raffle, newest first (keyset: before = last id seen)',
    tags: ['promotions'],
    params: IdParams,
    query: z.object({
      ...LangQuery,
      before: z.optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(1)))),
      limit: z.optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(50)))),
    }),
    response: z.object({ items: z.array(RaffleSpinSchema) }),
  }),
  operatorPrizes: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/promotions/:id/raffle-prizes',
    auth: 'operator',
    summary: 'Lucky wheel (operator): the slices of a raffle promotion with stock and how often each was won',
    tags: ['promotions'],
    params: IdParams,
    response: z.object({ prizes: z.array(OperatorRafflePrizeSchema) }),
  }),
  operatorSetPrizes: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/promotions/:id/raffle-prizes',
    auth: 'operator',
    summary: 'Lucky wheel (operator): write the slices in wheel order (audited); a slice already won cannot be removed',
    tags: ['promotions'],
    params: IdParams,
    body: z.object({ prizes: z.array(RafflePrizeInputSchema).check(z.minLength(1), z.maxLength(24)) }),
    response: z.object({ prizes: z.array(OperatorRafflePrizeSchema) }),
  }),
  clientSeed: defineEndpoint({
    method: 'POST',
    path: '/wps/member/raffle/client-seed',
    auth: 'token',
    summary: 'Lucky wheel: set the client seed mixed into the caller’s next spins',
    tags: ['promotions'],
    body: z.object({ clientSeed: ClientSeedSchema }),
    response: RaffleFairnessSchema,
  }),
};
