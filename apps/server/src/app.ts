import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { AppDeps } from './app-deps.js';
import { buildServices, registerRoutes } from './modules/index.js';
import { checkReadiness } from './platform/db/readiness.js';
import { registerAdminApp } from './platform/http/admin-app.js';
import { frameworkErrors, installErrorHandling } from './platform/http/error-handler.js';
import { buildOpenApiDocument } from './platform/http/openapi.js';
import { registerPrerenderedPages } from './platform/http/prerendered-pages.js';
import { createRouter } from './platform/http/route.js';
import { installSecurityHeaders } from './platform/http/security-headers.js';
import { createJobQueue, registerJobQueueGauges } from './platform/jobs/index.js';
import { createMetrics } from './platform/metrics/metrics.js';
import { installMetrics } from './platform/metrics/metrics.routes.js';
import { installRealtime } from './platform/realtime/index.js';

export type { AppDeps } from './app-deps.js';

/**
 * Fastify's per-request 'incoming request' / 'request completed' lines: off unless LOG_REQUESTS=true
 * (config.ts). Through Fastify 5's log controller: its top-level disableRequestLogging option is deprecated.
 */
export function requestLogging(config: Pick<AppDeps['config'], 'LOG_REQUESTS'>): LogController {
  return new LogController({ disableRequestLogging: !config.LOG_REQUESTS });
}

/** Builds the HTTP application. No module-level state: everything hangs off the returned instance. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    // Errors are still logged with their request id (error-handler.ts); see LOG_REQUESTS in config.ts.
    logController: requestLogging(config),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  });
  // Security headers (the API set under /wps and /lgw, the document set elsewhere) and the request id.
  installSecurityHeaders(app, { production: config.NODE_ENV === 'production' });

  // JSON (and other text) answers compressed by Accept-Encoding, brotli first. Registered before the
  // routes: it hooks each route as it is added. Answers under 1 KB stay plain (not worth a header and a
  // pass), and answers that already carry Content-Encoding (pre-compressed bytes, the built assets' .br/.gz)
  // are sent as they are. Request bodies are never decompressed.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });

  const webDist = config.WEB_DIST ? path.resolve(config.WEB_DIST) : '';
  const indexFile = webDist ? path.join(webDist, 'index.html') : '';
  const hasWeb = !!indexFile && existsSync(indexFile);
  const indexHtml = hasWeb ? readFileSync(indexFile) : null;
  installErrorHandling(app, {
    serveIndex: indexHtml
      ? (reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml)
      : undefined,
  });

  // Liveness answers without the database; readiness asks it (and whether a migration is running).
  app.get('/healthz', async () => ({ success: true, value: { status: 'ok' } }));
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.get('/readyz', async (_req, reply) => {
    if (draining) {
      return reply
        .status(503)
        .send({ success: false, code: 'not_ready', message: 'Shutting down: finishing requests in flight' });
    }
    const state = await checkReadiness(deps.db);
    if (state.ready) return { success: true, value: { status: 'ready' } };
    const message = state.reason === 'migrating' ? 'Database migration in progress' : 'Database unavailable';
    return reply.status(503).header('retry-after', '2').send({ success: false, code: 'not_ready', message });
  });
  // Per-app metrics (buildApp runs many times in one test process); served at /metrics to Prometheus only.
  const metrics = createMetrics({ db: deps.db, processMetrics: config.NODE_ENV !== 'test' });
  installMetrics(app, metrics, { token: config.METRICS_TOKEN });
  // The job queue: modules define tasks and schedules on it while routes register; it runs once the app
  // is ready (on nodes with JOB_CONCURRENCY > 0) and stops when the app closes.
  registerJobQueueGauges(metrics.registry, deps.db);
  const jobs =
    deps.jobs ??
    createJobQueue({
      db: deps.db,
      log: app.log,
      track: metrics.trackJob,
      concurrency: Math.max(1, config.jobConcurrency),
    });
  deps = { ...deps, metrics, jobs };

  const services = buildServices(deps);
  const router = createRouter(app, {
    resolveSession: deps.resolveSession ?? services.resolveSession,
    guard: services.accessGuard,
    // Every operator endpoint's role → permission check (modules/backoffice/route-permissions.ts).
    authorizeOperator: services.backoffice.authorize,
    validateResponses: config.validateResponses,
  });
  await registerRoutes({ app, router, services, deps });
  if (config.jobConcurrency > 0) app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  // Live push: one WebSocket for members, fed by NOTIFY from every node (platform/realtime).
  await installRealtime(app, {
    db: deps.db,
    resolveSession: deps.resolveSession ?? services.resolveSession,
    observer: metrics.realtime,
  });

  const document = buildOpenApiDocument(router.registered, { title: 'Gaming site API', version: '1.0.0' });
  app.get('/openapi.json', async () => document);
  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // No calls to the public validator service, and plain http must keep working on loopback.
    uiConfig: { validatorUrl: null },
    transformStaticCSP: (header) =>
      header.replace(/upgrade-insecure-requests;?/, '').replace(' validator.swagger.io', ''),
  });

  // The back office (apps/admin) under /admin, with its own history-mode fallback (platform/http/admin-app.ts).
  await registerAdminApp(app, config.ADMIN_DIST);

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // The build never changes under a running server, so the file list is read once at start and
      // each file gets its own route; anything else falls to the not-found handler.
      wildcard: false,
      index: false,
      // The web build writes .br/.gz beside each asset; they are sent to clients that accept them.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
    // The home page and the lobbies come pre-rendered, with the first banner of their group put in
    // (Vietnamese, the default language: the app switches it for visitors who chose another).
    const prerendered = registerPrerenderedPages(app, {
      webDist,
      firstBanner: async (group) =>
        (await services.content.notices({ types: 'B', platform: 'W', language: 'vi' })).banners.find(
          (b) => b.groupName === group,
        ) ?? null,
    });
    if (!prerendered.includes('/')) {
      app.get('/', (_req, reply) =>
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml),
      );
    }
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * From now on /readyz answers 503 while everything else is still served: the first step of a graceful stop
     * (main.ts), so the proxy stops sending new requests before the node stops accepting them.
     */
    startDraining(): void;
  }
}
