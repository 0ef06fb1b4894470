// An anchor for the API benchmarks: a bare Fastify route that answers the app's own answer to a request, its
// bytes and headers exactly as the app sent them (still compressed when asked with Accept-Encoding). Loaded the
// same way as the app, it shows what sending that answer costs on this machine with none of the app's work:
// the floor under the app's figures for that answer.
import http from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Headers the server writes for itself on every answer (the length, the date, the connection's own). */
const PER_ANSWER = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

interface Answer {
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * The app's answer as it went over the wire. Through node:http, not fetch: fetch decodes a compressed body,
 * and the anchor must send the bytes the app sent.
 */
function answerOf(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`${url} answered ${res.statusCode}`));
          const kept = Object.entries(res.headers).filter(
            (e): e is [string, string] => typeof e[1] === 'string' && !PER_ANSWER.has(e[0]),
          );
          resolve({ headers: Object.fromEntries(kept), body: Buffer.concat(chunks) });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * Asks the app at `appUrl` for `path` (with `headers`) and registers `route` on `anchor` answering those
 * bytes and headers. Call before `anchor.listen`. Returns the size of the body it sends.
 */
export async function addReplayRoute(
  anchor: FastifyInstance,
  route: string,
  appUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<number> {
  const answer = await answerOf(appUrl + path, headers);
  anchor.get(route, (_req, reply) => {
    reply.headers(answer.headers).send(answer.body);
  });
  return answer.body.length;
}
