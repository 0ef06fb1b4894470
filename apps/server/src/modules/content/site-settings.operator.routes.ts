import { backofficeSiteSettingsContract as c, type SiteSettingKey } from '@app/contracts';
import type { Route } from '../../platform/http/route.js';
import { auditOrigin, operatorActor, requireOperator } from '../operators/index.js';
import type { SettingsService } from '../system/index.js';

/**
 * The content screen's site settings: the settings service itself, so the operator's write passes the very
 * schema the CLI's does and is audited the same way ('setting.update', before/after), with the operator as
 * the actor. Nothing caches settings: every request reads them, on every node.
 */
export function registerSiteSettingsOperatorRoutes(route: Route, settings: SettingsService): void {
  route(c.get, async ({ params }) => ({ key: params.key, value: await settings.get(params.key as SiteSettingKey) }));
  route(c.put, async ({ session, params, body, req }) => {
    const op = requireOperator(session);
    const value = await settings.set(params.key, body.value, { actor: operatorActor(op), ...auditOrigin(req) });
    return { key: params.key, value };
  });
}
