import { agentReportsContract } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { withPathParams } from '../../../shared/api/path-params';
import type { RangeListQuery } from './agent-team.api';

/** Calls of the agent reports API (packages/contracts agent-reports.contract.ts); keys start with the token. */
const key = (token: string | null, ...rest: unknown[]) => ['agent', token, ...rest] as const;

export const pnlQuery = (token: string | null, q: RangeListQuery) =>
  queryOptions({
    queryKey: key(token, 'pnl', q),
    queryFn: ({ signal }) =>
      request(agentReportsContract.pnl, {
        query: {
          from: q.from,
          to: q.to,
          account: q.account || undefined,
          page: String(q.page),
          pageSize: String(q.pageSize),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const announcementsQuery = (token: string | null, page: number, pageSize: number) =>
  queryOptions({
    queryKey: key(token, 'announcements', page, pageSize),
    queryFn: ({ signal }) =>
      request(agentReportsContract.announcements, {
        query: { page: String(page), pageSize: String(pageSize) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const postAnnouncement = (body: { title: string; body: string }) =>
  request(agentReportsContract.postAnnouncement, { body });

export const deleteAnnouncement = (id: number) =>
  request(withPathParams(agentReportsContract.deleteAnnouncement, { id }));
