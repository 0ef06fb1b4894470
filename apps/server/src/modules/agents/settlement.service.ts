import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/connect.js';
import type { LedgerService } from '../ledger/index.js';
import { TERM_KIND } from './contracts.repository.js';
import { CONTRACT_KINDS, type ContractKind, type SettleNode, settleTree, type Tier } from './settlement.math.js';
import { lastClosedPeriod, type Period, periodAt } from './settlement.periods.js';
import {
  type AgentContractSettings,
  ledgerKindOf,
  loadAgentContractSettings,
  loadKindFlags,
} from './settlement.settings.js';

/** The ledger key that makes a settlement pay once per (agent, kind, period), on any node, after any crash. */
export const payKey = (agentId: number, kind: ContractKind, periodKey: string) =>
  `agent-pay:${agentId}:${kind}:${periodKey}`;

/** How many missed periods a run settles after downtime (a day of real-time and hourly, a month of daily). */
const CATCH_UP: Record<ContractKind, number> = { realtime: 288, hourly: 48, daily: 31, dividend: 2 };

interface MeasuredRow {
  agent_id: string;
  contract_id: string | null;
  tiers: Tier[];
  upline_id: string | null;
  turnover: string;
  net_loss: string;
  active: number;
  carry_in: string | null;
}

/**
 * Settles agent contracts: measures each contract holder's team for a closed period (settled VND wagers of
 * the view settled_wagers, i.e. vendor rounds and the house's dice and lottery draws, over the closure table
 * agent_team), applies tiers and level difference, stores one record per (agent, kind,
 * period) and pays the pending ones through the ledger. Every step is idempotent: measuring a period is
 * done once (agent_settlement_runs, under an advisory lock), payment is keyed by payKey, and a run that
 * stops midway leaves records 'pending' that the next run pays.
 */
