import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An API answer serialized once, and compressed once per encoding on the first request that accepts it.
 * Hot lobby pages are sent as these bytes until the catalogue changes (they live in the catalogue cache),
 * and the lottery lobby's public answers for a moment, instead of being validated, serialized and compressed
 * again on every request.
 */
export interface ReadyBytes {
  readonly json: Buffer;
  /**
   * Compressed at @fastify/compress's fast settings: for answers most often asked once (searches) or
   * rendered again up to ten times a second (the lottery lobby's countdowns, lobby.answers.ts). Catalogue
   * pages are compressed at the best quality, ~20 times the work, done once per catalogue change.
   */
  readonly fast?: boolean;
  br?: Buffer;
  gzip?: Buffer;
}

/** The envelope of a successful answer, as the router would serialize it (JSON.stringify, same key order). */
export function readyEnvelope(value: unknown, opts: { fast?: boolean } = {}): ReadyBytes {
  const json = Buffer.from(JSON.stringify({ success: true, value }));
  return opts.fast ? { json, fast: true } : { json };
}

// The same rules as the app's @fastify/compress registration (app.ts): brotli before gzip, nothing under
// 1 KB, no compression for x-no-compression.
const THRESHOLD = 1024;
const negotiator = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });
const gzipAlias = /\*|x-gzip/gu;

function encodingFor(req: FastifyRequest, size: number): 'br' | 'gzip' | null {
  const header = req.headers['accept-encoding'];
  if (header === undefined || size < THRESHOLD || req.headers['x-no-compression'] !== undefined) return null;
  return negotiator.negotiate(header.toLowerCase().replace(gzipAlias, 'gzip'));
}

function compressed(bytes: ReadyBytes, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    bytes.br ??= brotliCompressSync(bytes.json, {
      params: {
        // 4: @fastify/compress's default, what a search answer got before ready bytes.
        [constants.BROTLI_PARAM_QUALITY]: bytes.fast ? 4 : constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.json.length,
      },
    });
    return bytes.br;
  }
  bytes.gzip ??= gzipSync(bytes.json, { level: bytes.fast ? constants.Z_DEFAULT_COMPRESSION : 9 });
  return bytes.gzip;
}

/**
 * Sends ready bytes with the headers the JSON path would get: a JSON content type and, when compressed,
 * Content-Encoding and Vary (the compression hook passes an answer that already has an encoding through).
 */
export function sendReady(req: FastifyRequest, reply: FastifyReply, bytes: ReadyBytes): FastifyReply {
  reply.type('application/json; charset=utf-8');
  const encoding = encodingFor(req, bytes.json.length);
  if (encoding === null) return reply.send(bytes.json);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  reply.header('content-encoding', encoding);
  return reply.send(compressed(bytes, encoding));
}
