import type { LanguageCode, LeaderboardView } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { rollupZoneReady } from '../agents/member-day.zone.js';
import { maskAccount } from '../catalogue/index.js';
import type { RewardCentre } from '../promotions/rewards.service.js';
import { type BoardSpan, boardSpan, duePeriods, placeOf, prizeOf } from './leaderboard.periods.js';
import { type BoardRecord, listBoards, memberValue, type Standing, standings } from './leaderboard.repository.js';
import type { PointsAwarder } from './missions.service.js';

export interface LeaderboardDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
  rewards: Pick<RewardCentre, 'prepare' | 'payReward'>;
  points: PointsAwarder | null;
  /** How long a board's standings are reused between reads (the read sums a whole period for everyone). */
  cacheMs?: number;
}

/** A prize's unique key: one payment per board, period and rank, whatever runs the job and how often. */
export const prizeKey = (boardId: number, periodKey: string, rank: number) =>
  `leaderboard:${boardId}:${periodKey}:${rank}`;

const GRACE_MS = 5 * 60_000;

/** Leaderboards: the member's view (top ranks, masked, and the member's own place) and the period-end prizes. */
export function createLeaderboardService(deps: LeaderboardDeps) {
  const { db, clock, timeZone, rewards, points } = deps;
  const cacheMs = deps.cacheMs ?? 30_000;
  const cache = new Map<string, { at: number; rows: Standing[] }>();

  async function standingsOf(b: BoardRecord, span: BoardSpan): Promise<Standing[]> {
    const key = `${b.id}:${b.updatedAt.getTime()}:${span.key}`;
    const hit = cache.get(key);
    // The wall clock, not the injected one: this bounds how stale this process's copy may be (as the lottery's
    // game cache does); a test clock that stands still would otherwise keep the first standings for ever.
    const now = Date.now();
    if (hit && now - hit.at < cacheMs) return hit.rows;
    await rollupZoneReady(db, timeZone);
    const rows = await standings(db, b, span.fromDay, span.toDay);
    if (cache.size > 50) cache.clear();
    cache.set(key, { at: now, rows });
    return rows;
  }

  async function view(memberId: number, language: LanguageCode): Promise<{ boards: LeaderboardView[] }> {
    const boards = await listBoards(db, true);
    const out: LeaderboardView[] = [];
    for (const b of boards) {
      const span = boardSpan(b.period, clock.now(), timeZone);
      const rows = await standingsOf(b, span);
      // The member's own figure is read fresh; the others' come from the (briefly cached) standings.
      const value = await memberValue(db, b, memberId, span.fromDay, span.toDay);
      const mine = placeOf(rows, memberId, value);
      out.push({
        id: b.id,
        title: b.title[language],
        metric: b.metric,
        period: b.period,
        category: b.category,
        prizeType: b.prizeType,
        periodKey: span.key,
        periodStart: span.start.toISOString(),
        periodEnd: span.end.toISOString(),
        top: rows.slice(0, b.size).map((r, i) => ({
          rank: i + 1,
          name: maskAccount(r.account),
          value: r.value,
          prize: prizeOf(b.prizes, i + 1),
          me: r.memberId === memberId,
        })),
        me: { rank: mine, value: Math.max(0, value) },
      });
    }
    return { boards: out };
  }

  /**
   * Pays every closed period's prizes once (a job; catching up a few periods after downtime). Per board and
   * period, one transaction takes the run row (a second runner, here or on another node, waits on it and then
   * finds it finished), writes one prize row per rank (unique per rank and per member) and pays it under the
   * prize's unique key through the reward centre or the points ledger, and marks the run finished.
   */
  async function payPrizes(): Promise<{ paid: number; periods: number }> {
    let paid = 0;
    let periods = 0;
    for (const b of await listBoards(db, true)) {
      if (!b.prizes.some((p) => p > 0)) continue;
      const due = duePeriods(b.period, clock.now(), timeZone, {
        createdAt: b.createdAt,
        graceMs: GRACE_MS,
        catchUp: 3,
      });
      for (const span of due) {
        const [done] = await db`SELECT 1 FROM leaderboard_period_runs
                                 WHERE leaderboard_id = ${b.id} AND period_key = ${span.key} AND finished_at IS NOT NULL`;
        if (done) continue;
        const n = await payPeriod(b, span);
        if (n !== null) {
          periods += 1;
          paid += n;
        }
      }
    }
    return { paid, periods };
  }

  async function payPeriod(b: BoardRecord, span: BoardSpan): Promise<number | null> {
    await rollupZoneReady(db, timeZone);
    const winners = (await standings(db, b, span.fromDay, span.toDay))
      .slice(0, b.prizes.length)
      .map((s, i) => ({ ...s, rank: i + 1, amount: prizeOf(b.prizes, i + 1) }))
      .filter((w) => w.amount > 0);
    const award = b.prizeType === 'points' ? points : null;
    if (b.prizeType === 'points' && !award) throw new Error('leaderboard points prizes need the points module');
    // Accounts first, outside the transaction (see promotions-api.md: never a second connection under a lock).
    for (const w of winners) await (award ? award.prepare(w.memberId) : rewards.prepare(w.memberId));
    return db.begin(async (tx) => {
      await tx`INSERT INTO leaderboard_period_runs (leaderboard_id, period_key, started_at)
               VALUES (${b.id}, ${span.key}, ${clock.now()}) ON CONFLICT DO NOTHING`;
      const [run] = await tx<{ finished_at: Date | null }[]>`
        SELECT finished_at FROM leaderboard_period_runs
         WHERE leaderboard_id = ${b.id} AND period_key = ${span.key} FOR UPDATE`;
      if (run?.finished_at) return null;
      let count = 0;
      for (const w of winners) {
        const [row] = await tx`
          INSERT INTO leaderboard_prizes (leaderboard_id, period_key, rank, member_id, value, prize_type, amount, paid_at)
          VALUES (${b.id}, ${span.key}, ${w.rank}, ${w.memberId}, ${w.value}, ${b.prizeType}, ${w.amount}, ${clock.now()})
          ON CONFLICT DO NOTHING RETURNING rank`;
        if (!row) continue;
        const sourceKey = prizeKey(b.id, span.key, w.rank);
        if (award) {
          const out = await award.awardPoints(tx, {
            memberId: w.memberId,
            amount: w.amount,
            reason: 'leaderboard',
            sourceKey,
            note: `${b.code} ${span.key} #${w.rank}`,
          });
          await tx`UPDATE leaderboard_prizes SET transfer_id = ${out.transferId}
                    WHERE leaderboard_id = ${b.id} AND period_key = ${span.key} AND rank = ${w.rank}`;
        } else {
          const out = await rewards.payReward(tx, {
            memberId: w.memberId,
            source: 'bonus',
            sourceKey,
            amount: w.amount,
            periodKey: span.key,
            title: {
              vi: `${b.title.vi} – hạng ${w.rank} (${span.key})`,
              en: `${b.title.en} – rank ${w.rank} (${span.key})`,
            },
            details: { leaderboardId: b.id, rank: w.rank, value: w.value },
          });
          await tx`UPDATE leaderboard_prizes SET reward_id = ${out.rewardId}, transfer_id = ${out.transferId}
                    WHERE leaderboard_id = ${b.id} AND period_key = ${span.key} AND rank = ${w.rank}`;
        }
        count += 1;
      }
      await tx`UPDATE leaderboard_period_runs SET finished_at = ${clock.now()}
                WHERE leaderboard_id = ${b.id} AND period_key = ${span.key}`;
      return count;
    });
  }

  return { view, payPrizes, clearCache: () => cache.clear() };
}
export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
