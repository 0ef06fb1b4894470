import type { LanguageCode, MissionClaim, MissionView } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import { publishToMember } from '../../platform/realtime/index.js';
import { rollupZoneReady } from '../agents/member-day.zone.js';
import type { RewardCentre } from '../promotions/rewards.service.js';
import { newCompleters, recordCompletion } from './completions.repository.js';
import { earliestDay, localDay, type MissionWindow, missionProgress, missionWindow } from './missions.progress.js';
import { claimedKeys, findMission, liveMissions, type MissionRecord } from './missions.repository.js';
import { memberFacts } from './sources.js';

/** The points helper's award function (modules/points, points-api.md), as missions and leaderboards use it. */
export interface PointsAwarder {
  prepare(memberId: number): Promise<void>;
  awardPoints(
    tx: Tx,
    input: {
      memberId: number;
      amount: number;
      reason: 'mission' | 'leaderboard';
      sourceKey: string;
      note?: string | null;
    },
  ): Promise<{ transferId: number; created: boolean }>;
}

/** Inbox's system message "mission complete" (inbox-api.md), sent in the completing transaction. */
export type MissionCompleteMessage = (
  tx: Tx,
  memberId: number,
  mission: { vi: string; en: string },
  at: Date,
) => Promise<unknown>;

export interface MissionsDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
  rewards: Pick<RewardCentre, 'prepare' | 'payReward'>;
  /** Null until the points module is wired: a points mission then cannot be claimed (server error, nothing paid). */
  points: PointsAwarder | null;
  rankOf: (memberId: number) => Promise<number>;
  missionComplete?: MissionCompleteMessage;
}

/** The reward's unique key: the reward centre and the points ledger both refuse a second payment under it. */
export const missionRewardKey = (missionId: number, periodKey: string, memberId: number) =>
  `mission:${missionId}:${periodKey}:${memberId}`;

const notFound = (id: number) => new AppError('mission_not_found', 404, 'No such mission for this member', { id });

