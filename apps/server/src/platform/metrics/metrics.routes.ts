import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppMetrics } from './metrics.js';

/** When the request arrived (performance.now()), stamped by installMetrics' first hook. */
const kArrivedAt = Symbol('arrivedAt');

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus metrics (main.ts hands its tracker to the housekeeping worker). */
    metrics: AppMetrics;
  }
  interface FastifyRequest {
    [kArrivedAt]: number;
  }
}

/**
 * Times every answer by route pattern and serves GET /metrics to Prometheus.
 *
 * The time is the request's arrival to its answer's send (onSend: status and headers known, body handed to
 * the socket), not to the socket's 'finish' (onResponse). Fastify attaches per-request 'finish' and 'error'
 * listeners to every response as soon as one onResponse hook exists: on the lobby's hot calls that cost a
 * third of the throughput and doubled the p99 at 256 connections (bench:lottery-lobby).
 *
 * /metrics is never for the public: with METRICS_TOKEN set it wants `Authorization: Bearer <token>`;
 * without one it answers only a direct loopback connection that carries no forwarding header (a reverse
 * proxy on the same host connects from loopback too, so a request it forwards is refused).
 */
export function installMetrics(app: FastifyInstance, metrics: AppMetrics, opts: { token?: string }): void {
  app.decorate('metrics', metrics);
  app.decorateRequest(kArrivedAt, 0);
  app.addHook('onRequest', (req, _reply, done) => {
    req[kArrivedAt] = performance.now();
    done();
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    // 0: refused before the request hooks ran (a malformed URL answered by frameworkErrors), so no time to give.
    const arrived = req[kArrivedAt];
    metrics.observeRequest(req.method, route, reply.statusCode, arrived ? (performance.now() - arrived) / 1000 : 0);
    done(null, payload);
  });

  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    if (!mayScrape(req, opts.token)) {
      return reply
        .status(403)
        .header('cache-control', 'no-store')
        .send({ success: false, code: 'forbidden', message: 'Metrics are for the monitoring system only' });
    }
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(body);
  });
}

export function mayScrape(req: Pick<FastifyRequest, 'headers' | 'socket'>, token: string | undefined): boolean {
  if (token) {
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const a = Buffer.from(given);
    const b = Buffer.from(token);
    return a.length === b.length && timingSafeEqual(a, b);
  }
  const forwarded = req.headers['x-forwarded-for'] ?? req.headers.forwarded ?? req.headers['x-real-ip'];
  const peer = req.socket.remoteAddress ?? '';
  return !forwarded && (peer === '127.0.0.1' || peer === '::1' || peer === '::ffff:127.0.0.1');
}