export function createSettlementService(deps: {
  db: Db;
  clock: Clock;
  ledger: Pick<LedgerService, 'prepare' | 'transferInTx'>;
  timeZone: string;
  /** Records paid per transaction (tests make it small to stop a run midway). */
  payBatch?: number;
}) {
  const { db, clock, ledger } = deps;
  const PAY_BATCH = deps.payBatch ?? 500;

  /** Measures and records one period (no-op when already measured). Returns the records written. */
  async function measure(period: Period, s: AgentContractSettings): Promise<number> {
    return (await db.begin(async (tx) => {
      await tx`SELECT pg_advisory_xact_lock(hashtext(${`agent-settle:${period.kind}:${period.key}`}))`;
      const [done] =
        await tx`SELECT 1 FROM agent_settlement_runs WHERE kind = ${period.kind} AND period_key = ${period.key}`;
      if (done) return 0;
      const rows = await measureRows(tx, period, s.activeMinTurnover);
      const nodes: (SettleNode & { contractId: number | null })[] = rows.map((r) => ({
        agentId: Number(r.agent_id),
        parentId: r.upline_id === null ? null : Number(r.upline_id),
        contractId: r.contract_id === null ? null : Number(r.contract_id),
        tiers: r.tiers,
        figures: { turnover: Number(r.turnover), netLoss: Number(r.net_loss), active: r.active },
        carryIn: r.carry_in === null ? 0 : Number(r.carry_in),
      }));
      const lines = settleTree(period.kind, nodes, { carryForward: s.carryForward });
      const byAgent = new Map(nodes.map((n) => [n.agentId, n]));
      const now = clock.now();
      // A holder whose team did nothing, with nothing carried, gets no record (real-time runs every 5 minutes).
      const idle = (l: (typeof lines)[number]) => {
        const n = byAgent.get(l.agentId)!;
        return l.amount === 0 && l.carryOut === 0 && !n.carryIn && n.figures.turnover === 0 && n.figures.netLoss === 0;
      };
      const records = lines
        .filter((l) => !idle(l))
        .map((l) => {
          const n = byAgent.get(l.agentId)!;
          const status = l.amount > 0 ? 'pending' : l.carryOut < 0 ? 'carried_forward' : 'paid';
          return {
            agent_id: l.agentId,
            contract_id: n.contractId,
            figures: JSON.stringify({
              ...n.figures,
              source: n.contractId === null ? 'terms' : 'contract',
              carryIn: n.carryIn ?? 0,
              base: l.base,
              rateBp: l.rateBp,
              tierIndex: l.tierIndex,
              tier: l.tierIndex === null ? null : n.tiers[l.tierIndex],
              gross: l.gross,
              downlineGross: l.downlineGross,
            }),
            amount: l.amount,
            carry_out: l.carryOut,
            status,
            needs_approval: status === 'pending' && s.approval[period.kind],
          };
        });
      for (let i = 0; i < records.length; i += 5000) {
        const part = records.slice(i, i + 5000);
        await tx`
          INSERT INTO agent_settlements (agent_id, kind, period_key, period_start, period_end, contract_id, figures,
                                         amount, carry_out, status, needs_approval, created_at)
          SELECT a, ${period.kind}, ${period.key}, ${period.start}, ${period.end}, c, f::jsonb, amt, co, st, na::boolean, ${now}
            FROM unnest(${part.map((r) => r.agent_id)}::bigint[], ${part.map((r) => r.contract_id)}::bigint[],
                        ${part.map((r) => r.figures)}::text[], ${part.map((r) => r.amount)}::bigint[],
                        ${part.map((r) => r.carry_out)}::bigint[], ${part.map((r) => r.status)}::text[],
                        ${part.map((r) => String(r.needs_approval))}::text[]) AS x(a, c, f, amt, co, st, na)
          ON CONFLICT (agent_id, kind, period_key) DO NOTHING`;
      }
      await tx`INSERT INTO agent_settlement_runs (kind, period_key, measured_at, agents, period_end)
               VALUES (${period.kind}, ${period.key}, ${now}, ${records.length}, ${period.end})`;
      return records.length;
    })) as number;
  }

  /** Each holder of a contract in force at the period's start, with its whole team's figures. */
  function measureRows(tx: Tx, p: Period, activeMin: number) {
    return tx<MeasuredRow[]>`
      WITH contracted AS (
        SELECT DISTINCT ON (c.agent_id) c.agent_id, c.id AS contract_id, c.tiers
          FROM agent_contracts c
         WHERE c.kind = ${p.kind} AND c.status = 'accepted' AND c.effective_from <= ${p.start}
         ORDER BY c.agent_id, c.effective_from DESC, c.id DESC
      ), holders AS (
        SELECT agent_id, contract_id, tiers FROM contracted
        UNION ALL
        -- Flat terms given at creation (agent_terms) apply until a contract of the kind is in force.
        SELECT t.member_id, NULL::bigint,
               jsonb_build_array(jsonb_build_object('minTurnover', 0, 'minNetLoss', 0, 'minActive', 0,
                                                    'rateBp', (t.terms ->> ${TERM_KIND[p.kind]})::int))
          FROM agent_terms t
         WHERE (t.terms ->> ${TERM_KIND[p.kind]})::int > 0 AND t.updated_at <= ${p.start}
           AND NOT EXISTS (SELECT 1 FROM contracted c WHERE c.agent_id = t.member_id)
      ), per_member AS (
        SELECT member_id, sum(turnover) AS turnover, sum(net_loss) AS net_loss
          FROM (
            -- Every settled wager once, vendor rounds and the house's dice and lottery draws alike (0195).
            SELECT member_id, valid_turnover AS turnover, stake - win AS net_loss
              FROM settled_wagers
             WHERE unit = 'VND' AND settled_at >= ${p.start} AND settled_at < ${p.end}
            ${
              // Dividends: bonuses and rebates paid to the team in the period lower its net loss.
              p.kind === 'dividend'
                ? tx`UNION ALL
                     SELECT a.owner_member_id, 0, -t.amount
                       FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id
                      WHERE t.kind IN ('bonus', 'rebate') AND t.status = 'posted' AND a.unit = 'VND'
                        AND a.owner_member_id IS NOT NULL AND t.created_at >= ${p.start} AND t.created_at < ${p.end}`
                : tx``
            }
          ) x
         GROUP BY member_id
      ), team AS (
        SELECT t.ancestor_id, sum(pm.turnover) AS turnover, sum(pm.net_loss) AS net_loss,
               count(*) FILTER (WHERE pm.turnover >= ${activeMin})::int AS active
          FROM per_member pm
          JOIN agent_team t ON t.descendant_id = pm.member_id
          JOIN holders h ON h.agent_id = t.ancestor_id
         GROUP BY t.ancestor_id
      )
      SELECT h.agent_id, h.contract_id, h.tiers,
             -- Level difference is taken against the nearest ancestor holding the kind (a level without one is skipped).
             (SELECT t.ancestor_id FROM agent_team t
               WHERE t.descendant_id = h.agent_id AND t.depth > 0 AND t.ancestor_id IN (SELECT agent_id FROM holders)
               ORDER BY t.depth LIMIT 1) AS upline_id,
             coalesce(team.turnover, 0)::text AS turnover, coalesce(team.net_loss, 0)::text AS net_loss,
             coalesce(team.active, 0) AS active,
             ${
               p.kind === 'dividend'
                 ? tx`(SELECT s.carry_out FROM agent_settlements s
                         WHERE s.agent_id = h.agent_id AND s.kind = 'dividend' AND s.period_start < ${p.start}
                         ORDER BY s.period_start DESC LIMIT 1)::text`
                 : tx`NULL::text`
             } AS carry_in
        FROM holders h
        LEFT JOIN team ON team.ancestor_id = h.agent_id`;
  }

  /** Pays every pending, approved record of `kind` (any period), in batches; returns how many were paid. */
  async function payPending(kind: ContractKind): Promise<number> {
    let paid = 0;
    for (;;) {
      const batch = await db<{ id: string; agent_id: string; amount: string; period_key: string }[]>`
        SELECT id, agent_id, amount, period_key FROM agent_settlements
         WHERE kind = ${kind} AND status = 'pending' AND NOT needs_approval
         ORDER BY id LIMIT ${PAY_BATCH}`;
      if (batch.length === 0) return paid;
      // Accounts are created outside the transaction that moves money (see LedgerService.prepare).
      await ledger.prepare(
        batch.map((r) => ({
          debit: { house: 'bonus_expense', unit: 'VND' },
          credit: { member: Number(r.agent_id), kind: 'cash' },
        })),
      );
      const n = (await db.begin(async (tx) => {
        // Two runners take different rows; a row another runner holds is paid by it.
        const rows = await tx<{ id: string; agent_id: string; amount: string; period_key: string }[]>`
          SELECT id, agent_id, amount, period_key FROM agent_settlements
           WHERE id = ANY(${batch.map((r) => r.id)}::bigint[]) AND status = 'pending' AND NOT needs_approval
           ORDER BY id FOR UPDATE SKIP LOCKED`;
        if (rows.length === 0) return 0;
        const results = await ledger.transferInTx(
          tx,
          rows.map((r) => ({
            debit: { house: 'bonus_expense', unit: 'VND' },
            credit: { member: Number(r.agent_id), kind: 'cash' },
            amount: Number(r.amount),
            unit: 'VND',
            kind: ledgerKindOf(kind),
            reference: `agent_settlement:${r.id}`,
            idempotencyKey: payKey(Number(r.agent_id), kind, r.period_key),
          })),
        );
        await tx`
          UPDATE agent_settlements s SET status = 'paid', transfer_id = x.t, decided_at = ${clock.now()}
            FROM unnest(${rows.map((r) => r.id)}::bigint[], ${results.map((r) => r.id)}::bigint[]) AS x(id, t)
           WHERE s.id = x.id`;
        return rows.length;
      })) as number;
      paid += n;
      if (n === 0 && batch.length < PAY_BATCH) return paid;
    }
  }

  /** Settles one period of a kind: measure (once) then pay what is pending. */
  async function settlePeriod(period: Period): Promise<{ recorded: number; paid: number }> {
    const s = await loadAgentContractSettings(db);
    const recorded = await measure(period, s);
    const paid = await payPending(period.kind);
    return { recorded, paid };
  }

  /**
   * Every closed period of `kind` not yet measured, oldest first (after downtime: up to CATCH_UP[kind] of them;
   * the first run ever: the last closed one), then pays what is pending. Nothing when the site does not offer
   * the kind. Answers the last closed period's key.
   */
  async function settleDue(kind: ContractKind): Promise<{ period: string; recorded: number; paid: number } | null> {
    const s = await loadAgentContractSettings(db);
    if (!(await loadKindFlags(db)).offered[kind]) return null;
    const closed = lastClosedPeriod(kind, clock.now(), deps.timeZone, s.graceMs, s.dividendCycle);
    const [last] = await db<{ end: Date | null }[]>`
      SELECT max(period_end) AS end FROM agent_settlement_runs WHERE kind = ${kind}`;
    const todo: Period[] = [];
    for (let p = closed; todo.length < (last?.end ? CATCH_UP[kind] : 1); ) {
      if (last?.end && p.start < last.end) break;
      todo.unshift(p);
      p = periodAt(kind, new Date(p.start.getTime() - 1), deps.timeZone, s.dividendCycle);
    }
    let recorded = 0;
    for (const p of todo) recorded += await measure(p, s);
    return { period: closed.key, recorded, paid: await payPending(kind) };
  }

  /** Operator decision on a record that waits for approval; audited. */
  async function decide(id: number, approve: boolean, actor: string): Promise<boolean> {
    return (await db.begin(async (tx) => {
      const [row] = await tx`
        UPDATE agent_settlements
           SET needs_approval = false, status = ${approve ? 'pending' : 'rejected'},
               decided_at = ${clock.now()}, decided_by = ${actor}
         WHERE id = ${id} AND status = 'pending' AND needs_approval
        RETURNING id, agent_id, kind, period_key, amount`;
      if (!row) return false;
      await tx`INSERT INTO audit_log (at, actor, action, subject, after)
               VALUES (${clock.now()}, ${actor}, ${approve ? 'agent_settlement.approve' : 'agent_settlement.reject'},
                       ${`agent_settlement:${id}`}, ${tx.json(row as never)})`;
      return true;
    })) as boolean;
  }

  return { measure, payPending, settlePeriod, settleDue, decide, kinds: CONTRACT_KINDS };
}
export type SettlementService = ReturnType<typeof createSettlementService>;
