import { backofficeCashierSettingsContract as c } from '@app/contracts';
import type { Route } from '../../platform/http/route.js';
import { auditOrigin, operatorActor, requireOperator } from '../operators/index.js';
import type { SettingsService } from '../system/index.js';

/**
 * The cashier screen's limits: the settings service itself, so the operator's write passes the very schema the
 * CLI's does and is audited the same way ('setting.update', before/after) with the operator as the actor.
 * Nothing caches settings: the next withdrawal request reads the new limits, on every node.
 */
export function registerCashierSettingsOperatorRoutes(route: Route, settings: SettingsService): void {
  route(c.get, async ({ session, params }) => {
    requireOperator(session);
    return { key: params.key, value: await settings.get(params.key) };
  });
  route(c.put, async ({ session, params, body, req }) => {
    const op = requireOperator(session);
    const value = await settings.set(params.key, body.value, { actor: operatorActor(op), ...auditOrigin(req) });
    return { key: params.key, value };
  });
}
