import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db/connect.js';
import type { AccessGuard, Route, SessionResolver } from '../platform/http/route.js';
import { createSystemService, registerSystemRoutes, seedSystem } from './system/index.js';

/** Composition root: builds every module's service from the app's dependencies. */
export function buildServices(deps: AppDeps) {
  const system = createSystemService(deps);
  const resolveSession: SessionResolver = async () => null;
  const accessGuard: AccessGuard = (req) => system.guard(req);
  return { system, resolveSession, accessGuard };
}
export type Services = ReturnType<typeof buildServices>;

export interface RegisterContext {
  app: FastifyInstance;
  router: { route: Route };
  services: Services;
  deps: AppDeps;
}

/** Registers every module's HTTP routes. */
export async function registerRoutes(ctx: RegisterContext): Promise<void> {
  registerSystemRoutes(ctx.router.route, ctx.services.system);
}

/** Loads the demo content. Idempotent: running it again changes nothing that is already there. */
export async function seedDemo(db: Db, clock: Clock): Promise<void> {
  await seedSystem(db, clock);
}
