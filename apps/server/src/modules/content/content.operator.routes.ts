import { backofficeContentContract as c } from '@app/contracts';
import type { Route } from '../../platform/http/route.js';
import { requireOperator } from '../operators/index.js';
import type { ContentOperatorService } from './content.operator.service.js';

/** The back office's banner and notice endpoints (permissions: route-permissions.ts, content.*). */
export function registerContentOperatorRoutes(route: Route, s: ContentOperatorService): void {
  route(c.banners, ({ query }) => s.banners(query.group));
  route(c.createBanner, ({ session, body, req }) => s.createBanner(requireOperator(session), body, req));
  route(c.updateBanner, ({ session, params, body, req }) =>
    s.updateBanner(requireOperator(session), params.id, body, req),
  );
  route(c.deleteBanner, ({ session, params, req }) => s.deleteBanner(requireOperator(session), params.id, req));
  route(c.orderBanners, ({ session, body, req }) =>
    s.orderBanners(requireOperator(session), body.group, body.ids, req),
  );
  route(c.notices, ({ query }) => s.notices(query.type));
  route(c.createNotice, ({ session, body, req }) => s.createNotice(requireOperator(session), body, req));
  route(c.updateNotice, ({ session, params, body, req }) =>
    s.updateNotice(requireOperator(session), params.id, body, req),
  );
  route(c.deleteNotice, ({ session, params, req }) => s.deleteNotice(requireOperator(session), params.id, req));
}
