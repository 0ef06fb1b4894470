import { SmsProviderError } from '../sms.provider.js';

/** One HTTP request to a provider with a deadline; a network failure or timeout is 'unknown'. */
export async function callProvider(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
  timeoutMs: number,
): Promise<{ status: number; text: string; json: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  } catch (err) {
    throw new SmsProviderError('unknown', err instanceof Error ? err.name : 'network');
  }
  const text = await res.text().catch(() => '');
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: res.status, text, json };
}

/** A value at a dot path of a parsed JSON answer ('data.tranId'), as text; null when absent. */
export function pick(json: unknown, path: string): string | null {
  let v: unknown = json;
  for (const part of path.split('.')) {
    if (v === null || typeof v !== 'object') return null;
    v = (v as Record<string, unknown>)[part];
  }
  return v === undefined || v === null || typeof v === 'object' ? null : String(v);
}

/** Vietnamese numbers in the national form local providers expect (84912345678 → 0912345678). */
export const nationalVn = (e164: string) => (/^84\d{9}$/.test(e164) ? `0${e164.slice(2)}` : e164);
