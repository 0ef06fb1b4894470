import { type SmsFailure, type SmsProvider, SmsProviderError, type SmsStatusReport } from '../sms.provider.js';
import { callProvider, nationalVn } from './http-call.js';

export const ESMS_DEFAULT_URL = 'https://rest.esms.vn/MainService.svc/json/SendMultipleMessage_V4_post_json/';

export interface EsmsOptions {
  url: string;
  apiKey: string;
  secretKey: string;
  brandname: string;
  /** eSMS message type: '2' customer care / OTP with a registered brandname (the usual one for codes). */
  smsType: string;
  /** eSMS test mode: the request is checked and answered but no message is sent or charged. */
  sandbox: boolean;
  /** Where eSMS reports the final status (HTTP GET); null = no callback. */
  callbackUrl: string | null;
  timeoutMs: number;
}

/** eSMS CodeResult → our failure kinds ('100' is success; see eSMS's table of error codes). */
const CODE_FAILURES: Record<string, SmsFailure> = {
  '99': 'invalid_number', // number blocked
  '108': 'invalid_number',
  '103': 'quota', // balance too low
  '102': 'not_allowed', // no price list
  '101': 'not_allowed', // wrong ApiKey/SecretKey
  '104': 'not_allowed', // unknown brandname
  '140': 'not_allowed', // server IP not whitelisted
  '146': 'not_allowed', // text does not match a registered template
  '177': 'not_allowed', // network not registered for the brandname
};

/**
 * eSMS.vn (ViHAT) SendMultipleMessage_V4_post_json: one JSON POST per message with ApiKey/SecretKey in the
 * body. CodeResult '100' only means eSMS accepted the request; the delivery status arrives later on
 * CallbackUrl as a GET with SMSID, RequestId, SendStatus (1 pending approval, 2 waiting, 4 rejected,
 * 5 sent, 7 at the telco awaiting its report) and the SendSuccess / SendFailed counts.
 */
export function createEsmsProvider(o: EsmsOptions): SmsProvider {
  return {
    name: 'esms',
    async send({ phone, body, requestId }) {
      const payload = {
        ApiKey: o.apiKey,
        SecretKey: o.secretKey,
        Phone: nationalVn(phone),
        Content: body,
        Brandname: o.brandname,
        SmsType: o.smsType,
        // Any character beyond ASCII (Vietnamese diacritics) needs the Unicode mode.
        IsUnicode: [...body].some((ch) => ch.charCodeAt(0) > 127) ? '1' : '0',
        Sandbox: o.sandbox ? '1' : '0',
        RequestId: requestId,
        ...(o.callbackUrl ? { CallbackUrl: o.callbackUrl } : {}),
      };
      const res = await callProvider(
        o.url,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) },
        o.timeoutMs,
      );
      const answer = (res.json ?? {}) as { CodeResult?: unknown; SMSID?: unknown; ErrorMessage?: unknown };
      const code = answer.CodeResult === undefined ? '' : String(answer.CodeResult);
      if (res.status >= 200 && res.status < 300 && code === '100') {
        return { status: 'accepted', providerMessageId: answer.SMSID ? String(answer.SMSID) : null };
      }
      const reason = `CodeResult ${code || `none, HTTP ${res.status}`}${answer.ErrorMessage ? ` ${String(answer.ErrorMessage)}` : ''}`;
      throw new SmsProviderError(CODE_FAILURES[code] ?? 'unknown', reason.slice(0, 200));
    },
    readStatus(q): SmsStatusReport | null {
      const smsId = q.SMSID || null;
      const requestId = q.RequestId || null;
      if (!smsId && !requestId) return null;
      const sendStatus = q.SendStatus ?? '';
      const ok = Number(q.SendSuccess ?? 0);
      const failed = Number(q.SendFailed ?? 0);
      let status: SmsStatusReport['status'];
      if (sendStatus === '4') status = 'failed';
      else if (sendStatus === '5') status = ok > 0 || failed === 0 ? 'delivered' : 'failed';
      else if (['1', '2', '7'].includes(sendStatus)) status = 'accepted';
      else return null;
      return {
        requestId,
        providerMessageId: smsId,
        status,
        detail: status === 'failed' ? `SendStatus ${sendStatus}` : undefined,
      };
    },
  };
}
