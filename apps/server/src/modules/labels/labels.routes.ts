import { labelsContract as c } from '@app/contracts';
import type { Route } from '../../platform/http/route.js';
import { auditOrigin } from '../operators/index.js';
import type { LabelsService } from './labels.service.js';

/** Operator endpoints of member labels. */
export function registerLabelRoutes(route: Route, s: LabelsService) {
  route(c.list, ({ session }) => s.list(session));
  route(c.create, ({ session, body, req }) => s.create(session, body, auditOrigin(req)));
  route(c.assign, ({ session, params, body, req }) =>
    s.change(session, params.code, body.accounts, 'assign', auditOrigin(req)),
  );
  route(c.unassign, ({ session, params, body, req }) =>
    s.change(session, params.code, body.accounts, 'unassign', auditOrigin(req)),
  );
}
