import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

/** Nested input deeper than this is refused outright rather than walked (no JSON body we take is this deep). */
const MAX_DEPTH = 64;

/** The path of the first string holding a NUL character ('' for the value itself), or null when there is none. */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth > MAX_DEPTH) return path;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = findNul(inner, at, depth + 1);
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
  app.addHook('preValidation', async (req) => {
    const sources = { headers: req.headers, params: req.params, query: req.query, body: req.body } as const;
    for (const [name, value] of Object.entries(sources)) {
      const found = findNul(value);
      if (found !== null) throw invalidCharacters(found ? `${name}.${found}` : name);
    }
  });
}
