import { operatorContract as c } from '@app/contracts';
import type { Route } from '../../platform/http/route.js';
import type { AdjustmentsService } from './adjustments.service.js';
import { requireOperator } from './operator.principal.js';
import type { OperatorsService } from './operators.service.js';

/** Operator session endpoints and manual adjustments. */
export function registerOperatorRoutes(route: Route, operators: OperatorsService, adjustments: AdjustmentsService) {
  route(c.login, ({ body, req }) => operators.login(body.username, body.password, req, body.totpCode));
  route(c.logout, async ({ session, req }) => {
    await operators.logout(requireOperator(session), req);
    return { ok: true };
  });
  route(c.changePassword, ({ session, body, req }) =>
    operators.changePassword(requireOperator(session), body.currentPassword, body.newPassword, req),
  );
  route(c.me, ({ session }) => operators.me(requireOperator(session)));
  route(c.adjust, ({ session, body, req }) => adjustments.adjust(requireOperator(session), body, req));
}
