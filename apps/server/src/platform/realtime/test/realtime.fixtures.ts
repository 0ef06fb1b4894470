import { REALTIME_BEARER_PREFIX, REALTIME_PATH, REALTIME_PROTOCOL, type RealtimeServerFrame } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import WebSocket from 'ws';

/** The app listening on a free loopback port (WebSockets need a real server, not inject). */
export async function listening(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace(/^http/, 'ws');
}

/** A socket with the frames it received, in order, and a way to wait for the next matching one. */
export interface TestSocket {
  ws: WebSocket;
  frames: RealtimeServerFrame[];
  next(match: (f: RealtimeServerFrame) => boolean, timeoutMs?: number): Promise<RealtimeServerFrame>;
  send(data: unknown): void;
  close(): Promise<void>;
}

const sockets = new Set<WebSocket>();
afterAll(() => {
  for (const ws of sockets) ws.terminate();
});

/** Opens the live socket as the browser does (subprotocols), resolving once the 'ready' frame came. */
export async function connect(
  base: string,
  token: string | null,
  /** Extra request headers (the cash-out tests' session resolver reads x-test-member). */
  headers: Record<string, string> = {},
): Promise<TestSocket> {
  const protocols = [REALTIME_PROTOCOL, ...(token ? [`${REALTIME_BEARER_PREFIX}${token}`] : [])];
  const ws = new WebSocket(`${base}${REALTIME_PATH}`, protocols, { headers });
  sockets.add(ws);
  const frames: RealtimeServerFrame[] = [];
  const waiters: { match: (f: RealtimeServerFrame) => boolean; resolve: (f: RealtimeServerFrame) => void }[] = [];
  let seen = 0;
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as RealtimeServerFrame;
    frames.push(frame);
    for (const w of [...waiters]) {
      if (w.match(frame)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(frame);
      }
    }
  });
  const socket: TestSocket = {
    ws,
    frames,
    next(match, timeoutMs = 2000) {
      const earlier = frames.slice(seen).find(match);
      if (earlier) {
        seen = frames.indexOf(earlier) + 1;
        return Promise.resolve(earlier);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching frame within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          match,
          resolve: (f) => {
            clearTimeout(timer);
            seen = frames.indexOf(f) + 1;
            resolve(f);
          },
        });
      });
    },
    send: (data) => ws.send(typeof data === 'string' ? data : JSON.stringify(data)),
    close: () =>
      new Promise((resolve) => {
        if (ws.readyState === ws.CLOSED) return resolve();
        ws.once('close', () => resolve());
        ws.close();
      }),
  };
  await new Promise<void>((resolve, reject) => {
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('open', () => resolve());
  });
  await socket.next((f) => f.type === 'ready');
  return socket;
}

/** Resolves after `ms`: a window in which a frame that should not come would have arrived. */
export const quietFor = (ms: number) => new Promise((r) => setTimeout(r, ms));
