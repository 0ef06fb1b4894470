import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { IdParams } from './path-params.js';

/**
 * Agent contracts and settlements. Which kinds the site offers and which records pages show come from the
 * spec §3 consolidated settings, already served by GET /wps/system/setting/consolidated (system contract).
 */

/** Stable codes of agent contracts and settlements; the web translates each. */
export const AgentContractErrorCodes = [
  /** The offered tiers exceed the upline's own contract of that kind (details: kind). */
  'agent_contract_exceeds_upline',
  /** The site does not offer this kind (consolidated settings). */
  'agent_contract_kind_off',
  /** No such offer for the caller, or it was already decided. */
  'agent_contract_not_found',
  /** Tiers malformed: empty, more than 10, negative thresholds, rate outside 0–10000 bp. */
  'agent_contract_invalid',
] as const;
export type AgentContractErrorCode = (typeof AgentContractErrorCodes)[number];

export const ContractKinds = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export const ContractKindSchema = z.enum(ContractKinds);
export type ContractKindName = z.infer<typeof ContractKindSchema>;

const Minor = z.int().check(z.minimum(0));
/** A tier: every threshold must be met; rateBp in basis points (1 % = 100). Amounts in minor units. */
export const ContractTierSchema = z.object({
  minTurnover: Minor,
  minNetLoss: Minor,
  minActive: Minor,
  rateBp: z.int().check(z.minimum(0), z.maximum(10_000)),
});
export type ContractTier = z.infer<typeof ContractTierSchema>;
export const ContractTiersSchema = z.array(ContractTierSchema).check(z.minLength(1), z.maxLength(10));

