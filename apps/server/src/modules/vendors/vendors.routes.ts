import { Readable } from 'node:stream';
import { vendorContract as c, type SeamlessAnswerSchema } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import type { Route } from '../../platform/http/route.js';
import { registerDemoVendorRoutes } from './demo-vendor.routes.js';
import type { VendorsModule } from './vendors.module.js';

const CALLBACK_PREFIX = '/wps/vendors/';
const RAW_LIMIT = 64 * 1024;
const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/** Vendors sign the exact bytes they send: keep the raw body of callback requests before JSON parsing. */
function captureRawBodies(app: FastifyInstance): void {
  app.addHook('preParsing', async (req, _reply, payload) => {
    if (!req.url.startsWith(CALLBACK_PREFIX)) return payload;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      size += (chunk as Buffer).length;
      if (size > RAW_LIMIT) break;
      chunks.push(chunk as Buffer);
    }
    const raw = Buffer.concat(chunks);
    rawBodies.set(req, raw);
    const stream = Readable.from([raw]) as Readable & { receivedEncodedLength?: number };
    stream.receivedEncodedLength = raw.length;
    return stream;
  });
}

/** Game launch, betting history and the seamless wallet's callback endpoint. */
export function registerVendorRoutes(app: FastifyInstance, route: Route, m: VendorsModule): void {
  captureRawBodies(app);
  if (m.demo) registerDemoVendorRoutes(app, { wallet: m.wallet, registry: m.registry });
  route(c.launchGame, ({ session, body }) => m.launch.launch(session!, body));
  route(c.bettingHistory, ({ session, query }) => m.bets.history(session, query));
  route(c.seamlessCallback, async ({ req, reply }) => {
    const params = req.params as { vendor: string; call: string };
    const out = await m.callbacks.handle(params.vendor, params.call, req.headers, rawBodies.get(req), req.ip);
    if (!out.raw) return out.body as z.input<typeof SeamlessAnswerSchema>;
    // The vendor's own answer format (its adapter's mapAnswer), sent as is instead of our envelope.
    await reply.send(out.body);
    return reply as never;
  });
}
