import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { IdParams } from './path-params.js';

/** Stable codes of the agent announcements, user P&L and agent domains; the web translates each. */
export const AgentReportErrorCodes = [
  /** No such announcement of the caller's (only its author deletes one). */
  'agent_announcement_not_found',
  /** A domain already belongs to another agent. */
  'agent_domain_taken',
] as const;
export type AgentReportErrorCode = (typeof AgentReportErrorCodes)[number];

const QueryInt = (min: number, max: number) => z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max)));
/** yyyy-MM-dd in the operator's time zone. */
const Day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const Paging = { page: z.optional(QueryInt(1, 100_000)), pageSize: z.optional(QueryInt(1, 100)) };

/** One member's own figures over the range (not its team's). profit = wins − turnover (negative: a loss). */
export const PnlFiguresSchema = z.object({
  deposits: z.int(),
  withdrawals: z.int(),
  turnover: z.int(),
  wins: z.int(),
  bets: z.int(),
  profit: z.int(),
});
export const PnlRowSchema = z.object({
  memberId: z.int(),
  account: z.string(),
  kind: z.enum(['member', 'agent']),
  /** Depth below the caller (1 = direct). */
  depth: z.int(),
  ...PnlFiguresSchema.shape,
});
export type PnlRow = z.infer<typeof PnlRowSchema>;
export const PnlListSchema = z.object({
  /** The range read, [from, to] local days. */
  from: z.string(),
  to: z.string(),
  items: z.array(PnlRowSchema),
  total: z.int(),
  totals: PnlFiguresSchema,
  page: z.int(),
  pageSize: z.int(),
});
export type PnlList = z.infer<typeof PnlListSchema>;

export const AgentAnnouncementSchema = z.object({
  id: z.int(),
  title: z.string(),
  body: z.string(),
  /** The upline agent who wrote it, or null for the platform (operator). */
  author: z.nullable(z.string()),
  /** Written by the caller (it may delete it). */
  mine: z.boolean(),
  createdAt: z.string(),
});
export type AgentAnnouncement = z.infer<typeof AgentAnnouncementSchema>;
export const AgentAnnouncementListSchema = z.object({
  items: z.array(AgentAnnouncementSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
const AnnouncementBody = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  body: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
});

/** A host name as a browser sends it (lower-cased by the server), without scheme, port or path. */
const Domain = z.string().check(z.trim(), z.regex(/^(?=.{3,253}$)([a-zA-Z0-9-]{1,63}\.)+[a-zA-Z]{2,63}$/));

export const agentReportsContract = {
  pnl: defineEndpoint({
    method: 'GET',
    path: '/wps/agent/team/pnl',
    auth: 'token',
    summary: "User P&L: each team member's own deposits, withdrawals, turnover, wins and profit over a date range",
    tags: ['agent'],
    query: z.object({
      from: z.optional(Day),
      to: z.optional(Day),
      /** Only this member of the team. */
      memberId: z.optional(QueryInt(1, Number.MAX_SAFE_INTEGER)),
      /** Accounts starting with this text, in the whole team. */
      account: z.optional(z.string().check(z.maxLength(30))),
      ...Paging,
    }),
    response: PnlListSchema,
  }),
  announcements: defineEndpoint({
    method: 'GET',
    path: '/wps/agent/announcements',
    auth: 'token',
    summary: "Announcements for the caller: the platform's to all agents and its uplines' to their teams, newest first",
    tags: ['agent'],
    query: z.object(Paging),
    response: AgentAnnouncementListSchema,
  }),
  postAnnouncement: defineEndpoint({
    method: 'POST',
    path: '/wps/agent/announcements',
    auth: 'token',
    summary: "Post an announcement to the caller's team (the agents below it)",
    tags: ['agent'],
    body: AnnouncementBody,
    response: AgentAnnouncementSchema,
  }),
  deleteAnnouncement: defineEndpoint({
    method: 'DELETE',
    path: '/wps/agent/announcements/:id',
    auth: 'token',
    summary: "Withdraw one of the caller's own announcements",
    tags: ['agent'],
    params: IdParams,
    response: AgentAnnouncementSchema,
  }),
  operatorPostAnnouncement: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/agent-announcements',
    auth: 'operator',
    summary: 'Post an announcement to every agent; audited',
    tags: ['operator', 'agent'],
    body: AnnouncementBody,
    response: AgentAnnouncementSchema,
  }),
  myDomains: defineEndpoint({
    method: 'GET',
    path: '/wps/agent/domains',
    auth: 'token',
    summary: "The caller's registered domains (a visitor arriving on one registers under the caller)",
    tags: ['agent'],
    response: z.object({ domains: z.array(z.string()) }),
  }),
  operatorSetDomains: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/members/:id/agent-domains',
    auth: 'operator',
    summary: "Set an agent's registered domains (replaces the list); audited",
    tags: ['operator', 'agent'],
    params: IdParams,
    body: z.object({ domains: z.array(Domain).check(z.maxLength(20)) }),
    response: z.object({ domains: z.array(z.string()) }),
  }),
};
