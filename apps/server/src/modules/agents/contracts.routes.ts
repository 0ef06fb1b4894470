import { agentContractsContract as c } from '@app/contracts';
import type { CsvExporter } from '../../platform/http/csv-export.js';
import type { Route } from '../../platform/http/route.js';
import type { ContractsService } from './contracts.service.js';
import type { SettlementOperator } from './settlement.operator.js';
import type { SettlementRecords } from './settlement.records.js';
import { SETTLEMENTS_CSV_HEADER, settlementsCsvLine } from './settlements.csv.js';

/** Agent contracts (offer, accept, reject, view), settlement records / income, and the operator's side. */
export function registerContractRoutes(
  route: Route,
  s: { contracts: ContractsService; records: SettlementRecords; operator: SettlementOperator },
  csv: CsvExporter,
) {
  route(c.myContracts, ({ session, query }) => s.contracts.view(session, query.memberId));
  route(c.offer, ({ session, body }) => s.contracts.offer(session, body));
  route(c.accept, ({ session, params }) => s.contracts.decide(session, params.id, true));
  route(c.reject, ({ session, params }) => s.contracts.decide(session, params.id, false));
  route(c.settlements, ({ session, query }) => s.records.list(session, query));
  route(c.income, ({ session, query }) => s.records.income(session, query));
  route(c.operatorSettlements, ({ session, query }) => s.operator.list(session, query));
  route(c.operatorSettlementsCsv, ({ session, query, reply }) =>
    csv.send(reply, {
      name: 'agent-settlements',
      header: SETTLEMENTS_CSV_HEADER,
      line: settlementsCsvLine,
      batches: s.operator.csvBatches(session, query),
    }),
  );
  route(c.operatorDecideSettlement, ({ session, params, body }) => s.operator.decide(session, params.id, body.approve));
  route(c.operatorSetContract, ({ session, body }) => s.operator.setContract(session, body));
  route(c.operatorSettings, ({ session }) => s.operator.settings(session));
  route(c.operatorPutSettings, ({ session, body }) => s.operator.putSettings(session, body));
}