/** Missions: the member's list with progress, the claim (paid once), the badge count, completion notices. */
export function createMissionsService(deps: MissionsDeps) {
  const { db, clock, timeZone, rewards, points } = deps;

  /** Each mission's window now and the member's progress in it, from one read of each source. */
  async function progressOf(memberId: number, missions: readonly MissionRecord[]) {
    await rollupZoneReady(db, timeZone);
    const now = clock.now();
    const windows = missions.map((m) => missionWindow(m, now, timeZone));
    const earliest = (kinds: readonly string[]) => {
      const starts = windows.filter((_, i) => kinds.includes(missions[i]!.kind)).map((w) => w.start.getTime());
      // Logins are counted by local day: read from a day before the window's first instant.
      return starts.length > 0 ? new Date(Math.min(...starts) - 86_400_000) : null;
    };
    const dayWindows = windows.filter((_, i) => ['rounds', 'wager', 'deposit'].includes(missions[i]!.kind));
    const facts = await memberFacts(db, memberId, {
      fromDay: earliestDay(dayWindows),
      loginsSince: earliest(['login_days']),
      invitesSince: earliest(['invite']),
      timeZone,
    });
    const claimed = await claimedKeys(
      db,
      memberId,
      missions.map((m) => m.id),
      windows.map((w) => w.key),
    );
    return missions.map((m, i) => {
      const w = windows[i] as MissionWindow;
      const progress = missionProgress(m, w, facts);
      return {
        mission: m,
        window: w,
        progress,
        complete: progress >= m.target,
        claimed: claimed.has(`${m.id}:${w.key}`),
      };
    });
  }

  async function visibleMissions(memberId: number): Promise<MissionRecord[]> {
    return liveMissions(db, clock.now(), await deps.rankOf(memberId));
  }

  async function list(memberId: number, language: LanguageCode): Promise<{ items: MissionView[] }> {
    const states = await progressOf(memberId, await visibleMissions(memberId));
    return {
      items: states.map(({ mission: m, window: w, progress, complete, claimed }) => ({
        id: m.id,
        code: m.code,
        period: m.period,
        kind: m.kind,
        category: m.category,
        title: m.title[language],
        description: m.description[language],
        target: m.target,
        progress,
        complete,
        claimed,
        periodKey: w.key,
        periodEnd: w.end?.toISOString() ?? null,
        reward: m.reward,
      })),
    };
  }

  /** The member-centre badge: missions complete in their current period and not claimed yet. */
  async function summary(memberId: number): Promise<{ count: number }> {
    const states = await progressOf(memberId, await visibleMissions(memberId));
    return { count: states.filter((s) => s.complete && !s.claimed).length };
  }

  /**
   * Pays a complete mission's reward once per period. The claim row's unique key (mission, member, period) is
   * taken inside the paying transaction: a parallel or repeated claim waits for it and then finds it taken
   * (409, nothing paid); the reward's own unique key (reward centre / points ledger) backs it up.
   */
  async function claim(memberId: number, missionId: number): Promise<MissionClaim> {
    const mission = await findMission(db, missionId);
    const now = clock.now();
    const live =
      mission?.enabled === true &&
      (mission.activeFrom === null || mission.activeFrom <= now) &&
      (mission.activeUntil === null || mission.activeUntil > now);
    if (!mission || !live || mission.minVipRank > (await deps.rankOf(memberId))) throw notFound(missionId);
    const [state] = await progressOf(memberId, [mission]);
    if (!state) throw notFound(missionId);
    const periodKey = state.window.key;
    if (state.claimed) throw alreadyClaimed(missionId, periodKey);
    if (!state.complete) {
      throw new AppError('mission_incomplete', 422, 'The mission is not complete', {
        id: missionId,
        progress: state.progress,
        target: mission.target,
      });
    }
    const pointsAwarder = mission.reward.type === 'points' ? requirePoints() : null;
    // Accounts are made before the transaction (a second pool connection while holding the claim's lock starves).
    if (pointsAwarder) await pointsAwarder.prepare(memberId);
    else await rewards.prepare(memberId);
    const sourceKey = missionRewardKey(missionId, periodKey, memberId);
    await db.begin(async (tx) => {
      const [row] = await tx<{ id: string }[]>`
        INSERT INTO mission_claims (mission_id, member_id, period_key, progress, reward_type, reward_amount, claimed_at)
        VALUES (${missionId}, ${memberId}, ${periodKey}, ${state.progress}, ${mission.reward.type},
                ${mission.reward.amount}, ${clock.now()})
        ON CONFLICT (mission_id, member_id, period_key) DO NOTHING RETURNING id`;
      if (!row) throw alreadyClaimed(missionId, periodKey);
      if (pointsAwarder) {
        const out = await pointsAwarder.awardPoints(tx, {
          memberId,
          amount: mission.reward.amount,
          reason: 'mission',
          sourceKey,
          note: mission.code,
        });
        await tx`UPDATE mission_claims SET transfer_id = ${out.transferId} WHERE id = ${row.id}`;
      } else {
        const out = await rewards.payReward(tx, {
          memberId,
          source: 'bonus',
          sourceKey,
          amount: mission.reward.amount,
          title: { vi: `Nhiệm vụ: ${mission.title.vi}`, en: `Mission: ${mission.title.en}` },
          details: { missionId, periodKey },
        });
        await tx`UPDATE mission_claims SET reward_id = ${out.rewardId}, transfer_id = ${out.transferId}
                  WHERE id = ${row.id}`;
      }
      // Complete by definition: no "mission complete" notice after it was claimed.
      await recordCompletion(tx, missionId, memberId, periodKey, clock.now());
    });
    return { missionId, periodKey, reward: mission.reward };
  }

  function requirePoints(): PointsAwarder {
    if (!points) throw new AppError('internal_error', 500, 'Points are not available');
    return points;
  }

  /**
   * Tells members their missions are complete, once each (a minute job): the members active since yesterday
   * (local) who reached a live mission's target and have no completion row get one, a live notice and, when
   * inbox is wired, the system message, all in one transaction per completion. Safe on two nodes at once:
   * the completion's primary key lets one insert win.
   */
  async function sweep(): Promise<number> {
    await rollupZoneReady(db, timeZone);
    const now = clock.now();
    const active = {
      day: localDay(new Date(now.getTime() - 86_400_000), timeZone),
      since: new Date(now.getTime() - 26 * 3_600_000),
      timeZone,
    };
    let told = 0;
    for (const m of await liveMissions(db, now, null)) {
      const w = missionWindow(m, now, timeZone);
      for (const memberId of await newCompleters(db, m, w, active)) {
        const first = await db.begin(async (tx) => {
          if (!(await recordCompletion(tx, m.id, memberId, w.key, clock.now()))) return false;
          await publishToMember(tx, memberId, {
            type: 'notice',
            kind: 'mission_complete',
            reference: String(m.id),
            at: clock.now().toISOString(),
          });
          await deps.missionComplete?.(tx, memberId, m.title, clock.now());
          return true;
        });
        if (first) told += 1;
      }
    }
    return told;
  }

  return { list, summary, claim, sweep };
}
export type MissionsService = ReturnType<typeof createMissionsService>;

function alreadyClaimed(id: number, periodKey: string): AppError {
  return new AppError('mission_already_claimed', 409, 'Already claimed in this period', { id, periodKey });
}
