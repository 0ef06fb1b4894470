import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { IdParams } from './path-params.js';

/** Stable codes of the agent team, register centre, invites and the /join application; the web translates each. */
export const AgentTeamErrorCodes = [
  /** The caller is not an agent (type 1, 2, 41, 42). */
  'agent_only',
  /** The member is not in the caller's team (answered as 404, so ids outside the team reveal nothing). */
  'agent_not_in_team',
  /** A rate of the terms exceeds the upline's own rate of that kind (details: kind, max). */
  'agent_terms_exceed_upline',
  /** Terms not of the shape {kind: basis points 0–10000} or an unknown kind. */
  'agent_terms_invalid',
  /** An operator move would put a member under its own team. */
  'agent_move_cycle',
  'agent_invite_not_found',
  /** The caller already has an open application, or is an agent already. */
  'agent_application_exists',
  'agent_application_not_found',
  /** The application was already decided. */
  'agent_application_decided',
  /** A date range that is malformed, reversed or longer than allowed. */
  'agent_bad_range',
] as const;
export type AgentTeamErrorCode = (typeof AgentTeamErrorCodes)[number];

/** Kinds of contract rates (the four of spec §3); a rate is in basis points (1% = 100). */
export const AgentTermKinds = ['dividend', 'dailySalary', 'hourSalary', 'realtimeSalary'] as const;
export type AgentTermKind = (typeof AgentTermKinds)[number];
const Bps = z.int().check(z.minimum(0), z.maximum(10_000));
/** {kind: rate in basis points}; a kind left out is 0. */
export const AgentTermsSchema = z.partialRecord(z.enum(AgentTermKinds), Bps);
export type AgentTerms = z.infer<typeof AgentTermsSchema>;

const QueryInt = (min: number, max: number) => z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max)));
/** yyyy-MM-dd in the operator's time zone. */
const Day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const Paging = { page: z.optional(QueryInt(1, 100_000)), pageSize: z.optional(QueryInt(1, 100)) };

export const DownlineTypes = ['member', 'agent'] as const;

/** One step of the breadcrumb from the caller (depth 0) down to a downline. */
export const TeamPathStepSchema = z.object({ id: z.int(), account: z.string(), depth: z.int() });

export const DownlineSchema = z.object({
  id: z.int(),
  account: z.string(),
  kind: z.enum(DownlineTypes),
  type: z.int(),
  status: z.string(),
  /** Depth below the caller (1 = direct). */
  depth: z.int(),
  /** Direct downlines of this member. */
  directCount: z.int(),
  /** Everyone below this member, at any depth. */
  teamSize: z.int(),
  balance: z.int(),
  terms: AgentTermsSchema,
  createdAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
});
export type Downline = z.infer<typeof DownlineSchema>;

export const DownlineListSchema = z.object({
  /** From the caller (first) to the member whose direct downlines are listed (last). */
  path: z.array(TeamPathStepSchema),
  items: z.array(DownlineSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type DownlineList = z.infer<typeof DownlineListSchema>;

export const CreateDownlineSchema = z.object({
  username: z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9]{1,14}$/)),
  password: z.string().check(z.minLength(6), z.maxLength(64)),
  kind: z.enum(DownlineTypes),
  terms: AgentTermsSchema,
  nickname: z.optional(z.string().check(z.maxLength(30))),
});

export const InviteSchema = z.object({
  id: z.int(),
  code: z.string(),
  kind: z.enum(DownlineTypes),
  terms: AgentTermsSchema,
  note: z.string(),
  status: z.enum(['active', 'disabled']),
  uses: z.int(),
  /** Path and query of the registration link: /register?referralCode=<code> (the web prefixes its origin). */
  link: z.string(),
  /** QR code of the link as an SVG document (the web shows it as an image; it prefixes the origin itself). */
  qrSvg: z.string(),
  createdAt: z.string(),
});
export type AgentInvite = z.infer<typeof InviteSchema>;

export const MyTermsSchema = z.object({
  account: z.string(),
  terms: AgentTermsSchema,
  /** The upline's account, or null for a top agent. */
  upline: z.nullable(z.string()),
});

