import type { DrawResultView } from '@app/contracts';
import type { ExternalDraw } from './results.port.js';
import type { DrawResultRow } from './results.repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An operator's actor name for a row's entry or approval ('operator:<id>:<username>'). */
const who = (id: number | null, name: string | null) => (id === null ? '' : `operator:${id}:${name ?? ''}`);

/** The operator's view of a draw's result record (a draw without a row: awaiting, nothing known). */
export function toView(draw: ExternalDraw, row: DrawResultRow | undefined): DrawResultView {
  return {
    roundId: draw.roundId,
    game: draw.game,
    region: draw.region,
    roundState: draw.state,
    drawsAt: draw.drawsAt.toISOString(),
    status: row?.status ?? 'awaiting',
    entry:
      row?.entry_result && row.entered_at
        ? {
            result: row.entry_result as DrawResultViewResult,
            enteredBy: who(row.entered_by, row.entered_by_name),
            enteredAt: row.entered_at.toISOString(),
            approvedBy: row.approved_by === null ? null : who(row.approved_by, row.approved_by_name),
            approvedAt: iso(row.approved_at),
          }
        : null,
    feed:
      row?.feed_result && row.feed_at
        ? {
            result: row.feed_result as DrawResultViewResult,
            at: row.feed_at.toISOString(),
            dismissed: row.feed_dismissed,
          }
        : null,
    published:
      row?.published_result && row.published_source && row.published_at
        ? {
            result: row.published_result as DrawResultViewResult,
            source: row.published_source,
            feedConfirmed: row.feed_confirmed,
            at: row.published_at.toISOString(),
          }
        : null,
    voided:
      row?.voided_at && row.void_reason
        ? {
            reason: row.void_reason,
            by: row.voided_by ?? '',
            at: row.voided_at.toISOString(),
            correctedResult: (row.corrected_result as DrawResultViewResult | null) ?? null,
          }
        : null,
  };
}

type DrawResultViewResult = NonNullable<DrawResultView['published']>['result'];
