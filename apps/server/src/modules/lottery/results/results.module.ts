import type { Registry } from 'prom-client';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/connect.js';
import { createCorePort, type RoundsForResults } from './results.core.js';
import { createDemoGenerator } from './results.demo.js';
import { createFeedPoller } from './results.feed.js';
import type { FeedFetch } from './results.feed-fetch.js';
import { createAlertSink } from './results.metrics.js';
import type { LotteryCorePort } from './results.port.js';
import { createLotteryResults } from './results.service.js';

/**
 * The results module built from the rounds core: the service (entry, approval, reads), the feed poller
 * and the demo generator, sharing one port to the core and one alert sink (log + metrics).
 */
export function buildLotteryResults(deps: {
  db: Db;
  clock: Clock;
  rounds?: RoundsForResults;
  core?: LotteryCorePort;
  fetch?: FeedFetch;
  registry?: Registry;
  log?: { warn(obj: object, msg: string): void };
}) {
  const { db, clock } = deps;
  const core =
    deps.core ??
    createCorePort({
      clock,
      rounds: deps.rounds ?? {
        recordExternalResult: async () => {
          throw new Error('the rounds core has no recordExternalResult yet');
        },
        void: async () => {
          throw new Error('the rounds core is not wired');
        },
        voidSettled: async () => {
          throw new Error('the rounds core is not wired');
        },
      },
    });
  const alerts = createAlertSink({ db, registry: deps.registry, log: deps.log });
  const service = createLotteryResults({ db, clock, core, alerts });
  const pollFeed = createFeedPoller({ db, clock, core, results: service, fetch: deps.fetch, alerts });
  const fillDemoResults = createDemoGenerator({ db, clock, core });
  return { service, core, pollFeed, fillDemoResults, reconcile: service.reconcile };
}
export type LotteryResultsModule = ReturnType<typeof buildLotteryResults>;