export const AgentContractSchema = z.object({
  id: z.int(),
  agentId: z.int(),
  uplineId: z.nullable(z.int()),
  kind: ContractKindSchema,
  tiers: z.array(ContractTierSchema),
  status: z.enum(['offered', 'accepted', 'rejected', 'withdrawn']),
  /** Accepted: from the start of the period after acceptance. */
  effectiveFrom: z.nullable(z.string()),
  offeredAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type AgentContract = z.infer<typeof AgentContractSchema>;

export const ContractsViewSchema = z.object({
  /** Per kind: the contract in force now (null: none). */
  inForce: z.array(AgentContractSchema),
  /** Accepted but not yet in force (from the next period). */
  upcoming: z.array(AgentContractSchema),
  /** Offers waiting for the caller's answer. */
  offers: z.array(AgentContractSchema),
  /** Every contract of the member, newest first. */
  history: z.array(AgentContractSchema),
});
export type ContractsView = z.infer<typeof ContractsViewSchema>;

export const SettlementStatuses = ['pending', 'paid', 'rejected', 'carried_forward'] as const;
export const SettlementRecordSchema = z.object({
  id: z.int(),
  agentId: z.int(),
  account: z.string(),
  kind: ContractKindSchema,
  periodKey: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  amount: z.int(),
  status: z.enum(SettlementStatuses),
  awaitingApproval: z.boolean(),
  /** What produced the amount: team turnover, netLoss, active; carryIn/base (dividend); rateBp, tierIndex,
   * tier; gross (own terms on the whole team) and downlineGross (what direct downlines earn on theirs). */
  figures: z.record(z.string(), z.unknown()),
  carryOut: z.int(),
  createdAt: z.string(),
});
export type SettlementRecord = z.infer<typeof SettlementRecordSchema>;

/** Operator settings of the agent contracts (which kinds are offered/shown is the consolidated setting). */
const KindFlagsSchema = z.object({
  dividend: z.boolean(),
  daily: z.boolean(),
  hourly: z.boolean(),
  realtime: z.boolean(),
});
export const AgentContractSettingsSchema = z.object({
  /** Kinds whose records wait for an operator's approval before they are paid. */
  approval: KindFlagsSchema,
  dividendCycle: z.enum(['semimonthly', 'monthly']),
  /** A negative dividend period (the team won) carries into the next one (true) or is dropped (false). */
  carryForward: z.boolean(),
  /** Late bets still counted in a period for this long after it ends (ms, ≤ 1 day). */
  graceMs: z.int().check(z.minimum(0), z.maximum(86_400_000)),
  /** A team member is active in a period with at least this turnover (minor units). */
  activeMinTurnover: z.int().check(z.minimum(0)),
});
export type AgentContractSettingsValue = z.infer<typeof AgentContractSettingsSchema>;

const QueryInt = (min: number, max: number) => z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max)));
const Day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const agentContractsContract = {
  myContracts: defineEndpoint({
    method: 'GET',
    path: '/wps/agent/contracts',
    auth: 'token',
    summary: "The caller's contracts (in force, upcoming, offers waiting, history), or a team member's (memberId)",
    tags: ['agent'],
    query: z.object({ memberId: z.optional(QueryInt(1, Number.MAX_SAFE_INTEGER)) }),
    response: ContractsViewSchema,
  }),
  offer: defineEndpoint({
    method: 'POST',
    path: '/wps/agent/contracts/offer',
    auth: 'token',
    summary: 'Offer a contract of one kind to a direct downline (never above the caller’s own); replaces an open offer',
    tags: ['agent'],
    body: z.object({ memberId: z.int(), kind: ContractKindSchema, tiers: ContractTiersSchema }),
    response: AgentContractSchema,
  }),
  accept: defineEndpoint({
    method: 'POST',
    path: '/wps/agent/contracts/:id/accept',
    auth: 'token',
    summary: 'Accept an offer made to the caller (the spec’s processing/contract call); in force from the next period',
    tags: ['agent'],
    params: IdParams,
    response: AgentContractSchema,
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/wps/agent/contracts/:id/reject',
    auth: 'token',
    summary: 'Reject an offer made to the caller',
    tags: ['agent'],
    params: IdParams,
    response: AgentContractSchema,
  }),
  settlements: defineEndpoint({
    method: 'GET',
    path: '/wps/agent/settlements',
    auth: 'token',
    summary: 'Settlement records of one kind (dividend records, daily wages, hourly, real-time salary), with totals',
    tags: ['agent'],
    query: z.object({
      kind: ContractKindSchema,
      from: z.optional(Day),
      to: z.optional(Day),
      /** A member of the caller's team (default: the caller). */
      memberId: z.optional(QueryInt(1, Number.MAX_SAFE_INTEGER)),
      page: z.optional(QueryInt(1, 100_000)),
      pageSize: z.optional(QueryInt(1, 100)),
    }),
    response: z.object({
      items: z.array(SettlementRecordSchema),
      total: z.int(),
      totals: z.object({ amount: z.int(), paid: z.int(), pending: z.int() }),
    }),
  }),
  income: defineEndpoint({
    method: 'GET',
    path: '/wps/agent/income',
    auth: 'token',
    summary: "The caller's income from settlements per kind and per day in a date range (paid records)",
    tags: ['agent'],
    query: z.object({ from: z.optional(Day), to: z.optional(Day) }),
    response: z.object({
      total: z.int(),
      byKind: z.array(z.object({ kind: ContractKindSchema, amount: z.int(), records: z.int() })),
      byDay: z.array(z.object({ day: z.string(), amount: z.int() })),
    }),
  }),
  operatorSettlements: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/agent-settlements',
    auth: 'operator',
    summary: 'Agent settlement records (default: those awaiting approval first), by kind and status',
    tags: ['operator', 'agent'],
    query: z.object({
      kind: z.optional(ContractKindSchema),
      status: z.optional(z.enum(SettlementStatuses)),
      awaitingApproval: z.optional(z.enum(['true', 'false'])),
      page: z.optional(QueryInt(1, 100_000)),
      pageSize: z.optional(QueryInt(1, 100)),
    }),
    response: z.object({ items: z.array(SettlementRecordSchema), total: z.int() }),
  }),
  operatorSettlementsCsv: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/agent-settlements.csv',
    auth: 'operator',
    summary:
      'The settlement records of the list filters as CSV (text/csv, in the list order, at most 100,000 rows; amounts as 18000.50)',
    tags: ['operator', 'agent'],
    query: z.object({
      kind: z.optional(ContractKindSchema),
      status: z.optional(z.enum(SettlementStatuses)),
      awaitingApproval: z.optional(z.enum(['true', 'false'])),
    }),
    response: z.string(),
  }),
  operatorDecideSettlement: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/agent-settlements/:id/decision',
    auth: 'operator',
    summary: 'Approve (paid by the next run) or reject a record awaiting approval; audited',
    tags: ['operator', 'agent'],
    params: IdParams,
    body: z.object({ approve: z.boolean() }),
    response: z.object({ id: z.int(), status: z.enum(SettlementStatuses) }),
  }),
  operatorSetContract: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/agent-contracts',
    auth: 'operator',
    summary: "Set an agent's contract of one kind directly (a top agent's own); in force from the next period; audited",
    tags: ['operator', 'agent'],
    body: z.object({ agentId: z.int().check(z.positive()), kind: ContractKindSchema, tiers: ContractTiersSchema }),
    response: AgentContractSchema,
  }),
  operatorSettings: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/agent-contracts/settings',
    auth: 'operator',
    summary: 'Settlement settings: approval per kind, dividend cycle, carry-forward, grace window, active threshold',
    tags: ['operator', 'agent'],
    response: AgentContractSettingsSchema,
  }),
  operatorPutSettings: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/agent-contracts/settings',
    auth: 'operator',
    summary: 'Change the settlement settings; audited',
    tags: ['operator', 'agent'],
    body: AgentContractSettingsSchema,
    response: AgentContractSettingsSchema,
  }),
} as const;
