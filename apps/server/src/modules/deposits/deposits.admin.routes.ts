import { depositAdminContract as c } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Route } from '../../platform/http/route.js';
import { requireOperator } from '../operators/index.js';
import type { DepositsAdminService } from './deposits.admin.service.js';

const param = (req: FastifyRequest, name: string) => String((req.params as Record<string, string>)[name] ?? '');

/** Operator deposit endpoints (auth 'operator'): every action is audited by the service. */
export function registerDepositAdminRoutes(route: Route, admin: DepositsAdminService): void {
  route(c.list, ({ session, query }) => {
    requireOperator(session);
    return admin.list(query);
  });
  route(c.confirm, ({ session, req, body }) =>
    admin.confirm(requireOperator(session), Number(param(req, 'id')), body, req),
  );
  route(c.reject, ({ session, req, body }) =>
    admin.reject(requireOperator(session), Number(param(req, 'id')), body.reason, req),
  );
  route(c.methods, ({ session }) => {
    requireOperator(session);
    return admin.methods();
  });
  route(c.putMethod, ({ session, req, body }) =>
    admin.putMethod(requireOperator(session), param(req, 'code'), body, req),
  );
}
