import { missionsContract as c } from '@app/contracts';
import type { Route } from '../../platform/http/route.js';
import { auditOrigin } from '../operators/index.js';
import type { LeaderboardService } from './leaderboard.service.js';
import type { MissionsService } from './missions.service.js';
import type { MissionsOperatorService } from './operator.service.js';

export function registerMissionsRoutes(
  route: Route,
  s: { missions: MissionsService; leaderboard: LeaderboardService; operator: MissionsOperatorService },
): void {
  route(c.list, ({ session, query }) => s.missions.list(session!.memberId, query.language));
  route(c.summary, ({ session }) => s.missions.summary(session!.memberId));
  route(c.claim, ({ session, params }) => s.missions.claim(session!.memberId, params.id));
  route(c.leaderboard, ({ session, query }) => s.leaderboard.view(session!.memberId, query.language));
  route(c.operatorList, ({ session }) => s.operator.missions(session));
  route(c.operatorCreate, ({ session, body, req }) => s.operator.createMission(session, body, auditOrigin(req)));
  route(c.operatorUpdate, ({ session, params, body, req }) =>
    s.operator.updateMission(session, params.id, body, auditOrigin(req)),
  );
  route(c.operatorBoards, ({ session }) => s.operator.boards(session));
  route(c.operatorBoardCreate, ({ session, body, req }) => s.operator.createBoard(session, body, auditOrigin(req)));
  route(c.operatorBoardUpdate, ({ session, params, body, req }) =>
    s.operator.updateBoard(session, params.id, body, auditOrigin(req)),
  );
}
