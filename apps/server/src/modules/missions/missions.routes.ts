import { missionsContract as c } from '@app/contracts';
import { type CsvExporter, inOneBatch } from '../../platform/http/csv-export.js';
import type { Route } from '../../platform/http/route.js';
import { auditOrigin } from '../operators/index.js';
import type { LeaderboardService } from './leaderboard.service.js';
import { LEADERBOARDS_CSV_HEADER, leaderboardsCsvLine, MISSIONS_CSV_HEADER, missionsCsvLine } from './missions.csv.js';
import type { MissionsService } from './missions.service.js';
import type { MissionsOperatorService } from './operator.service.js';

export function registerMissionsRoutes(
  route: Route,
  s: { missions: MissionsService; leaderboard: LeaderboardService; operator: MissionsOperatorService },
  csv: CsvExporter,
): void {
  route(c.list, ({ session, query }) => s.missions.list(session!.memberId, query.language));
  route(c.summary, ({ session }) => s.missions.summary(session!.memberId));
  route(c.claim, ({ session, params }) => s.missions.claim(session!.memberId, params.id));
  route(c.leaderboard, ({ session, query }) => s.leaderboard.view(session!.memberId, query.language));
  route(c.operatorList, ({ session }) => s.operator.missions(session));
  // Short operator lists (read whole, as the screens do): one batch each.
  route(c.operatorCsv, async ({ session, query, reply }) => {
    // The screen's search box: code or title containing the words (as its localPage `contains`).
    const words = query.q?.trim().toLowerCase() ?? '';
    const items = (await s.operator.missions(session)).items.filter((m) =>
      `${m.code} ${m.title.vi} ${m.title.en}`.toLowerCase().includes(words),
    );
    return csv.send(reply, {
      name: 'missions',
      header: MISSIONS_CSV_HEADER,
      line: missionsCsvLine,
      batches: inOneBatch(items),
    });
  });
  route(c.operatorCreate, ({ session, body, req }) => s.operator.createMission(session, body, auditOrigin(req)));
  route(c.operatorUpdate, ({ session, params, body, req }) =>
    s.operator.updateMission(session, params.id, body, auditOrigin(req)),
  );
  route(c.operatorBoards, ({ session }) => s.operator.boards(session));
  route(c.operatorBoardsCsv, async ({ session, reply }) => {
    const { items } = await s.operator.boards(session);
    return csv.send(reply, {
      name: 'leaderboards',
      header: LEADERBOARDS_CSV_HEADER,
      line: leaderboardsCsvLine,
      batches: inOneBatch(items),
    });
  });
  route(c.operatorBoardCreate, ({ session, body, req }) => s.operator.createBoard(session, body, auditOrigin(req)));
  route(c.operatorBoardUpdate, ({ session, params, body, req }) =>
    s.operator.updateBoard(session, params.id, body, auditOrigin(req)),
  );
}
