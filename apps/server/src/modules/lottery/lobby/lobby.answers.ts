import type { Endpoint } from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/http/app-error.js';
import { type ReadyBytes, readyEnvelope, sendReady } from '../../../platform/http/ready-bytes.js';

/**
 * The lobby's public answers kept as ready bytes for a moment. The open-number call is repeated by every
 * visitor's lobby: under load, serializing and compressing 100 lotteries per request is what costs, not
 * building them. An answer is rendered at most once per `ttlMs` per URL (however many requests arrive
 * meanwhile) and compressed once per encoding. A countdown answer carries the `serverTime` it was rendered
 * at with times relative to it, so a copy up to ttlMs old is still exact relative to its own serverTime:
 * the web's offset to the server is off by at most ttlMs (100 ms), never drifting. While an answer renders
 * again, the previous one still answers for up to one more ttlMs (stale while revalidating).
 */
interface Rendered {
  at: number;
  /** Which rendering of the cache made it (they can end out of order). */
  seq: number;
  /** Compressed at the quick settings: an answer is compressed up to ten times a second, not once per deploy. */
  bytes: ReadyBytes;
  /** Its Cache-Control, decided when it was rendered (a settled draw is kept longer than an open one). */
  cacheControl: string;
}

/** How long a shared cache may keep an answer: fixed per route, or read off the rendered value. */
export type CacheControl = string | ((value: never) => string);

export interface AnswerCacheDeps {
  clock: Clock;
  /** Check every rendered answer against its contract (development and tests). */
  validate: boolean;
  /** Most URLs kept (searches are many): the oldest goes first. */
  max?: number;
}

export function createAnswerCache(deps: AnswerCacheDeps) {
  const max = deps.max ?? 300;
  const kept = new Map<string, Rendered>();
  /** Renderings under way, and when each began. */
  const rendering = new Map<string, { at: number; done: Promise<Rendered> }>();
  let started = 0;

  function rendered(
    def: Endpoint,
    key: string,
    ttlMs: number,
    render: () => Promise<unknown>,
    cacheControl: CacheControl,
  ): Promise<Rendered> {
    const now = deps.clock.now().getTime();
    const hit = kept.get(key);
    const age = hit && now >= hit.at ? now - hit.at : Number.POSITIVE_INFINITY;
    if (age < ttlMs) return Promise.resolve(hit!);
    let under = rendering.get(key);
    // One rendering at a time per URL, unless the one under way began more than a ttl ago (a clock moved on).
    if (!under || now < under.at || now - under.at >= ttlMs) {
      const seq = ++started;
      const done: Promise<Rendered> = render()
        .then((value) => {
          if (deps.validate && !def.response.safeParse(value).success) {
            throw new AppError('internal_error', 500, 'System error', { route: def.path });
          }
          const r: Rendered = {
            at: now,
            seq,
            bytes: readyEnvelope(value, { fast: true }),
            cacheControl: typeof cacheControl === 'string' ? cacheControl : cacheControl(value as never),
          };
          // A rendering that began earlier and ends later does not replace the newer one.
          if ((kept.get(key)?.seq ?? 0) < seq) {
            kept.delete(key);
            kept.set(key, r);
            if (kept.size > max) kept.delete(kept.keys().next().value!);
          }
          return r;
        })
        .finally(() => {
          if (rendering.get(key)?.done === done) rendering.delete(key);
        });
      // Nobody may await it (the stale copy below answers): a failure is the next request's to see.
      done.catch(() => {});
      under = { at: now, done };
      rendering.set(key, under);
    }
    // Stale while it renders again: up to one more ttl, the copy just out of date answers at once instead
    // of every request of that moment waiting for the render (a stall every ttl, the p99 under load).
    return age < 2 * ttlMs ? Promise.resolve(hit!) : under.done;
  }

  /**
   * Sends the URL's answer (rendered now or up to two ttlMs ago) with the encoding the client accepts and the
   * Cache-Control it was rendered with.
   */
  async function send(
    def: Endpoint,
    req: FastifyRequest,
    reply: FastifyReply,
    ttlMs: number,
    render: () => Promise<unknown>,
    cacheControl: CacheControl,
  ): Promise<FastifyReply> {
    const r = await rendered(def, req.url, ttlMs, render, cacheControl);
    reply.header('cache-control', r.cacheControl);
    return sendReady(req, reply, r.bytes);
  }

  return { send, clear: () => kept.clear() };
}
export type AnswerCache = ReturnType<typeof createAnswerCache>;
