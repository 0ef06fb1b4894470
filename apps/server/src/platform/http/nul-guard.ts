import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

/** Nested input deeper than this is refused outright rather than walked (no JSON body we take is this deep). */
const MAX_DEPTH = 64;

/** The path of the first string holding a NUL character ('' for the value itself), or null when there is none. */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth > MAX_DEPTH) return path;
  // for…in, not Object.entries: this runs on every request (the lobby's hot path too) and allocates nothing.
  const obj = value as Record<string, unknown>;
  for (const key in obj) {
    if (!Object.hasOwn(obj, key)) continue;
    const inner = obj[key];
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    if (typeof inner === 'string' && !inner.includes('\u0000')) continue;
    const found = findNul(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export const invalidCharacters = (where: string) =>
  new AppError('invalid_characters', 400, 'The request contains characters that are not allowed', { path: where });

/**
 * PostgreSQL cannot store a NUL character in text: one in any string a request carries (query, path,
 * body at any depth, headers) would fail deep in a query as a 500. Every route of the app is refused
 * here first with 400 'invalid_characters', contract routes and plain Fastify ones alike.
 */
export function installNulGuard(app: FastifyInstance): void {
  // Callback style, not async: one promise less on every request.
  app.addHook('preValidation', (req, _reply, done) => {
    const where =
      at('headers', findNul(req.headers)) ??
      at('params', findNul(req.params)) ??
      at('query', findNul(req.query)) ??
      at('body', findNul(req.body));
    done(where === null ? undefined : invalidCharacters(where));
  });
}

const at = (source: string, found: string | null) => (found === null ? null : found ? `${source}.${found}` : source);
