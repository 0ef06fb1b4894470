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
 * the web's offset to the server is off by at most ttlMs (100 ms), never drifting.
 */
interface Rendered {
  at: number;
  /** Compressed at the quick settings: an answer is compressed up to ten times a second, not once per deploy. */
  bytes: ReadyBytes;
}

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
  const rendering = new Map<string, Promise<Rendered>>();

  function rendered(def: Endpoint, key: string, ttlMs: number, render: () => Promise<unknown>): Promise<Rendered> {
    const now = deps.clock.now().getTime();
    const hit = kept.get(key);
    if (hit && now - hit.at < ttlMs && now >= hit.at) return Promise.resolve(hit);
    let p = rendering.get(key);
    if (!p) {
      p = render()
        .then((value) => {
          if (deps.validate && !def.response.safeParse(value).success) {
            throw new AppError('internal_error', 500, 'System error', { route: def.path });
          }
          const r: Rendered = { at: now, bytes: readyEnvelope(value, { fast: true }) };
          kept.delete(key);
          kept.set(key, r);
          if (kept.size > max) kept.delete(kept.keys().next().value!);
          return r;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, p);
    }
    return p;
  }

  /** Sends the URL's answer (rendered now or up to ttlMs ago) with the encoding the client accepts. */
  async function send(
    def: Endpoint,
    req: FastifyRequest,
    reply: FastifyReply,
    ttlMs: number,
    render: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    const r = await rendered(def, req.url, ttlMs, render);
    return sendReady(req, reply, r.bytes);
  }

  return { send, clear: () => kept.clear() };
}
export type AnswerCache = ReturnType<typeof createAnswerCache>;
