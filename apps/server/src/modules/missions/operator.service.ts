import {
  type Leaderboard,
  type LeaderboardInput,
  LeaderboardInputSchema,
  type Mission,
  type MissionInput,
  MissionInputSchema,
} from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { operatorActor, requireOperator, writeAudit } from '../operators/index.js';
import { findBoard, listBoards, toLeaderboard, writeBoard } from './leaderboard.repository.js';
import { findMission, listMissions, toMission, writeMission } from './missions.repository.js';

type Origin = { ip: string; requestId: string };

const issuesOf = (error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) =>
  error.issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`);

/** Rules beyond the schema: a category only where games are counted, dates in order. */
export function missionIssues(m: MissionInput): string[] {
  const issues: string[] = [];
  if (m.category !== null && m.kind !== 'rounds' && m.kind !== 'wager') {
    issues.push('category: only for rounds and wager missions');
  }
  if (m.activeFrom && m.activeUntil && new Date(m.activeUntil) <= new Date(m.activeFrom)) {
    issues.push('activeUntil: after activeFrom');
  }
  return issues;
}

/** Operators: missions and leaderboards as data; every change audited; a malformed input changes nothing. */
export function createMissionsOperatorService(deps: { db: Db; clock: Clock; onBoardsChanged?: () => void }) {
  const { db, clock } = deps;

  function parseMission(raw: unknown): MissionInput {
    const parsed = MissionInputSchema.safeParse(raw);
    const issues = parsed.success ? missionIssues(parsed.data) : issuesOf(parsed.error);
    if (!parsed.success || issues.length > 0) throw new AppError('mission_invalid', 422, issues.join('; '), { issues });
    return parsed.data;
  }

  function parseBoard(raw: unknown): LeaderboardInput {
    const parsed = LeaderboardInputSchema.safeParse(raw);
    if (!parsed.success) {
      const issues = issuesOf(parsed.error);
      throw new AppError('leaderboard_invalid', 422, issues.join('; '), { issues });
    }
    return parsed.data;
  }

  const codeTaken = (code: string, what: 'mission_invalid' | 'leaderboard_invalid') =>
    new AppError(what, 422, 'code: already used', { issues: ['code: already used'], code });

  async function missions(session: SessionPrincipal | null): Promise<{ items: Mission[] }> {
    requireOperator(session);
    return { items: (await listMissions(db)).map(toMission) };
  }

  async function saveMission(
    session: SessionPrincipal | null,
    id: number | null,
    raw: unknown,
    origin: Origin,
  ): Promise<Mission> {
    const actor = operatorActor(requireOperator(session));
    const input = parseMission(raw);
    return db.begin(async (tx) => {
      const before = id === null ? undefined : await findMission(tx, id);
      if (id !== null && !before) throw new AppError('mission_not_found', 404, 'No such mission', { id });
      const saved = await writeMission(tx, id, input, clock.now());
      if (saved === null) throw codeTaken(input.code, 'mission_invalid');
      const after = toMission((await findMission(tx, saved))!);
      await writeAudit(tx, {
        at: clock.now(),
        actor,
        action: id === null ? 'mission.create' : 'mission.update',
        subject: `mission:${saved}`,
        before: before ? toMission(before) : null,
        after,
        ...origin,
      });
      return after;
    });
  }

  async function boards(session: SessionPrincipal | null): Promise<{ items: Leaderboard[] }> {
    requireOperator(session);
    return { items: (await listBoards(db)).map(toLeaderboard) };
  }

  async function saveBoard(
    session: SessionPrincipal | null,
    id: number | null,
    raw: unknown,
    origin: Origin,
  ): Promise<Leaderboard> {
    const actor = operatorActor(requireOperator(session));
    const input = parseBoard(raw);
    const out = await db.begin(async (tx) => {
      const before = id === null ? undefined : await findBoard(tx, id);
      if (id !== null && !before) throw new AppError('leaderboard_not_found', 404, 'No such leaderboard', { id });
      const saved = await writeBoard(tx, id, input, clock.now());
      if (saved === null) throw codeTaken(input.code, 'leaderboard_invalid');
      const after = toLeaderboard((await findBoard(tx, saved))!);
      await writeAudit(tx, {
        at: clock.now(),
        actor,
        action: id === null ? 'leaderboard.create' : 'leaderboard.update',
        subject: `leaderboard:${saved}`,
        before: before ? toLeaderboard(before) : null,
        after,
        ...origin,
      });
      return after;
    });
    deps.onBoardsChanged?.();
    return out;
  }

  return {
    missions,
    createMission: (s: SessionPrincipal | null, raw: unknown, o: Origin) => saveMission(s, null, raw, o),
    updateMission: (s: SessionPrincipal | null, id: number, raw: unknown, o: Origin) => saveMission(s, id, raw, o),
    boards,
    createBoard: (s: SessionPrincipal | null, raw: unknown, o: Origin) => saveBoard(s, null, raw, o),
    updateBoard: (s: SessionPrincipal | null, id: number, raw: unknown, o: Origin) => saveBoard(s, id, raw, o),
  };
}
export type MissionsOperatorService = ReturnType<typeof createMissionsOperatorService>;
