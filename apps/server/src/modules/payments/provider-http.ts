import type { FastifyInstance } from 'fastify';

/** What a provider answered: HTTP status and the parsed JSON body (null when it was not JSON). */
export interface ProviderAnswer {
  status: number;
  json: unknown;
}

/**
 * How an adapter reaches its provider's API: a JSON POST to a URL. The real one is fetch with a timeout;
 * in sandbox mode the provider is this server's own stand-in, reached in process (app.inject), so the demo
 * and the tests never leave the machine.
 */
export type ProviderHttp = (url: string, body: Record<string, unknown>) => Promise<ProviderAnswer>;

const TIMEOUT_MS = 30_000;

/** The provider over the network (the operator's configured base URL). */
export const fetchProviderHttp: ProviderHttp = async (url, body) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, json };
};

/**
 * The in-process route to this server's sandbox providers. Bound to the app once it is built (the services
 * are made before the app's routes); URLs are paths on this server.
 */
export function createLoopbackHttp() {
  let app: FastifyInstance | null = null;
  const http: ProviderHttp = async (url, body) => {
    if (!app) throw new Error('sandbox provider not ready');
    const res = await app.inject({ method: 'POST', url, payload: body });
    let json: unknown = null;
    try {
      json = res.json();
    } catch {
      json = null;
    }
    return { status: res.statusCode, json };
  };
  return {
    http,
    bind(a: FastifyInstance) {
      app = a;
    },
  };
}
export type LoopbackHttp = ReturnType<typeof createLoopbackHttp>;

/** Sends a provider's notify to our callback endpoint in process; answers the HTTP status and body. */
export async function injectNotify(
  app: FastifyInstance,
  path: string,
  body: string,
): Promise<{ status: number; body: string }> {
  const res = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json' },
    payload: body,
  });
  return { status: res.statusCode, body: res.body };
}
