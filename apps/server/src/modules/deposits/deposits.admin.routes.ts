import { depositsAdminContract as c } from '@app/contracts';
import type { Route } from '../../platform/http/route.js';
import { requireOperator } from '../operators/index.js';
import type { DepositsAdminService } from './deposits.admin.service.js';

/** Operator deposit endpoints (auth 'operator'): every action is audited by the service. */
export function registerDepositAdminRoutes(route: Route, admin: DepositsAdminService): void {
  route(c.list, ({ session, query }) => {
    requireOperator(session);
    return admin.list(query);
  });
  route(c.confirm, ({ session, params, req, body }) => admin.confirm(requireOperator(session), params.id, body, req));
  route(c.reject, ({ session, params, req, body }) =>
    admin.reject(requireOperator(session), params.id, body.reason, req),
  );
  route(c.methods, ({ session }) => {
    requireOperator(session);
    return admin.methods();
  });
  route(c.putMethod, ({ session, params, req, body }) =>
    admin.putMethod(requireOperator(session), params.code, body, req),
  );
}
