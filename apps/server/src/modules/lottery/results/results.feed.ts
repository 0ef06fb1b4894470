import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/connect.js';
import { type AlertKind, type AlertSink, raiseAlert, resolveAlerts, silentAlerts } from './results.alerts.js';
import { type FeedFetch, fetchFeedJson } from './results.feed-fetch.js';
import { type FeedAnswer, feedUrl, localDate, readFeed } from './results.feed-parse.js';
import type { ExternalDraw, LotteryCorePort } from './results.port.js';
import { findRows, getFeedSettings } from './results.repository.js';
import type { LotteryResults } from './results.service.js';

/** A televised draw is over within this long: a feed still incomplete after it is reported. */
export const LIVE_DRAW_MS = 60 * 60_000;

export interface FeedPassReport {
  /** Draws the feed answered with a valid result (recorded). */
  recorded: number[];
  invalid: number[];
  unreachable: number[];
}

/**
 * The results-feed adapter: while the feed is on, each Vietnam draw from its time until
 * `pollWindowMinutes` after is looked up in the feed (one request per distinct URL a pass), until the feed
 * has answered for it. A valid answer goes to the publication rule (results.service recordFeed); an
 * answer that fails the layout, one still incomplete an hour after the draw time, or a feed that cannot
 * be reached raises an alert (once while open).
 * Published draws are still looked up once, so a feed that contradicts a published result is reported.
 */
export function createFeedPoller(deps: {
  db: Db;
  clock: Clock;
  core: LotteryCorePort;
  results: LotteryResults;
  fetch?: FeedFetch;
  alerts?: AlertSink;
}) {
  const { db, clock, core, results } = deps;
  const get = deps.fetch ?? fetchFeedJson;
  const alerts = deps.alerts ?? silentAlerts;

  async function alert(draw: ExternalDraw, kind: AlertKind, detail: Record<string, unknown>) {
    if (await raiseAlert(db, { roundId: draw.roundId, kind, detail, at: clock.now() })) {
      alerts.raised({ roundId: draw.roundId, kind, detail });
    }
  }

  return async function pollFeed(): Promise<FeedPassReport> {
    const report: FeedPassReport = { recorded: [], invalid: [], unreachable: [] };
    const settings = await getFeedSettings(db);
    if (!settings.enabled || settings.url === '') return report;
    const now = clock.now();
    const draws = (
      await core.drawsBetween(db, new Date(now.getTime() - settings.pollWindowMinutes * 60_000), now)
    ).filter((d) => d.state !== 'voided');
    const rows = new Map(
      (
        await findRows(
          db,
          draws.map((d) => d.roundId),
        )
      ).map((r) => [r.round_id, r]),
    );
    const bodies = new Map<string, Promise<unknown>>();
    for (const draw of draws) {
      const row = rows.get(draw.roundId);
      if (row && (row.feed_result || row.feed_dismissed || row.status === 'voided')) continue;
      if (row?.published_source === 'demo' || row?.published_source === 'feed') continue;
      const feedDraw = { game: draw.game, region: draw.region, date: localDate(draw.drawsAt) };
      const url = feedUrl(settings.url, feedDraw, settings.mapping.gameCodes);
      if (!bodies.has(url)) bodies.set(url, get(url, settings.timeoutMs));
      let answer: FeedAnswer;
      try {
        answer = readFeed(await bodies.get(url), settings, feedDraw);
      } catch (err) {
        report.unreachable.push(draw.roundId);
        await alert(draw, 'feed_unreachable', { url, error: err instanceof Error ? err.message : String(err) });
        continue;
      }
      await resolveAlerts(db, draw.roundId, 'system:feed', clock.now(), 'feed_unreachable');
      if (answer.kind === 'incomplete' && now.getTime() - draw.drawsAt.getTime() > LIVE_DRAW_MS) {
        report.invalid.push(draw.roundId);
        await alert(draw, 'feed_invalid', { url, code: answer.code, prize: answer.prize ?? null, incomplete: true });
      } else if (answer.kind === 'invalid') {
        report.invalid.push(draw.roundId);
        await alert(draw, 'feed_invalid', { url, code: answer.code, prize: answer.prize ?? null });
      } else if (answer.kind === 'result') {
        await resolveAlerts(db, draw.roundId, 'system:feed', clock.now(), 'feed_invalid');
        await results.recordFeed(draw, answer.result);
        report.recorded.push(draw.roundId);
      }
    }
    return report;
  };
}
