import type { ResultAlert } from '@app/contracts';
import type { Queryable } from '../../../platform/db/connect.js';

export type AlertKind = ResultAlert['kind'];

/** Where a raised alert is told besides the table: the log and a metric (results.metrics.ts). */
export interface AlertSink {
  raised(alert: { roundId: number | null; kind: AlertKind; detail: Record<string, unknown> }): void;
}

export const silentAlerts: AlertSink = { raised: () => {} };

/**
 * Raises an alert unless one of this kind is already open for the draw (a feed polled every minute must not
 * raise one a minute). Answers whether a new one was raised, so the caller logs and counts it once.
 */
export async function raiseAlert(
  q: Queryable,
  a: { roundId: number | null; kind: AlertKind; detail: Record<string, unknown>; at: Date },
): Promise<boolean> {
  const rows = await q`INSERT INTO lottery_result_alerts (round_id, kind, detail, raised_at)
    VALUES (${a.roundId}, ${a.kind}, ${q.json(a.detail as never)}, ${a.at})
    ON CONFLICT (round_id, kind) WHERE resolved_at IS NULL DO NOTHING RETURNING id`;
  return rows.length > 0;
}

/** Resolves the draw's open alerts (of one kind, or all). */
export async function resolveAlerts(
  q: Queryable,
  roundId: number,
  by: string,
  at: Date,
  kind?: AlertKind,
): Promise<number> {
  const rows = kind
    ? await q`UPDATE lottery_result_alerts SET resolved_at = ${at}, resolved_by = ${by}
        WHERE round_id = ${roundId} AND kind = ${kind} AND resolved_at IS NULL RETURNING id`
    : await q`UPDATE lottery_result_alerts SET resolved_at = ${at}, resolved_by = ${by}
        WHERE round_id = ${roundId} AND resolved_at IS NULL RETURNING id`;
  return rows.length;
}

interface AlertRow {
  id: number;
  round_id: number | null;
  kind: AlertKind;
  detail: Record<string, unknown>;
  raised_at: Date;
  resolved_at: Date | null;
  resolved_by: string | null;
}

export async function listAlerts(q: Queryable, onlyOpen: boolean, limit = 200): Promise<ResultAlert[]> {
  const rows = onlyOpen
    ? await q<AlertRow[]>`SELECT * FROM lottery_result_alerts WHERE resolved_at IS NULL ORDER BY id DESC LIMIT ${limit}`
    : await q<AlertRow[]>`SELECT * FROM lottery_result_alerts
        ORDER BY (resolved_at IS NULL) DESC, id DESC LIMIT ${limit}`;
  return rows.map(toAlert);
}

const toAlert = (r: AlertRow): ResultAlert => ({
  id: Number(r.id),
  roundId: r.round_id === null ? null : Number(r.round_id),
  kind: r.kind,
  detail: r.detail,
  raisedAt: r.raised_at.toISOString(),
  resolvedAt: r.resolved_at ? r.resolved_at.toISOString() : null,
  resolvedBy: r.resolved_by,
});

/** Closes one open alert other than a disagreement (those close with their draw's decision). */
export async function resolveAlertById(
  q: Queryable,
  id: number,
  by: string,
  at: Date,
): Promise<ResultAlert | undefined> {
  const [row] = await q<AlertRow[]>`UPDATE lottery_result_alerts SET resolved_at = ${at}, resolved_by = ${by}
    WHERE id = ${id} AND resolved_at IS NULL AND kind <> 'feed_disagrees' RETURNING *`;
  return row ? toAlert(row) : undefined;
}

export async function countOpenAlerts(q: Queryable): Promise<{ kind: AlertKind; n: number }[]> {
  return q<{ kind: AlertKind; n: number }[]>`SELECT kind, count(*)::int AS n FROM lottery_result_alerts
    WHERE resolved_at IS NULL GROUP BY kind`;
}
