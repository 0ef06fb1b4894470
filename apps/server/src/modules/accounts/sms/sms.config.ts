import { type Config, ConfigError } from '../../../config.js';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/connect.js';
import { createEsmsProvider, ESMS_DEFAULT_URL } from './providers/esms.provider.js';
import { createHttpSmsProvider } from './providers/http.provider.js';
import { createOutboxSmsProvider, type SmsProvider } from './sms.provider.js';

/** The SMS_* keys of the configuration (config.ts gives their defaults; absent ones take the same here). */
export type SmsConfig = Partial<
  Pick<
    Config,
    | 'SMS_PROVIDER'
    | 'SMS_ESMS_URL'
    | 'SMS_ESMS_API_KEY'
    | 'SMS_ESMS_SECRET_KEY'
    | 'SMS_ESMS_BRANDNAME'
    | 'SMS_ESMS_SMS_TYPE'
    | 'SMS_ESMS_SANDBOX'
    | 'SMS_HTTP_URL'
    | 'SMS_HTTP_METHOD'
    | 'SMS_HTTP_HEADERS'
    | 'SMS_HTTP_BODY'
    | 'SMS_HTTP_ID_FIELD'
    | 'SMS_HTTP_SUCCESS_FIELD'
    | 'SMS_HTTP_SUCCESS_VALUE'
    | 'SMS_TIMEOUT_MS'
    | 'SMS_STATUS_CALLBACK_BASE_URL'
    | 'SMS_STATUS_CALLBACK_TOKEN'
  >
>;

/** Path of the delivery-status callback of a provider; the token is checked by the route. */
export const smsStatusPath = (provider: string) => `/wps/verification/sms/status/${provider}`;

/** The callback URL handed to the provider, or null when the callback is not configured. */
export function smsCallbackUrl(c: SmsConfig, provider: string): string | null {
  if (!c.SMS_STATUS_CALLBACK_BASE_URL || !c.SMS_STATUS_CALLBACK_TOKEN) return null;
  const base = c.SMS_STATUS_CALLBACK_BASE_URL.replace(/\/+$/, '');
  return `${base}${smsStatusPath(provider)}?token=${encodeURIComponent(c.SMS_STATUS_CALLBACK_TOKEN)}`;
}

function need<T>(value: T | undefined, key: string): T {
  if (value === undefined) throw new ConfigError(`Invalid configuration:\n  ${key}: required with this SMS_PROVIDER`);
  return value;
}

function headers(raw: string | undefined): Record<string, string> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const entries = Object.entries(parsed as Record<string, unknown>);
      if (entries.every(([, v]) => typeof v === 'string')) return Object.fromEntries(entries) as Record<string, string>;
    }
  } catch {
    // reported below
  }
  throw new ConfigError(
    'Invalid configuration:\n  SMS_HTTP_HEADERS: a JSON object of strings, e.g. {"Authorization":"Bearer …"}',
  );
}

/** The provider SMS_PROVIDER names, built from its keys; a missing key stops the server at start. */
export function smsProviderFromConfig(c: SmsConfig, db: Db, clock: Clock): SmsProvider {
  if (c.SMS_PROVIDER === 'esms') {
    return createEsmsProvider({
      url: c.SMS_ESMS_URL ?? ESMS_DEFAULT_URL,
      apiKey: need(c.SMS_ESMS_API_KEY, 'SMS_ESMS_API_KEY'),
      secretKey: need(c.SMS_ESMS_SECRET_KEY, 'SMS_ESMS_SECRET_KEY'),
      brandname: need(c.SMS_ESMS_BRANDNAME, 'SMS_ESMS_BRANDNAME'),
      smsType: c.SMS_ESMS_SMS_TYPE ?? '2',
      sandbox: c.SMS_ESMS_SANDBOX ?? false,
      callbackUrl: smsCallbackUrl(c, 'esms'),
      timeoutMs: c.SMS_TIMEOUT_MS ?? 10_000,
    });
  }
  if (c.SMS_PROVIDER === 'http') {
    return createHttpSmsProvider({
      url: need(c.SMS_HTTP_URL, 'SMS_HTTP_URL'),
      method: c.SMS_HTTP_METHOD ?? 'POST',
      headers: headers(c.SMS_HTTP_HEADERS),
      body: c.SMS_HTTP_BODY ?? null,
      idField: c.SMS_HTTP_ID_FIELD ?? null,
      successField: c.SMS_HTTP_SUCCESS_FIELD ?? null,
      successValue: c.SMS_HTTP_SUCCESS_VALUE ?? null,
      callbackUrl: smsCallbackUrl(c, 'http'),
      timeoutMs: c.SMS_TIMEOUT_MS ?? 10_000,
    });
  }
  return createOutboxSmsProvider(db, clock);
}
