import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { processScript } from '../../../../test/process-scripts.js';

/** A real server process (src/main.ts bundled as the production build bundles it) on a free loopback port. */
export interface ServerProcess {
  url: string;
  output(): string;
  fetch(pathname: string, init?: RequestInit & { ip?: string }): Promise<Response>;
  waitFor(pathname: string, status: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [processScript('server')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST: '',
      LOG_LEVEL: 'warn',
      // Behind a proxy: the test names each client's address in X-Forwarded-For.
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const fetchOn = (pathname: string, init: RequestInit & { ip?: string } = {}) => {
    const { ip, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (ip) headers.set('x-forwarded-for', ip);
    return fetch(`${url}${pathname}`, { ...rest, headers });
  };
  return {
    url,
    output: () => out,
    fetch: fetchOn,
    async waitFor(pathname, status, timeoutMs = 60_000) {
      const until = Date.now() + timeoutMs;
      let last = 'no answer';
      while (Date.now() < until) {
        if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${out}`);
        try {
          const res = await fetchOn(pathname);
          if (res.status === status) return;
          last = `${res.status}`;
        } catch (err) {
          last = (err as Error).message;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`${pathname} never answered ${status} (last: ${last}):\n${out}`);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
