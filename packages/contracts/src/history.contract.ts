import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';

/** Stable codes of history and reports. */
export const HistoryErrorCodes = ['history_range_invalid', 'need_true_account'] as const;
export type HistoryErrorCode = (typeof HistoryErrorCodes)[number];

/** Filter groups of the transaction history; each covers some ledger transfer kinds. */
export const TransactionTypes = [
  'deposit',
  'withdrawal',
  'transfer',
  'vendor',
  'game',
  'bonus',
  'adjustment',
  'agent',
  'other',
] as const;
export const TransactionTypeSchema = z.enum(TransactionTypes);
export type TransactionType = z.infer<typeof TransactionTypeSchema>;

const QueryInt = (min: number, max: number) => z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max)));
/** A calendar day (yyyy-MM-dd) in the operator's time zone. */
const Day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const TransactionSchema = z.object({
  id: z.int(),
  type: TransactionTypeSchema,
  /** The ledger kind ('deposit', 'withdrawal', 'transfer_upline', 'vendor_in', 'bet', …). */
  kind: z.string(),
  /** Minor units, from the main wallet's side: positive = in, negative = out. */
  amount: z.int(),
  /** 'posted', 'pending' (held), 'voided' (released). */
  status: z.enum(['posted', 'pending', 'voided']),
  reference: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Transaction = z.infer<typeof TransactionSchema>;

export const ProfitLineSchema = z.object({
  /** Stakes (minor units). */
  bet: z.int(),
  /** Payouts (minor units). */
  win: z.int(),
  /** win − bet: the member's profit (negative = loss). */
  profit: z.int(),
});

export const ProfitReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  total: ProfitLineSchema,
  days: z.array(z.extend(ProfitLineSchema, { date: z.string() })),
  products: z.array(z.extend(ProfitLineSchema, { product: z.string() })),
  /**
   * Promotion payouts in the range (bonus, rebate, cashback, raffle prizes) net of forfeits and reversals
   * (minor units): money the games' profit above does not include.
   */
  bonus: z.int(),
});
export type ProfitReport = z.infer<typeof ProfitReportSchema>;

const Range = { from: z.optional(Day), to: z.optional(Day) };

export const historyContract = {
  transactions: defineEndpoint({
    method: 'GET',
    path: '/wps/member/transactions',
    auth: 'token',
    guarded: true,
    summary: "The caller's main-wallet transactions, newest first (filters: type, days from/to inclusive; paged)",
    tags: ['history'],
    query: z.object({
      type: z.optional(TransactionTypeSchema),
      ...Range,
      page: z._default(QueryInt(1, 100_000), 1),
      pageSize: z._default(QueryInt(1, 100), 20),
    }),
    response: z.object({ items: z.array(TransactionSchema), total: z.int(), page: z.int(), pageSize: z.int() }),
  }),
  profit: defineEndpoint({
    method: 'GET',
    path: '/wps/member/profit',
    auth: 'token',
    guarded: true,
    summary: "The caller's profit and loss by day and by product (game transfers; days from/to inclusive)",
    tags: ['history'],
    query: z.object(Range),
    response: ProfitReportSchema,
  }),
};
