import { houseContract as c } from '@app/contracts';
import type { Route } from '../../platform/http/route.js';
import type { HouseSeeds } from './house-seeds.service.js';
import type { HouseSlot } from './house-slot.service.js';

/** The house slot's member endpoints; spin is guarded (maintenance, region) like every money call. */
export function registerHouseRoutes(route: Route, house: { seeds: HouseSeeds; slot: HouseSlot }): void {
  route(c.fairness, ({ session }) => house.seeds.fairness(session!.memberId));
  route(c.rotateSeed, ({ session, body }) => house.seeds.rotate(session!.memberId, body.clientSeed));
  route(c.spin, ({ session, body }) => house.slot.spin(session!, body));
  route(c.spins, ({ session, query }) => house.slot.list(session!.memberId, query.before));
  route(c.spinById, ({ session, query }) => house.slot.get(session!.memberId, query.id));
}
