import type { FeedSettings } from '@app/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  feedServer,
  fullResult,
  makeDraw,
  NORTH,
  op,
  type ResultsHarness,
  resultsApp,
  SOUTH,
} from './test/results.fixtures.js';

let h: ResultsHarness;
let feedBody: unknown = { results: [] };
let feedStatus = 200;
let feed: Awaited<ReturnType<typeof feedServer>>;

beforeAll(async () => {
  h = await resultsApp();
  feed = await feedServer(
    () => feedBody,
    () => feedStatus,
  );
});

const base = (): FeedSettings => ({
  enabled: true,
  url: `${feed.url}/results?date={date}`,
  format: 'standard',
  mapping: {},
  trusted: false,
  pollWindowMinutes: 180,
  confirmWaitMinutes: 30,
  timeoutMs: 2000,
  demoWhenOff: true,
});
const configure = (s: Partial<FeedSettings> = {}) => h.mod.service.putFeedSettings(op(1), { ...base(), ...s });

const roundOf = async (id: number) =>
  (await h.db<{ state: string; result: unknown }[]>`SELECT state, result FROM rounds WHERE id = ${id}`)[0]!;
const openAlerts = async (id: number) =>
  (await h.mod.service.alerts(true)).items.filter((a) => a.roundId === id).map((a) => a.kind);

beforeEach(async () => {
  feedStatus = 200;
  feedBody = { results: [] };
  // Each test's draws only: earlier tests' draws leave the poll window.
  h.clock.advance(24 * 3600_000);
  await configure();
});

