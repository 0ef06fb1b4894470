import type { FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';

/** Longer query strings are parsed every time: they would hold much memory for a rare hit. */
const MAX_KEY_LENGTH = 512;

/**
 * A route's parsed queries by their raw query string, for hot GET endpoints whose callers send the same few
 * queries again and again (the lobby pages): a query string seen before skips parsing. Only a query that
 * parsed is kept, so an invalid one is refused every time, exactly as without the memo. The schema must be
 * a pure function of the string (no defaults from the clock), which a contract's query schema is. The
 * parsed value is frozen: every request that sends the same string shares it.
 */
export function createQueryMemo(schema: z.ZodMiniType, max: number): (req: FastifyRequest) => unknown {
  const memo = new Map<string, unknown>();
  return (req) => {
    const at = req.url.indexOf('?');
    const raw = at < 0 ? '' : req.url.slice(at + 1);
    const hit = memo.get(raw);
    if (hit !== undefined) return hit;
    const parsed = deepFreeze(schema.parse(req.query ?? {}));
    if (raw.length <= MAX_KEY_LENGTH) {
      // The oldest out first: Map iterates in insertion order.
      if (memo.size >= max) memo.delete(memo.keys().next().value!);
      memo.set(raw, parsed);
    }
    return parsed;
  };
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}
