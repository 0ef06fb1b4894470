import { lotteryResultsContract as c } from '@app/contracts';
import type { Route } from '../../../platform/http/route.js';
import { auditOrigin, requireOperator } from '../../operators/index.js';
import type { LotteryResults } from './results.service.js';

/** Operator results endpoints (entry, four-eyes approval, feed, alerts, void-and-redraw) and two public reads. */
export function registerLotteryResultsRoutes(route: Route, results: LotteryResults): void {
  route(c.list, ({ session, query }) => {
    requireOperator(session);
    return results.list(query.status, query.limit);
  });
  route(c.get, ({ session, params }) => {
    requireOperator(session);
    return results.get(params.id);
  });
  route(c.enter, ({ session, params, body, req }) =>
    results.enter(requireOperator(session), params.id, body.result, auditOrigin(req)),
  );
  route(c.approve, ({ session, params, req }) =>
    results.approve(requireOperator(session), params.id, auditOrigin(req)),
  );
  route(c.reject, ({ session, params, body, req }) =>
    results.reject(requireOperator(session), params.id, body.reason, auditOrigin(req)),
  );
  route(c.dismissFeed, ({ session, params, body, req }) =>
    results.dismissFeed(requireOperator(session), params.id, body.reason, auditOrigin(req)),
  );
  route(c.voidAndRedraw, ({ session, params, body, req }) =>
    results.voidAndRedraw(requireOperator(session), params.id, body.reason, body.correctedResult, auditOrigin(req)),
  );
  route(c.alerts, ({ session, query }) => {
    requireOperator(session);
    return results.alerts(query.open !== 'false');
  });
  route(c.resolveAlert, ({ session, params, body, req }) =>
    results.resolveAlert(requireOperator(session), params.id, body.note, auditOrigin(req)),
  );
  route(c.feedSettings, ({ session }) => {
    requireOperator(session);
    return results.feedSettings();
  });
  route(c.putFeedSettings, ({ session, body, req }) =>
    results.putFeedSettings(requireOperator(session), body, auditOrigin(req)),
  );
  route(c.mode, () => results.mode());
  route(c.source, ({ params }) => results.source(params.id));
}
