import type { SettlementRecord } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import type { ContractKind } from './settlement.math.js';
import { periodAt } from './settlement.periods.js';
import { requireAgent } from './team.guard.js';
import { assertInTeam } from './team.repository.js';

/** A settlement record row with its member's account (SELECT s.*, m.account). */
export interface RecordRow {
  id: number;
  agent_id: number;
  account: string;
  kind: ContractKind;
  period_key: string;
  period_start: Date;
  period_end: Date;
  amount: number;
  status: SettlementRecord['status'];
  needs_approval: boolean;
  figures: Record<string, unknown>;
  carry_out: number;
  created_at: Date;
}

export const toRecord = (r: RecordRow): SettlementRecord => ({
  id: Number(r.id),
  agentId: Number(r.agent_id),
  account: r.account,
  kind: r.kind,
  periodKey: r.period_key,
  periodStart: r.period_start.toISOString(),
  periodEnd: r.period_end.toISOString(),
  amount: Number(r.amount),
  status: r.status,
  awaitingApproval: r.needs_approval,
  figures: r.figures,
  carryOut: Number(r.carry_out),
  createdAt: r.created_at.toISOString(),
});

const badRange = () => new AppError('agent_bad_range', 422, 'The date range is not valid');

/**
 * [from, to] days (yyyy-MM-dd, operator time zone) → instants; default the last 30 days. At most 366 days.
 */
function range(clock: Clock, timeZone: string, from?: string, to?: string): { start: Date; end: Date } {
  const day = (d: string) => {
    const at = new Date(`${d}T12:00:00Z`);
    if (Number.isNaN(at.getTime())) throw badRange();
    return periodAt('daily', at, timeZone);
  };
  const today = periodAt('daily', clock.now(), timeZone);
  const end = to ? day(to).end : today.end;
  const start = from ? day(from).start : new Date(end.getTime() - 30 * 86_400_000);
  if (start >= end || end.getTime() - start.getTime() > 367 * 86_400_000) throw badRange();
  return { start, end };
}

/** Settlement records and income, read by agents for themselves or a member of their team. */
export function createSettlementRecords(deps: { db: Db; clock: Clock; timeZone: string }) {
  const { db } = deps;

  async function list(
    session: SessionPrincipal | null,
    q: { kind: ContractKind; from?: string; to?: string; memberId?: number; page?: number; pageSize?: number },
  ) {
    const s = requireAgent(session);
    const who = q.memberId ?? s.memberId;
    if (who !== s.memberId) await assertInTeam(db, s.memberId, who);
    const { start, end } = range(deps.clock, deps.timeZone, q.from, q.to);
    const pageSize = q.pageSize ?? 20;
    const offset = ((q.page ?? 1) - 1) * pageSize;
    const rows = await db<RecordRow[]>`
      SELECT s.id, s.agent_id, m.account, s.kind, s.period_key, s.period_start, s.period_end, s.amount, s.status,
             s.needs_approval, s.figures, s.carry_out, s.created_at
        FROM agent_settlements s JOIN members m ON m.id = s.agent_id
       WHERE s.agent_id = ${who} AND s.kind = ${q.kind} AND s.period_start >= ${start} AND s.period_start < ${end}
       ORDER BY s.period_start DESC, s.id DESC
       LIMIT ${pageSize} OFFSET ${offset}`;
    const [t] = await db<{ total: number; amount: string; paid: string; pending: string }[]>`
      SELECT count(*)::int AS total, coalesce(sum(amount), 0)::text AS amount,
             coalesce(sum(amount) FILTER (WHERE status = 'paid'), 0)::text AS paid,
             coalesce(sum(amount) FILTER (WHERE status = 'pending'), 0)::text AS pending
        FROM agent_settlements
       WHERE agent_id = ${who} AND kind = ${q.kind} AND period_start >= ${start} AND period_start < ${end}`;
    return {
      items: rows.map(toRecord),
      total: t!.total,
      totals: { amount: Number(t!.amount), paid: Number(t!.paid), pending: Number(t!.pending) },
    };
  }

  /** The caller's paid settlement income per kind and per local day of the period's start. */
  async function income(session: SessionPrincipal | null, q: { from?: string; to?: string }) {
    const s = requireAgent(session);
    const { start, end } = range(deps.clock, deps.timeZone, q.from, q.to);
    const byKind = await db<{ kind: ContractKind; amount: string; records: number }[]>`
      SELECT kind, sum(amount)::text AS amount, count(*)::int AS records FROM agent_settlements
       WHERE agent_id = ${s.memberId} AND status = 'paid' AND amount > 0
         AND period_start >= ${start} AND period_start < ${end}
       GROUP BY kind ORDER BY kind`;
    const byDay = await db<{ day: string; amount: string }[]>`
      SELECT to_char(period_start AT TIME ZONE ${deps.timeZone}, 'YYYY-MM-DD') AS day, sum(amount)::text AS amount
        FROM agent_settlements
       WHERE agent_id = ${s.memberId} AND status = 'paid' AND amount > 0
         AND period_start >= ${start} AND period_start < ${end}
       GROUP BY 1 ORDER BY 1`;
    const kinds = byKind.map((k) => ({ kind: k.kind, amount: Number(k.amount), records: k.records }));
    return {
      total: kinds.reduce((sum, k) => sum + k.amount, 0),
      byKind: kinds,
      byDay: byDay.map((d) => ({ day: d.day, amount: Number(d.amount) })),
    };
  }

  return { list, income };
}
export type SettlementRecords = ReturnType<typeof createSettlementRecords>;