export const TeamFiguresSchema = z.object({
  /** Team size at the end of the period (everyone below the caller). */
  teamSize: z.int(),
  /** Accounts registered in the period. */
  newMembers: z.int(),
  /** Accounts with a settled bet in the period. */
  activeMembers: z.int(),
  deposits: z.int(),
  withdrawals: z.int(),
  /** Settled real-money stakes. */
  turnover: z.int(),
  /** Payouts of those bets. */
  wins: z.int(),
  /** turnover − wins: what the house won from the team. */
  net: z.int(),
});
export type TeamFigures = z.infer<typeof TeamFiguresSchema>;

export const TeamOverviewSchema = z.object({
  timezone: z.string(),
  today: TeamFiguresSchema,
  yesterday: TeamFiguresSchema,
  thisWeek: TeamFiguresSchema,
  thisMonth: TeamFiguresSchema,
  /** One point per day (operator's zone), oldest first, for the trend charts. */
  series: z.array(z.object({ day: z.string(), ...TeamFiguresSchema.shape })),
});
export type TeamOverview = z.infer<typeof TeamOverviewSchema>;

const RangeQuery = {
  from: z.optional(Day),
  to: z.optional(Day),
  /** Only this member of the team (with its own team when `withTeam`); default the whole team. */
  memberId: z.optional(QueryInt(1, Number.MAX_SAFE_INTEGER)),
  account: z.optional(z.string().check(z.maxLength(30))),
  ...Paging,
};

export const TeamBetSchema = z.object({
  id: z.string(),
  account: z.string(),
  source: z.enum(['vendor', 'house']),
  game: z.string(),
  stake: z.int(),
  win: z.int(),
  status: z.string(),
  createdAt: z.string(),
  settledAt: z.nullable(z.string()),
});
export const TeamBetsSchema = z.object({
  items: z.array(TeamBetSchema),
  total: z.int(),
  totals: z.object({ stake: z.int(), win: z.int(), net: z.int() }),
  page: z.int(),
  pageSize: z.int(),
});

export const TeamTransactionSchema = z.object({
  id: z.int(),
  account: z.string(),
  /** Ledger transfer kind (deposit, withdrawal, bet, transfer_upline, …). */
  kind: z.string(),
  /** Positive: into the member's cash; negative: out of it. */
  amount: z.int(),
  status: z.string(),
  createdAt: z.string(),
});
export const TeamTransactionsSchema = z.object({
  items: z.array(TeamTransactionSchema),
  total: z.int(),
  totals: z.object({ in: z.int(), out: z.int() }),
  page: z.int(),
  pageSize: z.int(),
});

