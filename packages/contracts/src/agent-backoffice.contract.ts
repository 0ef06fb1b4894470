import { z } from 'zod/mini';
import { ContractsViewSchema } from './agent-contracts.contract.js';
import { DownlineListSchema } from './agent-team.contract.js';
import { defineEndpoint } from './endpoint.js';
import { IdParams } from './path-params.js';

const QueryInt = (min: number, max: number) => z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max)));

/**
 * The back office's read side of the agent tree (issue 19): what the agent centre shows an agent of its own
 * team, for the whole site. Changes go through the existing operator routes (move upline, terms, contracts).
 */
export const agentBackofficeContract = {
  tree: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/agents/tree',
    auth: 'operator',
    summary:
      'The agent tree: the top agents (no parentId), the direct downlines of parentId with the path from its top ' +
      "agent, or accounts starting with `search` anywhere (path empty). Depth counts from the top. 'not_found'.",
    tags: ['operator', 'agent'],
    query: z.object({
      parentId: z.optional(QueryInt(1, Number.MAX_SAFE_INTEGER)),
      search: z.optional(z.string().check(z.trim(), z.maxLength(30))),
      page: z.optional(QueryInt(1, 100_000)),
      pageSize: z.optional(QueryInt(1, 100)),
    }),
    response: DownlineListSchema,
  }),
  contracts: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/agents/:id/contracts',
    params: IdParams,
    auth: 'operator',
    summary:
      "An agent's contracts: in force per kind, accepted for the next period, open offers, history. 'not_found'.",
    tags: ['operator', 'agent'],
    response: ContractsViewSchema,
  }),
  domains: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/members/:id/agent-domains',
    params: IdParams,
    auth: 'operator',
    summary: "An agent's registered domains (replaced by PUT on the same path). 'not_found'.",
    tags: ['operator', 'agent'],
    response: z.object({ domains: z.array(z.string()) }),
  }),
};
