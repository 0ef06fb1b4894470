import {
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointValue,
  ErrorEnvelopeSchema,
} from '@app/contracts';
import { clearSession, readToken } from '../session/session';

/** A failed call: `code` is the server's stable code (translated with t(`errors.${code}`)). */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    /** The server's details, when it sent any (invalid_input: the fields that failed, as { path, message }). */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface CallInput<E extends Endpoint> {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  signal?: AbortSignal;
  /** A token not yet saved as the session (the login's forced password change). */
  token?: string;
}

/** The URL of an endpoint: path parameters filled in, query fields only when present. */
export function urlOf(def: Endpoint, params?: Record<string, unknown>, query?: Record<string, unknown>): string {
  const path = def.path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

/** Raw fetch with the operator's bearer token; a 401 ends the local session (the server ended it). */
export async function operatorFetch(url: string, init: RequestInit = {}, tokenOverride?: string): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('accept', headers.get('accept') ?? 'application/json');
  const token = tokenOverride ?? readToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  let res: Response;
  try {
    res = await fetch(url, { ...init, headers });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError('network_error', 0, 'Network error');
  }
  if (res.status === 401 && token && !tokenOverride) clearSession('expired');
  return res;
}

/** Calls one endpoint of packages/contracts and returns its parsed `value`; throws ApiError with the server's code. */
export async function call<E extends Endpoint>(def: E, input: CallInput<E> = {}): Promise<EndpointValue<E>> {
  const init: RequestInit = { method: def.method, signal: input.signal };
  if (input.body !== undefined) {
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(input.body);
  } else if (def.method !== 'GET' && def.method !== 'DELETE') {
    init.headers = { 'content-type': 'application/json' };
    init.body = '{}';
  }
  const res = await operatorFetch(
    urlOf(def, input.params as Record<string, unknown>, input.query as Record<string, unknown>),
    init,
    input.token,
  );
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    throw new ApiError(res.status >= 500 ? 'internal_error' : 'network_error', res.status, 'Unexpected response');
  }
  if (!res.ok || (json as { success?: boolean }).success !== true) {
    const parsed = ErrorEnvelopeSchema.safeParse(json);
    if (parsed.success) throw new ApiError(parsed.data.code, res.status, parsed.data.message, parsed.data.details);
    throw new ApiError('internal_error', res.status, 'Unexpected response');
  }
  return def.response.parse((json as { value: unknown }).value) as EndpointValue<E>;
}
