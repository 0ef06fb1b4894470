import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Signed callbacks are small; anything longer is cut, and its signature then fails. */
const RAW_LIMIT = 64 * 1024;

interface Capture {
  prefixes: string[];
  bodies: WeakMap<FastifyRequest, Buffer>;
}
const captures = new WeakMap<FastifyInstance, Capture>();

/**
 * Payment gateways and game vendors sign the exact bytes they send, so their callback endpoints need
 * those bytes before JSON parsing. Keeps the raw body of requests under `prefix`, hands the parser an
 * equal stream, and returns the reader of a request's raw body (undefined outside the prefix).
 * Every module that asks adds its prefix to one hook per app: each request passes one check, not one per module.
 */
export function captureRawBodies(app: FastifyInstance, prefix: string): (req: FastifyRequest) => Buffer | undefined {
  let capture = captures.get(app);
  if (!capture) {
    const state: Capture = { prefixes: [], bodies: new WeakMap() };
    captures.set(app, state);
    capture = state;
    // Callback style, not async: every request of the app passes this hook (the lobby's too), and the ones
    // outside the prefixes go on at once without a promise.
    app.addHook('preParsing', (req, _reply, payload, done) => {
      if (!state.prefixes.some((p) => req.url.startsWith(p))) return done(null, payload);
      readRaw(payload).then(
        (raw) => {
          state.bodies.set(req, raw);
          const stream = Readable.from([raw]) as Readable & { receivedEncodedLength?: number };
          stream.receivedEncodedLength = raw.length;
          done(null, stream);
        },
        (err: Error) => done(err),
      );
    });
  }
  if (!capture.prefixes.includes(prefix)) capture.prefixes.push(prefix);
  const { bodies } = capture;
  return (req) => bodies.get(req);
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