export const JoinApplicationSchema = z.object({
  id: z.int(),
  account: z.string(),
  contact: z.string(),
  message: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.nullable(z.string()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type JoinApplication = z.infer<typeof JoinApplicationSchema>;

export const agentTeamContract = {
  myTerms: defineEndpoint({
    method: 'GET',
    path: '/wps/agent/terms',
    auth: 'token',
    summary: "The caller's own contract terms (the ceiling of what it can give a downline)",
    tags: ['agent'],
    response: MyTermsSchema,
  }),
  downlines: defineEndpoint({
    method: 'GET',
    path: '/wps/agent/team/downlines',
    auth: 'token',
    summary: 'Direct downlines of the caller or of a member of its team (drill-down), with the breadcrumb path',
    tags: ['agent'],
    query: z.object({
      parentId: z.optional(QueryInt(1, Number.MAX_SAFE_INTEGER)),
      /** Search by account name in the whole team (any depth) instead of one level. */
      search: z.optional(z.string().check(z.maxLength(30))),
      ...Paging,
    }),
    response: DownlineListSchema,
  }),
  downline: defineEndpoint({
    method: 'GET',
    path: '/wps/agent/team/downlines/:id',
    auth: 'token',
    summary: 'One member of the team with the breadcrumb from the caller',
    tags: ['agent'],
    params: IdParams,
    response: z.object({ member: DownlineSchema, path: z.array(TeamPathStepSchema) }),
  }),
  createDownline: defineEndpoint({
    method: 'POST',
    path: '/wps/agent/team/downlines',
    auth: 'token',
    guarded: true,
    summary: 'Register centre: create a direct downline (member or agent) with its terms',
    tags: ['agent'],
    body: CreateDownlineSchema,
    response: DownlineSchema,
  }),
  setDownlineTerms: defineEndpoint({
    method: 'PUT',
    path: '/wps/agent/team/downlines/:id/terms',
    auth: 'token',
    summary: "Change a direct downline's terms (never above the caller's own)",
    tags: ['agent'],
    params: IdParams,
    body: z.object({ terms: AgentTermsSchema }),
    response: DownlineSchema,
  }),
  invites: defineEndpoint({
    method: 'GET',
    path: '/wps/agent/invites',
    auth: 'token',
    summary: "The caller's invite links/codes with their QR codes",
    tags: ['agent'],
    response: z.array(InviteSchema),
  }),
  createInvite: defineEndpoint({
    method: 'POST',
    path: '/wps/agent/invites',
    auth: 'token',
    summary: 'Create an invite link/code carrying the new account kind and terms',
    tags: ['agent'],
    body: z.object({
      kind: z.enum(DownlineTypes),
      terms: AgentTermsSchema,
      note: z.optional(z.string().check(z.maxLength(60))),
    }),
    response: InviteSchema,
  }),
  disableInvite: defineEndpoint({
    method: 'DELETE',
    path: '/wps/agent/invites/:id',
    auth: 'token',
    summary: 'Disable one of the caller’s invites',
    tags: ['agent'],
    params: IdParams,
    response: InviteSchema,
  }),
  overview: defineEndpoint({
    method: 'GET',
    path: '/wps/agent/team/overview',
    auth: 'token',
    summary: 'Team overview: today, yesterday, this week, this month and a daily series (operator time zone)',
    tags: ['agent'],
    query: z.object({ days: z.optional(QueryInt(1, 92)) }),
    response: TeamOverviewSchema,
  }),
  bets: defineEndpoint({
    method: 'GET',
    path: '/wps/agent/team/bets',
    auth: 'token',
    summary: 'Team betting: bets of the team (or of one member of it) in a date range, paged, with totals',
    tags: ['agent'],
    query: z.object(RangeQuery),
    response: TeamBetsSchema,
  }),
  transactions: defineEndpoint({
    method: 'GET',
    path: '/wps/agent/team/transactions',
    auth: 'token',
    summary: 'Downline transaction details: ledger movements of the team in a date range, paged, with totals',
    tags: ['agent'],
    query: z.object(RangeQuery),
    response: TeamTransactionsSchema,
  }),
  apply: defineEndpoint({
    method: 'POST',
    path: '/wps/agent/join',
    auth: 'token',
    summary: 'The /join page: apply to become an agent',
    tags: ['agent'],
    body: z.object({
      contact: z.string().check(z.maxLength(100)),
      message: z.optional(z.string().check(z.maxLength(500))),
    }),
    response: JoinApplicationSchema,
  }),
  myApplication: defineEndpoint({
    method: 'GET',
    path: '/wps/agent/join',
    auth: 'token',
    summary: "The caller's latest agent application, if any",
    tags: ['agent'],
    response: z.nullable(JoinApplicationSchema),
  }),
  operatorApplications: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/agent-applications',
    auth: 'operator',
    summary: 'Agent applications (default pending first)',
    tags: ['operator', 'agent'],
    query: z.object({ status: z.optional(z.enum(['pending', 'approved', 'rejected'])), ...Paging }),
    response: z.object({ items: z.array(JoinApplicationSchema), total: z.int() }),
  }),
  operatorDecideApplication: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/agent-applications/:id/decision',
    auth: 'operator',
    summary: 'Approve (the account becomes an agent, type 1) or reject an application; audited',
    tags: ['operator', 'agent'],
    params: IdParams,
    body: z.object({
      approve: z.boolean(),
      reason: z.optional(z.string().check(z.maxLength(200))),
      terms: z.optional(AgentTermsSchema),
    }),
    response: JoinApplicationSchema,
  }),
  operatorMove: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/members/:id/upline',
    auth: 'operator',
    summary: 'Move a member (with its whole team) under another upline, or to the top (null); audited',
    tags: ['operator', 'agent'],
    params: IdParams,
    body: z.object({ uplineId: z.nullable(z.int().check(z.positive())) }),
    response: z.object({ id: z.int(), uplineId: z.nullable(z.int()), path: z.array(TeamPathStepSchema) }),
  }),
  operatorSetTerms: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/members/:id/agent-terms',
    auth: 'operator',
    summary: "Set an agent's terms (a top agent's ceiling; a downline's still never above its upline's); audited",
    tags: ['operator', 'agent'],
    params: IdParams,
    body: z.object({ terms: AgentTermsSchema }),
    response: MyTermsSchema,
  }),
};
