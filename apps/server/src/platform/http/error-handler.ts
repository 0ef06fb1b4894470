import type { AppErrorCode } from '@app/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
// $ZodError, not classic ZodError: the contracts' zod/mini schemas throw the core error class.
import { $ZodError } from 'zod/v4/core';
import { AppError } from './app-error.js';

/** Paths that belong to the API: never answered with the web app's index.html. */
export const API_PREFIXES = ['/wps/', '/lgw/', '/api/', '/media/'] as const;
export const isApiPath = (url: string) =>
  API_PREFIXES.some((p) => url.startsWith(p)) || url === '/wps' || url === '/lgw';

/**
 * A request for a file the build does not have (an old hashed chunk, a missing icon): answered 404 so
 * the browser's module loader fails loudly and the app can reload, instead of parsing index.html as JS.
 * Page paths, including the spec's `/index.html` and `/register.html`, are served the app.
 */
export const isMissingFile = (url: string) => url.startsWith('/assets/') || /\.(?!html$)[a-z0-9]{1,8}$/i.test(url);

function send(reply: FastifyReply, status: number, code: AppErrorCode, message: string, details?: unknown) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send({ success: false, code, message, ...(details === undefined ? {} : { details }) });
}

// Fastify's own errors that are the caller's fault, mapped to our codes.
const FASTIFY_CODES: Record<string, [number, AppErrorCode]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large'],
  FST_REQ_FILE_TOO_LARGE: [413, 'payload_too_large'],
  FST_FILES_LIMIT: [413, 'payload_too_large'],
  FST_PARTS_LIMIT: [413, 'payload_too_large'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid_input'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_input'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'unsupported_media_type'],
};

/**
 * The router's own refusals, before any route or hook runs (a path that is not valid percent-encoding,
 * a path parameter longer than the router takes): Fastify's `frameworkErrors` option, so they answer
 * the failure envelope too instead of Fastify's own shape.
 */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  return send(reply, status, 'invalid_input', 'The address is not valid');
}

/** One error handler: the failure envelope with a stable code; 5xx never leaks internals. */
export function installErrorHandling(app: FastifyInstance, opts: { serveIndex?: (reply: FastifyReply) => unknown }) {
  app.setErrorHandler((err: FastifyError | AppError | $ZodError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) req.log.error({ err }, 'request failed');
      // Rate limits and login delays say when to come back, in the header clients and proxies read.
      const retry = (err.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
      if (err.status === 429 && typeof retry === 'number') reply.header('retry-after', String(Math.max(1, retry)));
      return send(reply, err.status, err.code, err.message, err.details);
    }
    if (err instanceof $ZodError) {
      const details = err.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      return send(reply, 400, 'invalid_input', 'Invalid input', details);
    }
    const mapped = 'code' in err && typeof err.code === 'string' ? FASTIFY_CODES[err.code] : undefined;
    if (mapped) return send(reply, mapped[0], mapped[1], err.message);
    if ('statusCode' in err && typeof err.statusCode === 'number' && err.statusCode < 500) {
      const code: AppErrorCode =
        err.statusCode === 429 ? 'too_many_requests' : err.statusCode === 404 ? 'not_found' : 'invalid_input';
      return send(reply, err.statusCode, code, err.message);
    }
    req.log.error({ err }, 'unhandled error');
    return send(reply, 500, 'internal_error', 'System error');
  });

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (!isApiPath(url) && !isMissingFile(url) && opts.serveIndex && (req.method === 'GET' || req.method === 'HEAD')) {
      return opts.serveIndex(reply);
    }
    return send(reply, 404, 'not_found', `No route ${req.method} ${url}`);
  });
}
