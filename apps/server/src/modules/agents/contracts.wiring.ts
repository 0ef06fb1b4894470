import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import type { CsvExporter } from '../../platform/http/csv-export.js';
import type { Route } from '../../platform/http/route.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { LedgerService } from '../ledger/index.js';
import { registerContractRoutes } from './contracts.routes.js';
import { createContractsService } from './contracts.service.js';
import { registerSettlementJobs } from './settlement.jobs.js';
import { createSettlementOperator } from './settlement.operator.js';
import { createSettlementRecords } from './settlement.records.js';
import { createSettlementService } from './settlement.service.js';
import { createTreeOperatorService } from './tree.operator.js';
import { registerTreeOperatorRoutes } from './tree.operator.routes.js';

/** The agent contracts' part of the composition root (issue 15): contracts, settlement jobs, records. */
export function registerAgentContracts(ctx: {
  route: Route;
  jobs: JobQueue;
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  timeZone: string;
  csv: CsvExporter;
}) {
  const { db, clock, timeZone } = ctx;
  const contracts = createContractsService({ db, clock, timeZone });
  const records = createSettlementRecords({ db, clock, timeZone });
  const settlement = createSettlementService({ db, clock, ledger: ctx.ledger, timeZone });
  const operator = createSettlementOperator({ db, clock, settlement, contracts });
  registerContractRoutes(ctx.route, { contracts, records, operator }, ctx.csv);
  registerSettlementJobs(ctx.jobs, settlement);
  // The back office's agent tree and an agent's contracts (issue 19).
  registerTreeOperatorRoutes(ctx.route, createTreeOperatorService({ db, contractsOf: contracts.viewOf }));
  return { contracts, records, settlement };
}
