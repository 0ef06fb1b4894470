import { agentContractsContract as c } from '@app/contracts';
import type { Route } from '../../platform/http/route.js';
import type { ContractsService } from './contracts.service.js';
import type { SettlementRecords } from './settlement.records.js';

/** Agent contracts (offer, accept, reject, view) and settlement records / income. */
export function registerContractRoutes(route: Route, s: { contracts: ContractsService; records: SettlementRecords }) {
  route(c.myContracts, ({ session, query }) => s.contracts.view(session, query.memberId));
  route(c.offer, ({ session, body }) => s.contracts.offer(session, body));
  route(c.accept, ({ session, params }) => s.contracts.decide(session, params.id, true));
  route(c.reject, ({ session, params }) => s.contracts.decide(session, params.id, false));
  route(c.settlements, ({ session, query }) => s.records.list(session, query));
  route(c.income, ({ session, query }) => s.records.income(session, query));
}
