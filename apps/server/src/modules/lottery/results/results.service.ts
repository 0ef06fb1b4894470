import type { DrawResultStatus, DrawResultView, FeedSettings } from '@app/contracts';
import { type LotteryRegion, type LotteryResult, validateLotteryResult } from '@app/games';
import type { Clock } from '../../../platform/clock.js';
import type { Db, Tx } from '../../../platform/db/connect.js';
import { AppError } from '../../../platform/http/app-error.js';
import { type OperatorPrincipal, operatorActor, writeAudit } from '../../operators/index.js';
import {
  type AlertSink,
  listAlerts,
  raiseAlert,
  resolveAlertById,
  resolveAlerts,
  silentAlerts,
} from './results.alerts.js';
import type { ExternalDraw, LotteryCorePort } from './results.port.js';
import {
  type DrawResultRow,
  findRow,
  findRows,
  getFeedSettings,
  lockRow,
  openRows,
  putFeedSettings,
  rowsByStatus,
  saveRow,
} from './results.repository.js';
import { decide, sameResult } from './results.rules.js';
import { toView } from './results.view.js';

export interface ResultsDeps {
  db: Db;
  clock: Clock;
  core: LotteryCorePort;
  alerts?: AlertSink;
}

/** Request fields an audit record keeps. */
export interface Origin {
  ip?: string | null;
  requestId?: string | null;
}

const notFound = () => new AppError('lottery_draw_not_found', 404, 'No Vietnam lottery draw has this id');
const final = (status: string) => new AppError('lottery_result_final', 409, `The draw's result is ${status}`);

/** A result from the body checked against the draw's layout; the error names the prize at fault. */
export function checkResult(region: LotteryRegion, raw: { region?: string; prizes: unknown }): LotteryResult {
  if (raw.region !== undefined && raw.region !== region) {
    throw new AppError('lottery_result_bad_region', 422, `This draw's layout is ${region}`, { region });
  }
  const checked = validateLotteryResult({ region, prizes: raw.prizes });
  if (!checked.ok) {
    throw new AppError(checked.code, 422, `The result does not fit the ${region} layout`, {
      prize: checked.prize ?? null,
    });
  }
  return checked.result;
}

/**
 * Vietnam lottery results: four-eyes entry, the feed's answers, the publication rule (results.rules.ts)
 * and void-and-redraw. Every change happens on the draw's row locked FOR UPDATE, in one transaction with
 * its audit record and, when the rule says so, the core's publication: two approvers, a feed poll and a
 * retry racing on one draw publish it once.
 */
