import { type AgentTerms, agentTeamContract, transfersContract } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { withPathParams } from '../../../shared/api/path-params';

/**
 * Calls of the agent team API (/work/notes/agent-team-api.md). Query keys start with the session token,
 * so another account never sees the previous one's team from the cache.
 */
const key = (token: string | null, ...rest: unknown[]) => ['agent', token, ...rest] as const;

export const overviewQuery = (token: string | null, days: number) =>
  queryOptions({
    queryKey: key(token, 'overview', days),
    queryFn: ({ signal }) => request(agentTeamContract.overview, { query: { days: String(days) }, signal }),
  });

export interface DownlineQuery {
  parentId?: number;
  search?: string;
  page: number;
  pageSize: number;
}
export const downlinesQuery = (token: string | null, q: DownlineQuery) =>
  queryOptions({
    queryKey: key(token, 'downlines', q),
    queryFn: ({ signal }) =>
      request(agentTeamContract.downlines, {
        query: {
          parentId: q.parentId === undefined ? undefined : String(q.parentId),
          search: q.search || undefined,
          page: String(q.page),
          pageSize: String(q.pageSize),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const myTermsQuery = (token: string | null) =>
  queryOptions({
    queryKey: key(token, 'terms'),
    queryFn: ({ signal }) => request(agentTeamContract.myTerms, { signal }),
    staleTime: 60_000,
  });

export const invitesQuery = (token: string | null) =>
  queryOptions({
    queryKey: key(token, 'invites'),
    queryFn: ({ signal }) => request(agentTeamContract.invites, { signal }),
  });

export interface RangeListQuery {
  from: string;
  to: string;
  account?: string;
  page: number;
  pageSize: number;
}
const rangeQuery = (q: RangeListQuery) => ({
  from: q.from,
  to: q.to,
  account: q.account || undefined,
  page: String(q.page),
  pageSize: String(q.pageSize),
});

export const teamBetsQuery = (token: string | null, q: RangeListQuery) =>
  queryOptions({
    queryKey: key(token, 'bets', q),
    queryFn: ({ signal }) => request(agentTeamContract.bets, { query: rangeQuery(q), signal }),
    placeholderData: keepPreviousData,
  });

export const teamTransactionsQuery = (token: string | null, q: RangeListQuery) =>
  queryOptions({
    queryKey: key(token, 'transactions', q),
    queryFn: ({ signal }) => request(agentTeamContract.transactions, { query: rangeQuery(q), signal }),
    placeholderData: keepPreviousData,
  });

export const createDownline = (body: {
  username: string;
  password: string;
  kind: 'member' | 'agent';
  terms: AgentTerms;
}) => request(agentTeamContract.createDownline, { body });

export const createInvite = (body: { kind: 'member' | 'agent'; terms: AgentTerms; note?: string }) =>
  request(agentTeamContract.createInvite, { body });

export const disableInvite = (id: number) => request(withPathParams(agentTeamContract.disableInvite, { id }));

export const setDownlineTerms = (id: number, terms: AgentTerms) =>
  request(withPathParams(agentTeamContract.setDownlineTerms, { id }), { body: { terms } });

/** The existing transfer to a direct downline (modules/transfers): payment password, idempotent by key. */
export const transferToDownline = (body: {
  memberId: number;
  amount: number;
  paymentPassword: string;
  idempotencyKey: string;
}) => request(transfersContract.toDownline, { body });
