import { type SmsProvider, SmsProviderError, type SmsStatusReport } from '../sms.provider.js';
import { callProvider, nationalVn, pick } from './http-call.js';

export interface HttpSmsOptions {
  /** May hold placeholders (URL-encoded when filled), e.g. https://sms.example/send?to={{phone}}&text={{text}}. */
  url: string;
  method: 'GET' | 'POST';
  /** Sent as they are; the operator's credentials go here (the whole value comes from the environment). */
  headers: Record<string, string>;
  /** Body template for POST; its content type decides how placeholders are escaped (JSON, form, or raw). */
  body: string | null;
  /** Dot path of the provider's message id in a JSON answer, e.g. 'data.messageId'. */
  idField: string | null;
  /** Dot path and value that mean success in a JSON answer (besides a 2xx status), e.g. 'status' = 'success'. */
  successField: string | null;
  successValue: string | null;
  callbackUrl: string | null;
  timeoutMs: number;
}

const PLACEHOLDER = /\{\{(phone|phoneLocal|phonePlus|text|requestId|callbackUrl)\}\}/g;

type Escape = (v: string) => string;
const jsonEscape: Escape = (v) => JSON.stringify(v).slice(1, -1);

/**
 * A provider the operator describes instead of code: URL, method, headers and a body template with the
 * placeholders {{phone}} (84912345678), {{phoneLocal}} (0912345678), {{phonePlus}} (+84912345678), {{text}},
 * {{requestId}} and {{callbackUrl}}. Success is a 2xx answer (and the configured JSON field value, if set).
 * Its status callback (GET) takes requestId (or id) and status = delivered | failed | accepted.
 */
export function createHttpSmsProvider(o: HttpSmsOptions): SmsProvider {
  const contentType = Object.entries(o.headers).find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? '';
  const bodyEscape: Escape = /json/i.test(contentType)
    ? jsonEscape
    : /x-www-form-urlencoded/i.test(contentType)
      ? encodeURIComponent
      : (v) => v;
  return {
    name: 'http',
    async send({ phone, body, requestId }) {
      const values: Record<string, string> = {
        phone,
        phoneLocal: nationalVn(phone),
        phonePlus: `+${phone}`,
        text: body,
        requestId,
        callbackUrl: o.callbackUrl ?? '',
      };
      const fill = (template: string, esc: Escape) => template.replace(PLACEHOLDER, (_, k: string) => esc(values[k]!));
      const res = await callProvider(
        fill(o.url, encodeURIComponent),
        {
          method: o.method,
          headers: o.headers,
          ...(o.method === 'POST' && o.body !== null ? { body: fill(o.body, bodyEscape) } : {}),
        },
        o.timeoutMs,
      );
      if (res.status === 429) throw new SmsProviderError('too_many', 'HTTP 429');
      if (res.status === 402) throw new SmsProviderError('quota', 'HTTP 402');
      if (res.status === 401 || res.status === 403) throw new SmsProviderError('not_allowed', `HTTP ${res.status}`);
      if (res.status < 200 || res.status >= 300) throw new SmsProviderError('unknown', `HTTP ${res.status}`);
      if (o.successField && pick(res.json, o.successField) !== (o.successValue ?? 'true')) {
        throw new SmsProviderError('unknown', `${o.successField}=${pick(res.json, o.successField)}`);
      }
      return { status: 'accepted', providerMessageId: o.idField ? pick(res.json, o.idField) : null };
    },
    readStatus(q): SmsStatusReport | null {
      const status = q.status;
      if (status !== 'delivered' && status !== 'failed' && status !== 'accepted') return null;
      const requestId = q.requestId || null;
      const providerMessageId = q.id || null;
      if (!requestId && !providerMessageId) return null;
      return { requestId, providerMessageId, status };
    },
  };
}