export function createLotteryResults(deps: ResultsDeps) {
  const { db, clock, core } = deps;
  const alerts = deps.alerts ?? silentAlerts;

  async function drawOf(q: Db | Tx, roundId: number): Promise<ExternalDraw> {
    const draw = await core.draw(q, roundId);
    if (!draw) throw notFound();
    return draw;
  }

  /**
   * Applies the publication rule to a locked row and saves it: publishes through the core, flags a
   * disagreement (alert raised once), or records what the draw waits for. Audits a publication.
   */
  async function settle(tx: Tx, row: DrawResultRow, policy: FeedSettings, actor: string): Promise<DrawResultRow> {
    if (row.status === 'published' || row.status === 'voided') return row;
    const now = clock.now();
    const decision = decide(
      {
        entry: row.entry_result,
        approvedAt: row.approved_at,
        feed: row.feed_dismissed ? null : row.feed_result,
      },
      { enabled: policy.enabled, trusted: policy.trusted, confirmWaitMinutes: policy.confirmWaitMinutes },
      now,
    );
    const next: DrawResultRow = { ...row, updated_at: now };
    if (decision.status === 'published') {
      if (!(await core.publish(tx, row.round_id, decision.result, decision.source))) {
        // The core cannot take it now (not locked yet): the job retries; the row says what it waits for.
        next.status = decision.source === 'operator' ? 'approved' : 'awaiting';
        return saveRow(tx, next);
      }
      Object.assign(next, {
        status: 'published',
        published_result: decision.result,
        published_source: decision.source,
        feed_confirmed: decision.feedConfirmed,
        published_at: now,
      });
      await writeAudit(tx, {
        at: now,
        actor,
        action: 'lottery_result.publish',
        subject: `round:${row.round_id}`,
        after: { source: decision.source, feedConfirmed: decision.feedConfirmed, result: decision.result },
      });
      return saveRow(tx, next);
    }
    next.status = decision.status;
    if (decision.status === 'flagged' && row.status !== 'flagged') {
      next.flagged_at = now;
      const detail = { entry: row.entry_result, feed: row.feed_result, approved: row.approved_at !== null };
      if (await raiseAlert(tx, { roundId: row.round_id, kind: 'feed_disagrees', detail, at: now })) {
        alerts.raised({ roundId: row.round_id, kind: 'feed_disagrees', detail });
      }
      await writeAudit(tx, {
        at: now,
        actor,
        action: 'lottery_result.flag',
        subject: `round:${row.round_id}`,
        after: { reason: 'feed_disagrees', ...detail },
      });
    }
    return saveRow(tx, next);
  }

  /** Runs `change` on the draw's locked row (created if missing), then the publication rule. */
  async function onRow(
    roundId: number,
    change: (row: DrawResultRow, draw: ExternalDraw, tx: Tx) => Promise<{ row: DrawResultRow; actor: string }>,
  ): Promise<DrawResultView> {
    const { draw, row } = await db.begin(async (tx) => {
      const draw = await drawOf(tx, roundId);
      const locked = await lockRow(tx, roundId, draw.region, clock.now());
      const changed = await change(locked, draw, tx);
      const saved = await saveRow(tx, { ...changed.row, updated_at: clock.now() });
      return { draw, row: await settle(tx, saved, await getFeedSettings(tx), changed.actor) };
    });
    return toView({ ...draw, state: (await core.draw(db, roundId))?.state ?? draw.state }, row);
  }

  const isFinal = (row: DrawResultRow) => row.status === 'published' || row.status === 'voided';

  return {
    checkResult,

    /** One operator enters the result; it waits for a second operator's approval. */
    enter(op: OperatorPrincipal, roundId: number, raw: { region?: string; prizes: unknown }, origin: Origin = {}) {
      return onRow(roundId, async (row, draw, tx) => {
        if (isFinal(row)) throw final(row.status);
        if (clock.now() < draw.drawsAt) {
          throw new AppError('lottery_draw_not_due', 409, `The draw is at ${draw.drawsAt.toISOString()}`);
        }
        if (row.entry_result)
          throw new AppError('lottery_result_entry_pending', 409, 'An entry waits: reject it first');
        const result = checkResult(draw.region, raw);
        await writeAudit(tx, {
          at: clock.now(),
          actor: operatorActor(op),
          action: 'lottery_result.enter',
          subject: `round:${roundId}`,
          before: { status: row.status },
          after: { result },
          ...origin,
        });
        return {
          actor: operatorActor(op),
          row: {
            ...row,
            entry_result: result,
            entered_by: op.operatorId,
            entered_by_name: op.username,
            entered_at: clock.now(),
            approved_by: null,
            approved_by_name: null,
            approved_at: null,
          },
        };
      });
    },

    /** A second operator approves the entry: published now, or once the feed confirms it. */
    approve(op: OperatorPrincipal, roundId: number, origin: Origin = {}) {
      return onRow(roundId, async (row, _draw, tx) => {
        if (isFinal(row)) throw final(row.status);
        if (!row.entry_result || row.approved_at) {
          throw new AppError('lottery_result_nothing_to_approve', 409, 'No entry waits for approval');
        }
        if (row.entered_by === op.operatorId) {
          throw new AppError('lottery_result_same_operator', 403, 'Another operator must approve this entry');
        }
        await writeAudit(tx, {
          at: clock.now(),
          actor: operatorActor(op),
          action: 'lottery_result.approve',
          subject: `round:${roundId}`,
          before: { status: row.status, enteredBy: `operator:${row.entered_by}:${row.entered_by_name}` },
          after: { result: row.entry_result },
          ...origin,
        });
        return {
          actor: operatorActor(op),
          row: { ...row, approved_by: op.operatorId, approved_by_name: op.username, approved_at: clock.now() },
        };
      });
    },

    /** Withdraws the entry (pending or approved, never published); its disagreement alert is resolved. */
    reject(op: OperatorPrincipal, roundId: number, reason: string, origin: Origin = {}) {
      return onRow(roundId, async (row, _draw, tx) => {
        if (isFinal(row)) throw final(row.status);
        if (!row.entry_result) throw new AppError('lottery_result_nothing_to_approve', 409, 'No entry to reject');
        const actor = operatorActor(op);
        await resolveAlerts(tx, roundId, actor, clock.now(), 'feed_disagrees');
        await writeAudit(tx, {
          at: clock.now(),
          actor,
          action: 'lottery_result.reject',
          subject: `round:${roundId}`,
          before: { status: row.status, result: row.entry_result, enteredBy: row.entered_by },
          after: { reason },
          ...origin,
        });
        return {
          actor,
          row: {
            ...row,
            status: 'awaiting',
            flagged_at: null,
            entry_result: null,
            entered_by: null,
            entered_by_name: null,
            entered_at: null,
            approved_by: null,
            approved_by_name: null,
            approved_at: null,
          },
        };
      });
    },

    /** Sets the feed's answer for this draw aside (it was wrong); its disagreement alert is resolved. */
    dismissFeed(op: OperatorPrincipal, roundId: number, reason: string, origin: Origin = {}) {
      return onRow(roundId, async (row, _draw, tx) => {
        if (row.status === 'voided') throw final(row.status);
        const actor = operatorActor(op);
        await resolveAlerts(tx, roundId, actor, clock.now(), 'feed_disagrees');
        // A published result stands (it is final); the feed that contradicted it is only set aside.
        if (row.status === 'published') {
          await writeAudit(tx, {
            at: clock.now(),
            actor,
            action: 'lottery_result.dismiss_feed',
            subject: `round:${roundId}`,
            before: { status: row.status, feed: row.feed_result },
            after: { reason },
            ...origin,
          });
          return { actor, row: { ...row, feed_dismissed: true } };
        }
        await writeAudit(tx, {
          at: clock.now(),
          actor,
          action: 'lottery_result.dismiss_feed',
          subject: `round:${roundId}`,
          before: { status: row.status, feed: row.feed_result },
          after: { reason },
          ...origin,
        });
        return { actor, row: { ...row, status: 'awaiting', flagged_at: null, feed_dismissed: true } };
      });
    },

    /**
     * Corrects a wrong (or stuck) result: the draw is voided through the core (every stake refunded; on a
     * settled draw the wins are taken back too, refused by the core when a winner no longer holds the win)
     * and this record keeps the reason and the correct result.
     */
    async voidAndRedraw(
      op: OperatorPrincipal,
      roundId: number,
      reason: string,
      corrected: { region?: string; prizes: unknown } | undefined,
      origin: Origin = {},
    ): Promise<DrawResultView> {
      const draw = await drawOf(db, roundId);
      const correctedResult = corrected ? checkResult(draw.region, corrected) : null;
      const actor = operatorActor(op);
      const current = await findRow(db, roundId);
      if (current?.status !== 'voided') await core.void(roundId, reason, actor);
      const row = await db.begin(async (tx) => {
        const locked = await lockRow(tx, roundId, draw.region, clock.now());
        if (locked.status === 'voided') return locked;
        await resolveAlerts(tx, roundId, actor, clock.now());
        await writeAudit(tx, {
          at: clock.now(),
          actor,
          action: 'lottery_result.void_redraw',
          subject: `round:${roundId}`,
          before: { status: locked.status, published: locked.published_result, source: locked.published_source },
          after: { reason, correctedResult },
          ...origin,
        });
        return saveRow(tx, {
          ...locked,
          status: 'voided',
          corrected_result: correctedResult,
          void_reason: reason,
          voided_by: actor,
          voided_at: clock.now(),
          updated_at: clock.now(),
        });
      });
      return toView((await core.draw(db, roundId)) ?? draw, row);
    },

    /**
     * Records the feed's answer for a draw (first answer wins: a later different answer is not this
     * module's to take silently) and applies the publication rule. A published draw the feed contradicts
     * is flagged by an alert only: its result is final, the operator corrects it by void-and-redraw.
     */
    async recordFeed(draw: ExternalDraw, result: LotteryResult): Promise<DrawResultRow> {
      return db.begin(async (tx) => {
        const row = await lockRow(tx, draw.roundId, draw.region, clock.now());
        if (row.feed_result || row.feed_dismissed || row.status === 'voided') return row;
        const saved = await saveRow(tx, { ...row, feed_result: result, feed_at: clock.now(), updated_at: clock.now() });
        if (saved.status === 'published') {
          if (saved.published_result && !sameResult(saved.published_result, result)) {
            const detail = { published: saved.published_result, feed: result, source: saved.published_source };
            if (await raiseAlert(tx, { roundId: draw.roundId, kind: 'feed_disagrees', detail, at: clock.now() })) {
              alerts.raised({ roundId: draw.roundId, kind: 'feed_disagrees', detail });
            }
          }
          return saved;
        }
        return settle(tx, saved, await getFeedSettings(tx), 'system:feed');
      });
    },

    /** The publication rule again for every unfinished draw (an approval's wait for the feed runs out). */
    async reconcile(): Promise<number> {
      let published = 0;
      const policy = await getFeedSettings(db);
      for (const open of await openRows(db)) {
        const row = await db.begin(async (tx) => {
          const draw = await core.draw(tx, open.round_id);
          if (!draw) return undefined;
          const locked = await lockRow(tx, open.round_id, draw.region, clock.now());
          // Voided in the core by another path (the rounds or lottery operator void): nothing left to decide.
          if (draw.state === 'voided') {
            await resolveAlerts(tx, open.round_id, 'system:results', clock.now());
            return saveRow(tx, {
              ...locked,
              status: 'voided',
              void_reason: 'voided in the rounds core',
              voided_by: 'system:results',
              voided_at: clock.now(),
              updated_at: clock.now(),
            });
          }
          return settle(tx, locked, policy, 'system:results');
        });
        if (row?.status === 'published') published++;
      }
      return published;
    },

    async get(roundId: number): Promise<DrawResultView> {
      const draw = await drawOf(db, roundId);
      return toView(draw, await findRow(db, roundId));
    },

    /**
     * Draws by result status. 'open': past their time without a published result (including draws no
     * source has touched yet), oldest first; 'awaiting' likewise without any entry.
     */
    async list(status: DrawResultStatus | 'open', limit: number): Promise<{ items: DrawResultView[] }> {
      const now = clock.now();
      if (status === 'open' || status === 'awaiting') {
        const draws = (await core.drawsBetween(db, new Date(now.getTime() - 14 * 86_400_000), now)).filter(
          (d) => d.state !== 'voided',
        );
        const rows = new Map(
          (
            await findRows(
              db,
              draws.map((d) => d.roundId),
            )
          ).map((r) => [r.round_id, r]),
        );
        for (const r of await openRows(db)) rows.set(r.round_id, r);
        const seen = new Set<number>();
        const items: DrawResultView[] = [];
        const add = (draw: ExternalDraw) => {
          if (seen.has(draw.roundId)) return;
          seen.add(draw.roundId);
          const row = rows.get(draw.roundId);
          const st = row?.status ?? 'awaiting';
          if (st === 'published' || st === 'voided' || draw.state === 'voided') return;
          // A draw the core drew itself (e.g. by another path) without a row here has nothing to wait for.
          if (!row && draw.state !== 'closed' && draw.state !== 'open') return;
          if (status === 'awaiting' && st !== 'awaiting') return;
          items.push(toView(draw, row));
        };
        for (const d of draws) add(d);
        for (const r of rows.values()) {
          if (seen.has(r.round_id) || r.status === 'published' || r.status === 'voided') continue;
          const d = await core.draw(db, r.round_id);
          if (d) add(d);
        }
        items.sort((a, b) => a.drawsAt.localeCompare(b.drawsAt) || a.roundId - b.roundId);
        return { items: items.slice(0, limit) };
      }
      const items: DrawResultView[] = [];
      for (const r of await rowsByStatus(db, status, limit)) {
        const d = await core.draw(db, r.round_id);
        if (d) items.push(toView(d, r));
      }
      return { items };
    },

    alerts: (onlyOpen: boolean) => listAlerts(db, onlyOpen).then((items) => ({ items })),

    /** Closes an alert by hand (a feed that stays unreachable, an invalid answer dealt with), audited. */
    async resolveAlert(op: OperatorPrincipal, id: number, note: string, origin: Origin = {}) {
      return db.begin(async (tx) => {
        const alert = await resolveAlertById(tx, id, operatorActor(op), clock.now());
        if (!alert) throw new AppError('lottery_alert_not_open', 409, 'No open alert of that kind has this id');
        await writeAudit(tx, {
          at: clock.now(),
          actor: operatorActor(op),
          action: 'lottery_result_alert.resolve',
          subject: `lottery_result_alert:${id}`,
          before: { kind: alert.kind, roundId: alert.roundId, detail: alert.detail },
          after: { note },
          ...origin,
        });
        return alert;
      });
    },

    feedSettings: () => getFeedSettings(db),

    async putFeedSettings(op: OperatorPrincipal, next: FeedSettings, origin: Origin = {}): Promise<FeedSettings> {
      if (next.url !== '' && !/^https?:\/\/[^\s]+$/i.test(next.url)) {
        throw new AppError('lottery_feed_bad_settings', 422, 'The feed URL must be http(s)');
      }
      if (next.enabled && next.url === '') {
        throw new AppError('lottery_feed_bad_settings', 422, 'A feed that is on needs its URL');
      }
      await db.begin(async (tx) => {
        const before = await putFeedSettings(tx, next, operatorActor(op), clock.now());
        await writeAudit(tx, {
          at: clock.now(),
          actor: operatorActor(op),
          action: 'lottery_results_feed.settings',
          subject: 'lottery_results_feed',
          before,
          after: next,
          ...origin,
        });
      });
      return getFeedSettings(db);
    },

    /** Whether the site shows demo results now (no feed on, demo generator on). */
    async mode(): Promise<{ demo: boolean; feed: boolean }> {
      const s = await getFeedSettings(db);
      return { demo: !s.enabled && s.demoWhenOff, feed: s.enabled };
    },

    /** How a draw's published result came (the web labels demo results). */
    async source(roundId: number) {
      const draw = await drawOf(db, roundId);
      const row = await findRow(db, roundId);
      return {
        roundId: draw.roundId,
        source: row?.published_source ?? null,
        demo: row?.published_source === 'demo',
        voided: row?.status === 'voided' || draw.state === 'voided',
        publishedAt: row?.published_at ? row.published_at.toISOString() : null,
      };
    },
  };
}
export type LotteryResults = ReturnType<typeof createLotteryResults>;
