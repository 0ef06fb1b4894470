import { houseContract as c } from '@app/contracts';
import type { Route } from '../../platform/http/route.js';
import type { HouseSlot } from './house-slot.service.js';

/**
 * The house slot's endpoints. The player is known by the launch token alone, as a vendor's game knows
 * its player; spin is guarded (maintenance, region) like every money call.
 */
export function registerHouseRoutes(route: Route, slot: HouseSlot): void {
  route(c.session, ({ body }) => slot.session(body.token));
  route(c.rotateSeed, ({ body }) => slot.rotate(body.token, body.clientSeed));
  route(c.spin, ({ body }) => slot.spin(body));
  route(c.spins, ({ body }) => slot.list(body.token, body.before));
}
