import { agentContractsContract, type ContractKindName, type ContractTier } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { withPathParams } from '../../../shared/api/path-params';

/** Calls of the agent contracts API (/work/notes/agent-contracts-api.md); keys start with the token. */
const key = (token: string | null, ...rest: unknown[]) => ['agent', token, ...rest] as const;

export interface SettlementQuery {
  kind: ContractKindName;
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

export const settlementsQuery = (token: string | null, q: SettlementQuery) =>
  queryOptions({
    queryKey: key(token, 'settlements', q),
    queryFn: ({ signal }) =>
      request(agentContractsContract.settlements, {
        query: { kind: q.kind, from: q.from, to: q.to, page: String(q.page), pageSize: String(q.pageSize) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const incomeQuery = (token: string | null, range: { from: string; to: string }) =>
  queryOptions({
    queryKey: key(token, 'income', range),
    queryFn: ({ signal }) => request(agentContractsContract.income, { query: range, signal }),
    placeholderData: keepPreviousData,
  });

export const contractsQuery = (token: string | null, memberId?: number) =>
  queryOptions({
    queryKey: key(token, 'contracts', memberId ?? null),
    queryFn: ({ signal }) =>
      request(agentContractsContract.myContracts, {
        query: { memberId: memberId === undefined ? undefined : String(memberId) },
        signal,
      }),
  });

export const offerContract = (body: { memberId: number; kind: ContractKindName; tiers: ContractTier[] }) =>
  request(agentContractsContract.offer, { body });

export const answerOffer = (id: number, accept: boolean) =>
  request(withPathParams(accept ? agentContractsContract.accept : agentContractsContract.reject, { id }));