describe('results feed', () => {
  it('a feed that disagrees with an approved entry stops the draw and raises one alert (log, metric, API)', async () => {
    const id = await makeDraw(h, NORTH);
    const entered = fullResult('north', 1);
    await h.mod.service.enter(op(7), id, entered);
    // Approved, the entry waits for the feed (feed on, untrusted, within the confirm wait).
    expect(await h.mod.service.approve(op(8), id)).toMatchObject({ status: 'approved', published: null });
    expect(await roundOf(id)).toMatchObject({ state: 'closed', result: null });

    const differing = fullResult('north', 2);
    feedBody = { results: [{ game: NORTH, prizes: differing.prizes }] };
    const report = await h.mod.pollFeed();
    expect(report.recorded).toEqual([id]);
    const view = await h.mod.service.get(id);
    expect(view).toMatchObject({ status: 'flagged', published: null, feed: { result: differing } });
    expect(await roundOf(id)).toMatchObject({ state: 'closed', result: null });
    expect(await openAlerts(id)).toEqual(['feed_disagrees']);
    expect(h.alertsRaised.filter((a) => a.roundId === id)).toEqual([
      expect.objectContaining({ roundId: id, kind: 'feed_disagrees' }),
    ]);
    expect(await h.registry.metrics()).toMatch(/lottery_result_alerts_total\{kind="feed_disagrees"\} 1/);
    expect(await h.registry.metrics()).toMatch(/lottery_result_alerts_open\{kind="feed_disagrees"\} 1/);

    // Time passes, the jobs run again: still stopped, no second alert.
    h.clock.advance(60 * 60_000);
    await h.mod.pollFeed();
    await h.mod.reconcile();
    expect((await h.mod.service.get(id)).status).toBe('flagged');
    expect(await roundOf(id)).toMatchObject({ state: 'closed', result: null });
    expect(h.alertsRaised.filter((a) => a.roundId === id)).toHaveLength(1);
    // Even a second approval path cannot publish it.
    expect((await h.mod.service.list('flagged', 10)).items.map((d) => d.roundId)).toContain(id);

    // The entry was wrong: rejected (alert resolved); the feed's numbers entered and approved → published.
    await h.mod.service.reject(op(9), id, 'entry disagrees with the feed');
    expect(await openAlerts(id)).toEqual([]);
    await h.mod.service.enter(op(9), id, differing);
    expect(await h.mod.service.approve(op(7), id)).toMatchObject({
      status: 'published',
      published: { source: 'operator', feedConfirmed: true, result: differing },
    });
    expect((await roundOf(id)).result).toEqual(differing);
  });

  it('a feed that agrees with the entry publishes it; an approval the feed never answers is published after the wait', async () => {
    const agreed = await makeDraw(h, SOUTH);
    const result = fullResult('south', 5);
    await h.mod.service.enter(op(7), agreed, result);
    await h.mod.service.approve(op(8), agreed);
    // Order within a prize does not matter; the feed sends the fourth prize reversed.
    feedBody = {
      results: [{ game: SOUTH, prizes: { ...result.prizes, fourth: [...result.prizes.fourth!].reverse() } }],
    };
    await h.mod.pollFeed();
    expect(await h.mod.service.get(agreed)).toMatchObject({
      status: 'published',
      published: { source: 'operator', feedConfirmed: true, result },
    });

    const silent = await makeDraw(h, SOUTH);
    feedBody = { results: [] };
    await h.mod.service.enter(op(7), silent, fullResult('south', 6));
    await h.mod.service.approve(op(8), silent);
    await h.mod.pollFeed();
    await h.mod.reconcile();
    expect((await h.mod.service.get(silent)).status).toBe('approved');
    h.clock.advance(31 * 60_000);
    await h.mod.reconcile();
    expect(await h.mod.service.get(silent)).toMatchObject({
      status: 'published',
      published: { feedConfirmed: false },
    });
  });

  it('an untrusted feed alone publishes nothing; a trusted one does', async () => {
    const id = await makeDraw(h, NORTH);
    const result = fullResult('north', 8);
    feedBody = { results: [{ game: NORTH, prizes: result.prizes }] };
    await h.mod.pollFeed();
    expect(await h.mod.service.get(id)).toMatchObject({ status: 'awaiting', feed: { result }, published: null });
    await configure({ trusted: true });
    await h.mod.reconcile();
    expect(await h.mod.service.get(id)).toMatchObject({ status: 'published', published: { source: 'feed', result } });
    expect((await roundOf(id)).result).toEqual(result);
  });

  it('a feed answer that fails the layout is refused with an alert and changes nothing', async () => {
    await configure({ trusted: true });
    const id = await makeDraw(h, NORTH);
    const short = fullResult('north', 9);
    // Short while the televised draw runs: nothing yet, no alert; still short an hour later: alert.
    feedBody = { results: [{ game: NORTH, prizes: { ...short.prizes, seventh: ['12', '34', '56'] } }] };
    expect(await h.mod.pollFeed()).toMatchObject({ recorded: [], invalid: [] });
    expect(await openAlerts(id)).toEqual([]);
    h.clock.advance(60 * 60_000);
    const report = await h.mod.pollFeed();
    expect(report.invalid).toEqual([id]);
    expect(await h.mod.service.get(id)).toMatchObject({ status: 'awaiting', feed: null, published: null });
    expect(await roundOf(id)).toMatchObject({ state: 'closed', result: null });
    const [alert] = (await h.mod.service.alerts(true)).items.filter((a) => a.roundId === id);
    expect(alert).toMatchObject({
      kind: 'feed_invalid',
      detail: { code: 'lottery_result_wrong_count', prize: 'seventh' },
    });
  });

  it('reads a provider through a mapping (paths, prize names, numbers as a string), polling the loopback URL', async () => {
    await configure({
      trusted: true,
      url: `${feed.url}/xsmb/{game}/{date}`,
      format: 'mapping',
      mapping: {
        resultsPath: 'data.draws',
        gamePath: 'code',
        prizesPath: 'kq',
        datePath: 'ngay',
        gameCodes: { [NORTH]: 'MB' },
        prizeNames: {
          special: 'DB',
          first: 'G1',
          second: 'G2',
          third: 'G3',
          fourth: 'G4',
          fifth: 'G5',
          sixth: 'G6',
          seventh: 'G7',
        },
      },
    });
    const id = await makeDraw(h, NORTH);
    const r = fullResult('north', 12);
    const p = r.prizes;
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(
      new Date(h.clock.now().getTime() - 5 * 60_000),
    );
    feedBody = {
      data: {
        draws: [
          { code: 'MB', ngay: '2001-01-01', kq: { DB: '00000' } },
          {
            code: 'MB',
            ngay: date,
            kq: {
              DB: p.special!.join(' '),
              G1: p.first!.join(','),
              G2: p.second!.join(' - '),
              G3: p.third,
              G4: p.fourth,
              G5: p.fifth,
              G6: p.sixth,
              G7: p.seventh!.map(Number),
            },
          },
        ],
      },
    };
    const hitsBefore = feed.hits.length;
    await h.mod.pollFeed();
    expect(feed.hits.slice(hitsBefore)).toContain(`/xsmb/MB/${date}`);
    expect(await h.mod.service.get(id)).toMatchObject({
      status: 'published',
      published: { source: 'feed', result: r },
    });
  });

  it('an unreachable feed raises one alert per draw and publishes nothing', async () => {
    const id = await makeDraw(h, SOUTH);
    feedStatus = 500;
    expect((await h.mod.pollFeed()).unreachable).toEqual([id]);
    await h.mod.pollFeed();
    expect(await openAlerts(id)).toEqual(['feed_unreachable']);
    expect(h.alertsRaised.filter((a) => a.roundId === id)).toHaveLength(1);
    feedStatus = 200;
    await h.mod.pollFeed();
    expect(await openAlerts(id)).toEqual([]);
  });

  it('a feed contradicting a published result raises an alert; dismissing the feed closes it, the result stands', async () => {
    await configure({ enabled: false });
    const id = await makeDraw(h, SOUTH);
    const result = fullResult('south', 20);
    await h.mod.service.enter(op(7), id, result);
    await h.mod.service.approve(op(8), id);
    await configure();
    feedBody = { results: [{ game: SOUTH, prizes: fullResult('south', 21).prizes }] };
    await h.mod.pollFeed();
    expect(await openAlerts(id)).toEqual(['feed_disagrees']);
    const [alert] = (await h.mod.service.alerts(true)).items.filter((a) => a.roundId === id);
    await expect(h.mod.service.resolveAlert(op(7), alert!.id, 'looked at it')).rejects.toMatchObject({
      code: 'lottery_alert_not_open',
    });
    expect(await h.mod.service.dismissFeed(op(7), id, 'the feed mixed up two stations')).toMatchObject({
      status: 'published',
      published: { result },
      feed: { dismissed: true },
    });
    expect(await openAlerts(id)).toEqual([]);
  });

  it('an alert that does not close itself is closed by hand, audited', async () => {
    const id = await makeDraw(h, NORTH);
    feedStatus = 503;
    await h.mod.pollFeed();
    const [alert] = (await h.mod.service.alerts(true)).items.filter((a) => a.roundId === id);
    expect(alert).toMatchObject({ kind: 'feed_unreachable', detail: { error: 'feed answered HTTP 503' } });
    expect(await h.mod.service.resolveAlert(op(7), alert!.id, 'provider down for maintenance')).toMatchObject({
      id: alert!.id,
      resolvedBy: 'operator:7:op7',
    });
    expect(await openAlerts(id)).toEqual([]);
    const [audit] = await h.db<{ action: string }[]>`
      SELECT action FROM audit_log WHERE subject = ${`lottery_result_alert:${alert!.id}`}`;
    expect(audit).toEqual({ action: 'lottery_result_alert.resolve' });
    await expect(h.mod.service.resolveAlert(op(7), alert!.id, 'again')).rejects.toMatchObject({
      code: 'lottery_alert_not_open',
    });
  });

  it('refuses a feed URL that is not http(s), audited changes otherwise', async () => {
    await expect(configure({ url: 'file:///etc/passwd' })).rejects.toMatchObject({ code: 'lottery_feed_bad_settings' });
    const [audit] = await h.db<{ actor: string }[]>`
      SELECT actor FROM audit_log WHERE action = 'lottery_results_feed.settings' ORDER BY id DESC LIMIT 1`;
    expect(audit).toEqual({ actor: 'operator:1:op1' });
    expect(await h.mod.service.mode()).toEqual({ demo: false, feed: true });
  });
});
