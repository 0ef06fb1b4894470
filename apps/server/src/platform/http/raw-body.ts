import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Signed callbacks are small; anything longer is cut, and its signature then fails. */
const RAW_LIMIT = 64 * 1024;

/**
 * Payment gateways and game vendors sign the exact bytes they send, so their callback endpoints need
 * those bytes before JSON parsing. Keeps the raw body of requests under `prefix`, hands the parser an
 * equal stream, and returns the reader of a request's raw body (undefined outside the prefix).
 */
export function captureRawBodies(app: FastifyInstance, prefix: string): (req: FastifyRequest) => Buffer | undefined {
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  // Callback style, not async: every request of the app passes this hook (the lobby's too), and the ones
  // outside the prefix go on at once without a promise.
  app.addHook('preParsing', (req, _reply, payload, done) => {
    if (!req.url.startsWith(prefix)) return done(null, payload);
    readRaw(payload).then(
      (raw) => {
        rawBodies.set(req, raw);
        const stream = Readable.from([raw]) as Readable & { receivedEncodedLength?: number };
        stream.receivedEncodedLength = raw.length;
        done(null, stream);
      },
      (err: Error) => done(err),
    );
  });
  return (req) => rawBodies.get(req);
}

async function readRaw(payload: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    size += (chunk as Buffer).length;
    if (size > RAW_LIMIT) break;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
