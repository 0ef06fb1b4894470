import { vipContract as c } from '@app/contracts';
import type { Route } from '../../platform/http/route.js';
import { auditOrigin } from '../operators/index.js';
import type { VipService } from './vip.service.js';

export function registerVipRoutes(route: Route, vip: VipService): void {
  route(c.levels, () => vip.levels());
  route(c.member, ({ session, query }) => vip.member(session!.memberId, query.language));
  route(c.operatorGet, ({ session }) => vip.operatorGet(session));
  route(c.operatorUpdate, ({ session, body, req }) => vip.operatorUpdate(session, body, auditOrigin(req)));
}
