import type { DrawResultStatus, FeedSettings, ResultSource } from '@app/contracts';
import type { LotteryRegion, LotteryResult } from '@app/games';
import type { Queryable } from '../../../platform/db/connect.js';

/** One row of lottery_draw_results (migration 0170). */
export interface DrawResultRow {
  round_id: number;
  region: LotteryRegion;
  status: DrawResultStatus;
  entry_result: LotteryResult | null;
  entered_by: number | null;
  entered_by_name: string | null;
  entered_at: Date | null;
  approved_by: number | null;
  approved_by_name: string | null;
  approved_at: Date | null;
  feed_result: LotteryResult | null;
  feed_at: Date | null;
  feed_dismissed: boolean;
  published_result: LotteryResult | null;
  published_source: ResultSource | null;
  feed_confirmed: boolean;
  published_at: Date | null;
  flagged_at: Date | null;
  corrected_result: LotteryResult | null;
  void_reason: string | null;
  voided_by: string | null;
  voided_at: Date | null;
  updated_at: Date;
}

const json = (q: Queryable, v: unknown) => (v === null || v === undefined ? null : q.json(v as never));

/** The draw's row, locked for this transaction; created (awaiting) when it does not exist yet. */
export async function lockRow(q: Queryable, roundId: number, region: LotteryRegion, at: Date): Promise<DrawResultRow> {
  await q`INSERT INTO lottery_draw_results (round_id, region, status, updated_at)
    VALUES (${roundId}, ${region}, 'awaiting', ${at}) ON CONFLICT (round_id) DO NOTHING`;
  const [row] = await q<DrawResultRow[]>`SELECT * FROM lottery_draw_results WHERE round_id = ${roundId} FOR UPDATE`;
  return row!;
}

/** Creates the row only if the draw has none; undefined when another source got there first. */
export async function claimRow(
  q: Queryable,
  roundId: number,
  region: LotteryRegion,
  at: Date,
): Promise<DrawResultRow | undefined> {
  const [row] = await q<DrawResultRow[]>`INSERT INTO lottery_draw_results (round_id, region, status, updated_at)
    VALUES (${roundId}, ${region}, 'awaiting', ${at}) ON CONFLICT (round_id) DO NOTHING RETURNING *`;
  return row;
}

export async function findRow(q: Queryable, roundId: number): Promise<DrawResultRow | undefined> {
  const [row] = await q<DrawResultRow[]>`SELECT * FROM lottery_draw_results WHERE round_id = ${roundId}`;
  return row;
}

export async function findRows(q: Queryable, roundIds: number[]): Promise<DrawResultRow[]> {
  if (roundIds.length === 0) return [];
  return q<DrawResultRow[]>`SELECT * FROM lottery_draw_results WHERE round_id = ANY(${roundIds})`;
}

/** Rows in a state that still needs work (a decision may change with time or the feed). */
export async function openRows(q: Queryable, limit = 500): Promise<DrawResultRow[]> {
  return q<DrawResultRow[]>`SELECT * FROM lottery_draw_results
    WHERE status NOT IN ('published', 'voided') ORDER BY round_id LIMIT ${limit}`;
}

export async function rowsByStatus(q: Queryable, status: DrawResultStatus, limit: number): Promise<DrawResultRow[]> {
  return q<DrawResultRow[]>`SELECT * FROM lottery_draw_results WHERE status = ${status}
    ORDER BY round_id DESC LIMIT ${limit}`;
}

/** Writes the changed fields of a locked row. */
export async function saveRow(q: Queryable, row: DrawResultRow): Promise<DrawResultRow> {
  const [saved] = await q<DrawResultRow[]>`UPDATE lottery_draw_results SET
      status = ${row.status},
      entry_result = ${json(q, row.entry_result)}, entered_by = ${row.entered_by},
      entered_by_name = ${row.entered_by_name}, entered_at = ${row.entered_at},
      approved_by = ${row.approved_by}, approved_by_name = ${row.approved_by_name}, approved_at = ${row.approved_at},
      feed_result = ${json(q, row.feed_result)}, feed_at = ${row.feed_at}, feed_dismissed = ${row.feed_dismissed},
      published_result = ${json(q, row.published_result)}, published_source = ${row.published_source},
      feed_confirmed = ${row.feed_confirmed}, published_at = ${row.published_at}, flagged_at = ${row.flagged_at},
      corrected_result = ${json(q, row.corrected_result)}, void_reason = ${row.void_reason},
      voided_by = ${row.voided_by}, voided_at = ${row.voided_at}, updated_at = ${row.updated_at}
    WHERE round_id = ${row.round_id} RETURNING *`;
  return saved!;
}

interface FeedRow {
  enabled: boolean;
  url: string;
  format: 'standard' | 'mapping';
  mapping: FeedSettings['mapping'];
  trusted: boolean;
  poll_window_minutes: number;
  confirm_wait_minutes: number;
  timeout_ms: number;
  demo_when_off: boolean;
}

const toSettings = (r: FeedRow): FeedSettings => ({
  enabled: r.enabled,
  url: r.url,
  format: r.format,
  mapping: r.mapping,
  trusted: r.trusted,
  pollWindowMinutes: r.poll_window_minutes,
  confirmWaitMinutes: r.confirm_wait_minutes,
  timeoutMs: r.timeout_ms,
  demoWhenOff: r.demo_when_off,
});

export async function getFeedSettings(q: Queryable): Promise<FeedSettings> {
  const [row] = await q<FeedRow[]>`SELECT * FROM lottery_results_feed WHERE id = 1`;
  return toSettings(row!);
}

/** Replaces the setting; answers the one before (for the audit record). */
export async function putFeedSettings(q: Queryable, s: FeedSettings, actor: string, at: Date): Promise<FeedSettings> {
  const [before] = await q<FeedRow[]>`SELECT * FROM lottery_results_feed WHERE id = 1 FOR UPDATE`;
  await q`UPDATE lottery_results_feed SET enabled = ${s.enabled}, url = ${s.url}, format = ${s.format},
      mapping = ${q.json(s.mapping as never)}, trusted = ${s.trusted}, poll_window_minutes = ${s.pollWindowMinutes},
      confirm_wait_minutes = ${s.confirmWaitMinutes}, timeout_ms = ${s.timeoutMs}, demo_when_off = ${s.demoWhenOff},
      updated_at = ${at}, updated_by = ${actor}
    WHERE id = 1`;
  return toSettings(before!);
}

/**
 * How each of these draws' published results came ('operator' | 'feed' | 'demo'); draws without one are
 * absent. For other modules' result lists (lobby, core draw views) to label demo results.
 */
export async function resultSources(q: Queryable, roundIds: number[]): Promise<Map<number, ResultSource>> {
  if (roundIds.length === 0) return new Map();
  const rows = await q<{ round_id: number; published_source: ResultSource }[]>`
    SELECT round_id, published_source FROM lottery_draw_results
    WHERE round_id = ANY(${roundIds}) AND published_source IS NOT NULL`;
  return new Map(rows.map((r) => [r.round_id, r.published_source]));
}

/** The correct results kept beside voided draws (void-and-redraw), for result boards to show instead. */
export async function correctedResults(q: Queryable, roundIds: number[]): Promise<Map<number, LotteryResult>> {
  if (roundIds.length === 0) return new Map();
  const rows = await q<{ round_id: number; corrected_result: LotteryResult }[]>`
    SELECT round_id, corrected_result FROM lottery_draw_results
    WHERE round_id = ANY(${roundIds}) AND corrected_result IS NOT NULL`;
  return new Map(rows.map((r) => [r.round_id, r.corrected_result]));
}
