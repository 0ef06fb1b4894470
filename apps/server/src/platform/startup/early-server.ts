import http from 'node:http';

export type RequestHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface EarlyServer {
  server: http.Server;
  /** Hands every later request to `handler` (the built application). */
  serve(handler: RequestHandler): void;
  close(): Promise<void>;
}

/**
 * Opens the HTTP port before migrations and seeding, so a load balancer or orchestrator sees a live but
 * not-ready node: /healthz answers 200, /readyz and everything else 503 with Retry-After. Once the
 * application is built, serve() swaps in its handler on the same socket: no window where the port is
 * closed, no request served by a half-started node.
 */
export async function listenEarly(opts: { host: string; port: number }): Promise<EarlyServer> {
  let handler: RequestHandler = startingHandler;
  const server = http.createServer((req, res) => handler(req, res));
  // Fastify's defaults (a proxy in front keeps connections open for up to a minute).
  server.keepAliveTimeout = 72_000;
  server.requestTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    server,
    serve(next) {
      handler = next;
    },
    // Stops accepting, lets requests in flight finish, and closes keep-alive connections as they fall
    // idle (a proxy keeps them open for a minute otherwise, past the shutdown deadline).
    close: () =>
      new Promise<void>((resolve) => {
        const sweep = setInterval(() => server.closeIdleConnections(), 100);
        server.close(() => {
          clearInterval(sweep);
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}

function startingHandler(req: http.IncomingMessage, res: http.ServerResponse): void {
  const live = (req.url ?? '').split('?')[0] === '/healthz';
  const body = live
    ? { success: true, value: { status: 'starting' } }
    : { success: false, code: 'not_ready', message: 'Starting: migrations or seed in progress' };
  res.writeHead(live ? 200 : 503, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...(live ? {} : { 'retry-after': '2' }),
  });
  res.end(JSON.stringify(body));
}
