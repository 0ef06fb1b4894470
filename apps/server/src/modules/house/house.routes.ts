import { houseContract as c, houseOperatorContract as o } from '@app/contracts';
import type { Route } from '../../platform/http/route.js';
import { requireOperator } from '../operators/index.js';
import type { HouseSlot } from './house-slot.service.js';

/**
 * The house slot's endpoints. The player is known by the launch token alone, as a vendor's game knows
 * its player; spin is guarded (maintenance, region) like every money call. The back office's settings
 * (auth 'operator'; permissions in backoffice/route-permissions.ts) are read and changed here too.
 */
export function registerHouseRoutes(route: Route, slot: HouseSlot): void {
  route(c.session, ({ body }) => slot.session(body.token));
  route(c.rotateSeed, ({ body }) => slot.rotate(body.token, body.clientSeed));
  route(c.spin, ({ body }) => slot.spin(body));
  route(c.spins, ({ body }) => slot.list(body.token, body.before));
  route(o.settings, ({ session }) => {
    requireOperator(session);
    return slot.settings.view();
  });
  route(o.putSettings, ({ session, body, req }) => slot.settings.put(requireOperator(session), body, req));
}
