import type { Endpoint } from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/http/app-error.js';
import { type ReadyBytes, readyEnvelope, sendReady } from '../../../platform/http/ready-bytes.js';
import { createRevalidatingCache } from '../../../platform/revalidating-cache.js';

/**
 * The lobby's public answers kept as ready bytes for a moment. The open-number call is repeated by every
 * visitor's lobby: under load, serializing and compressing 100 lotteries per request is what costs, not
 * building them. An answer is rendered at most once per `ttlMs` per URL (however many requests arrive
 * meanwhile) and compressed once per encoding. A countdown answer carries the `serverTime` it was rendered
 * at with times relative to it, so a copy up to ttlMs old is still exact relative to its own serverTime:
 * the web's offset to the server is off by at most ttlMs (100 ms), never drifting. While an answer renders
 * again, the previous one still answers for up to one more ttlMs (platform/revalidating-cache.ts).
 */
interface Rendered {
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
  const cache = createRevalidatingCache<string, Rendered>({ clock: deps.clock, max: deps.max ?? 300 });

  function rendered(
    def: Endpoint,
    key: string,
    ttlMs: number,
    render: () => Promise<unknown>,
    cacheControl: CacheControl,
  ): Promise<Rendered> {
    return cache.get(key, ttlMs, async () => {
      const value = await render();
      if (deps.validate && !def.response.safeParse(value).success) {
        throw new AppError('internal_error', 500, 'System error', { route: def.path });
      }
      return {
        bytes: readyEnvelope(value, { fast: true }),
        cacheControl: typeof cacheControl === 'string' ? cacheControl : cacheControl(value as never),
      };
    });
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

  return { send };
}
export type AnswerCache = ReturnType<typeof createAnswerCache>;
