import { randomInt } from 'node:crypto';
import { drawLotteryFrom, type LotteryRegion, type LotteryResult } from '@app/games';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/connect.js';
import { writeAudit } from '../../operators/index.js';
import type { LotteryCorePort } from './results.port.js';
import { claimRow, getFeedSettings, saveRow } from './results.repository.js';

/** A demo result is filled this long after the draw's time (the televised draw takes a while too). */
export const DEMO_DELAY_MS = 60_000;
/** Draws older than this are left alone (a site switched on after a long stop does not fill weeks). */
const DEMO_LOOKBACK_MS = 3 * 86_400_000;

/** A full result of the layout from the operating system's CSPRNG: demo results, never a real draw. */
export const demoResult = (region: LotteryRegion): LotteryResult =>
  drawLotteryFrom(region, { nextInt: (n: number) => randomInt(n) });

/** Thrown inside the transaction to roll a claim back when the core cannot take the result yet. */
class NotClosed extends Error {}

/**
 * The demo generator: with no feed on (and demo on, the default), each Vietnam draw whose time passed
 * more than DEMO_DELAY_MS ago and that no source has touched gets a CSPRNG result, published with
 * source 'demo'. The draw's row is claimed (INSERT … ON CONFLICT DO NOTHING) in the transaction that
 * publishes, so two runners, or a rerun, fill a draw once, and an operator's entry is never overwritten.
 */
export function createDemoGenerator(deps: { db: Db; clock: Clock; core: LotteryCorePort }) {
  const { db, clock, core } = deps;

  return async function fillDemoResults(): Promise<number[]> {
    const settings = await getFeedSettings(db);
    if (settings.enabled || !settings.demoWhenOff) return [];
    const now = clock.now();
    const due = await core.drawsBetween(
      db,
      new Date(now.getTime() - DEMO_LOOKBACK_MS),
      new Date(now.getTime() - DEMO_DELAY_MS),
    );
    const filled: number[] = [];
    for (const draw of due) {
      if (draw.state !== 'closed' && draw.state !== 'open') continue;
      try {
        const done = await db.begin(async (tx) => {
          const row = await claimRow(tx, draw.roundId, draw.region, clock.now());
          if (!row) return false;
          const result = demoResult(draw.region);
          if (!(await core.publish(tx, draw.roundId, result, 'demo'))) throw new NotClosed();
          await saveRow(tx, {
            ...row,
            status: 'published',
            published_result: result,
            published_source: 'demo',
            published_at: clock.now(),
            updated_at: clock.now(),
          });
          await writeAudit(tx, {
            at: clock.now(),
            actor: 'system:demo',
            action: 'lottery_result.publish',
            subject: `round:${draw.roundId}`,
            after: { source: 'demo', result },
          });
          return true;
        });
        if (done) filled.push(draw.roundId);
      } catch (err) {
        if (!(err instanceof NotClosed)) throw err;
      }
    }
    return filled;
  };
}
