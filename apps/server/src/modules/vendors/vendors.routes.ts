import { vendorContract as c, type SeamlessAnswerSchema } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod/mini';
import { captureRawBodies } from '../../platform/http/raw-body.js';
import type { Route } from '../../platform/http/route.js';
import { registerDemoVendorRoutes } from './demo-vendor.routes.js';
import type { VendorsModule } from './vendors.module.js';

/** Game launch, betting history and the seamless wallet's callback endpoint. */
export function registerVendorRoutes(app: FastifyInstance, route: Route, m: VendorsModule): void {
  const rawBody = captureRawBodies(app, '/wps/vendors/');
  if (m.demo) registerDemoVendorRoutes(app, { wallet: m.wallet, registry: m.registry, book: m.demoBook });
  route(c.launchGame, ({ session, body }) => m.launch.launch(session!, body));
  route(c.bettingHistory, ({ session, query }) => m.bets.history(session, query));
  route(c.seamlessCallback, async ({ params, req, reply }) => {
    const out = await m.callbacks.handle(params.vendor, params.call, req.headers, rawBody(req), req.ip);
    if (!out.raw) return out.body as z.input<typeof SeamlessAnswerSchema>;
    // The vendor's own answer format (its adapter's mapAnswer), sent as is instead of our envelope.
    await reply.send(out.body);
    return reply as never;
  });
}
