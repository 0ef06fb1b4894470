import type { AgentContractSettingsValue, ContractTier } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { notFound } from '../../platform/http/app-error.js';
import { offsetBatches } from '../../platform/http/csv-export.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { operatorActor, requireOperator, writeAudit } from '../operators/index.js';
import type { ContractsService } from './contracts.service.js';
import type { ContractKind } from './settlement.math.js';
import { type RecordRow, toRecord } from './settlement.records.js';
import type { SettlementService } from './settlement.service.js';
import { AGENT_CONTRACT_SETTINGS_KEY, loadAgentContractSettings } from './settlement.settings.js';

/** The filters of the operator's settlement list (and its CSV). */
export interface SettlementFilter {
  kind?: ContractKind;
  status?: string;
  awaitingApproval?: 'true' | 'false';
}

/** The operator's side of agent settlements: the approval queue, direct contracts, the settings. */
export function createSettlementOperator(deps: {
  db: Db;
  clock: Clock;
  settlement: SettlementService;
  contracts: ContractsService;
}) {
  const { db, clock } = deps;

  const whereOf = (f: SettlementFilter) => db`
      WHERE (${f.kind ?? null}::text IS NULL OR s.kind = ${f.kind ?? null})
        AND (${f.status ?? null}::text IS NULL OR s.status = ${f.status ?? null})
        AND (${f.awaitingApproval ?? null}::text IS NULL OR s.needs_approval = ${f.awaitingApproval === 'true'})`;
  // The list's order (awaiting approval first, newest first), id last so pages never overlap.
  const page = async (f: SettlementFilter, limit: number, offset: number) =>
    (
      await db<RecordRow[]>`
      SELECT s.*, m.account FROM agent_settlements s JOIN members m ON m.id = s.agent_id ${whereOf(f)}
       ORDER BY s.needs_approval DESC, s.id DESC LIMIT ${limit} OFFSET ${offset}`
    ).map(toRecord);

  async function list(session: SessionPrincipal | null, q: SettlementFilter & { page?: number; pageSize?: number }) {
    requireOperator(session);
    const pageSize = q.pageSize ?? 20;
    const items = await page(q, pageSize, ((q.page ?? 1) - 1) * pageSize);
    const [t] = await db<{ n: number }[]>`SELECT count(*)::int AS n FROM agent_settlements s ${whereOf(q)}`;
    return { items, total: t!.n };
  }

  /** The list's rows for its CSV (the same filters and order), in batches. */
  function csvBatches(session: SessionPrincipal | null, f: SettlementFilter) {
    requireOperator(session);
    return offsetBatches((limit, offset) => page(f, limit, offset));
  }

  async function decide(session: SessionPrincipal | null, id: number, approve: boolean) {
    const actor = operatorActor(requireOperator(session));
    if (!(await deps.settlement.decide(id, approve, actor))) throw notFound('No record awaiting approval');
    // An approved record is paid now rather than at the kind's next run (the ledger key keeps it once).
    const [row] = await db<{ kind: ContractKind }[]>`SELECT kind FROM agent_settlements WHERE id = ${id}`;
    if (approve && row) await deps.settlement.payPending(row.kind);
    const [after] = await db<{ status: 'pending' | 'paid' | 'rejected' | 'carried_forward' }[]>`
      SELECT status FROM agent_settlements WHERE id = ${id}`;
    return { id, status: after!.status };
  }

  async function setContract(
    session: SessionPrincipal | null,
    b: { agentId: number; kind: ContractKind; tiers: ContractTier[] },
  ) {
    const actor = operatorActor(requireOperator(session));
    const [m] = await db`SELECT 1 FROM members WHERE id = ${b.agentId} AND type IN (1, 2, 41, 42)`;
    if (!m) throw notFound('No such agent');
    return deps.contracts.operatorSet(b.agentId, b.kind, b.tiers, actor);
  }

  async function settings(session: SessionPrincipal | null) {
    requireOperator(session);
    return loadAgentContractSettings(db);
  }

  async function putSettings(session: SessionPrincipal | null, value: AgentContractSettingsValue) {
    const actor = operatorActor(requireOperator(session));
    const before = await loadAgentContractSettings(db);
    await db.begin(async (tx) => {
      await tx`INSERT INTO settings (key, value, updated_at) VALUES (${AGENT_CONTRACT_SETTINGS_KEY}, ${tx.json(value as never)}, ${clock.now()})
               ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`;
      await writeAudit(tx, { at: clock.now(), actor, action: 'agent_contracts.settings', before, after: value });
    });
    return value;
  }

  return { list, csvBatches, decide, setContract, settings, putSettings };
}
export type SettlementOperator = ReturnType<typeof createSettlementOperator>;
