import {
  DEVICE_ID_HEADER,
  type Endpoint,
  type EndpointBody,
  type EndpointQuery,
  type EndpointValue,
  ErrorEnvelopeSchema,
} from '@app/contracts';
import { deviceId } from './device-id';

/** A failed call: `code` is the server's stable code (translate with t(`errors.${code}`)). */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Reads the session token (the accounts feature keeps it in sessionStorage under 'token'). */
function currentToken(): string | null {
  try {
    return sessionStorage.getItem('token');
  } catch {
    return null;
  }
}

function buildUrl(path: string, query: Record<string, unknown> | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    // Query fields only when present (spec §4).
    if (v === undefined || v === null || v === '') continue;
    params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export interface RequestInput<E extends Endpoint> {
  query?: EndpointQuery<E>;
  body?: EndpointBody<E> | FormData;
  signal?: AbortSignal;
}

/**
 * Calls one endpoint from packages/contracts and returns its parsed `value`.
 * Throws ApiError with the server's code, or 'network_error' when the server cannot be reached.
 */
export async function request<E extends Endpoint>(def: E, input: RequestInput<E> = {}): Promise<EndpointValue<E>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = currentToken();
  if (token) headers.authorization = `Bearer ${token}`;
  // Every call carries the device id (device-id.ts): sign-ins record it (linked accounts by device, issue 19),
  // registration's referral self-check compares it (issue 17), members' claims count by it (issue 16).
  const device = deviceId();
  if (device) headers[DEVICE_ID_HEADER] = device;
  let body: BodyInit | undefined;
  if (input.body instanceof FormData) body = input.body;
  else if (input.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(input.body);
  }
  let res: Response;
  try {
    res = await fetch(buildUrl(def.path, input.query as Record<string, unknown> | undefined), {
      method: def.method,
      headers,
      body,
      signal: input.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError('network_error', 0, 'Network link is abnormal, please try again');
  }
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
