import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * MoMo's "raw signature": `key=value` pairs joined by `&`, in the documented field order (alphabetical),
 * values as sent (not URL-encoded), signed with HMAC-SHA256 under the partner's secret key, hex.
 * developers.momo.vn, One-time payment (AIO v2): /v2/gateway/api/create and the IPN.
 */
export const MOMO_CREATE_FIELDS = [
  'accessKey',
  'amount',
  'extraData',
  'ipnUrl',
  'orderId',
  'orderInfo',
  'partnerCode',
  'redirectUrl',
  'requestId',
  'requestType',
] as const;

/** The IPN's (and the redirect's) signed fields. */
export const MOMO_IPN_FIELDS = [
  'accessKey',
  'amount',
  'extraData',
  'message',
  'orderId',
  'orderInfo',
  'orderType',
  'partnerCode',
  'payType',
  'requestId',
  'responseTime',
  'resultCode',
  'transId',
] as const;

/** The create request's answer. */
export const MOMO_CREATE_RESPONSE_FIELDS = [
  'accessKey',
  'amount',
  'message',
  'orderId',
  'partnerCode',
  'payUrl',
  'requestId',
  'responseTime',
  'resultCode',
] as const;

/** The status query (/v2/gateway/api/query). */
export const MOMO_QUERY_FIELDS = ['accessKey', 'orderId', 'partnerCode', 'requestId'] as const;

type Fields = Readonly<Record<string, string | number | undefined | null>>;

/** `accessKey=…&amount=…&…` over `order`, every field present (a missing one is an empty value). */
export function momoRawSignature(order: readonly string[], fields: Fields): string {
  return order.map((k) => `${k}=${fields[k] ?? ''}`).join('&');
}

export function momoSign(secretKey: string, order: readonly string[], fields: Fields): string {
  return createHmac('sha256', secretKey).update(momoRawSignature(order, fields), 'utf8').digest('hex');
}

/** Constant-time check of a received signature. */
export function momoVerify(secretKey: string, order: readonly string[], fields: Fields, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(momoSign(secretKey, order, fields), 'hex'));
}
