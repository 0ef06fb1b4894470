import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Endpoint } from '@app/contracts';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/http/app-error.js';

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
  json: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const THRESHOLD = 1024;
const negotiator = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });
const gzipAlias = /\*|x-gzip/gu;

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
          const r: Rendered = { at: now, json: Buffer.from(JSON.stringify({ success: true, value })) };
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
    reply.type('application/json; charset=utf-8');
    const header = req.headers['accept-encoding'];
    const encoding =
      header === undefined || r.json.length < THRESHOLD || req.headers['x-no-compression'] !== undefined
        ? null
        : negotiator.negotiate(header.toLowerCase().replace(gzipAlias, 'gzip'));
    if (!encoding) return reply.send(r.json);
    reply.header('vary', 'accept-encoding');
    reply.header('content-encoding', encoding);
    // Quick settings: an answer is compressed up to ten times a second, not once per deploy.
    if (encoding === 'br') {
      r.br ??= brotliCompressSync(r.json, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: r.json.length,
        },
      });
      return reply.send(r.br);
    }
    r.gzip ??= gzipSync(r.json, { level: 6 });
    return reply.send(r.gzip);
  }

  return { send, clear: () => kept.clear() };
}
export type AnswerCache = ReturnType<typeof createAnswerCache>;
