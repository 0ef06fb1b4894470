import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import { staticHeaders } from './static-headers.js';

/** Where the JSON API lives: every contract route is under one of these (packages/contracts). */
const API_PREFIXES = ['/wps/', '/lgw/'] as const;

/**
 * Headers for documents (the site's HTML, the API explorer, the sandbox and demo pages): helmet with our
 * content security policy. They depend only on the configuration, so helmet runs once here.
 */
export function documentHeaders(production: boolean): Readonly<Record<string, string>> {
  return staticHeaders(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          connectSrc: ["'self'"],
          frameSrc: ["'self'", 'https:'],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      hsts: production,
    }),
  );
}

/**
 * Headers for JSON API answers (OWASP REST security cheat sheet): an answer is never a document, so it may
 * load nothing and be framed by nobody. A third of the document set's bytes: the lobby's hot calls send
 * them thousands of times a second, and each header is built, validated and written per answer.
 */
export function apiHeaders(production: boolean): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  });
}

const isApiPath = (url: string) => API_PREFIXES.some((p) => url.startsWith(p));

/**
 * Security headers on every answer, with the request id, set before routing so that error and not-found
 * answers carry them too: the API set under the API prefixes, the document set elsewhere. A route under an
 * API prefix that serves a page (the demo vendor's game) puts the document set back with `sendDocument`.
 */
export function installSecurityHeaders(app: FastifyInstance, opts: { production: boolean }): void {
  const documents = documentHeaders(opts.production);
  const api = apiHeaders(opts.production);
  app.decorateReply('documentHeaders', { getter: () => documents });
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(isApiPath(req.url) ? api : documents);
    reply.header('x-request-id', req.id);
    done();
  });
}

declare module 'fastify' {
  interface FastifyReply {
    /** The document header set (security-headers.ts), for a page served under an API prefix. */
    readonly documentHeaders: Readonly<Record<string, string>>;
  }
}

/** Sends an HTML page from a route under an API prefix, with the headers a document needs. */
export function sendDocument(reply: FastifyReply, html: string): FastifyReply {
  return reply.headers(reply.documentHeaders).type('text/html; charset=utf-8').send(html);
}
