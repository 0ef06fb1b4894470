import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * ZaloPay (API v2, docs.zalopay.vn) MACs, HMAC-SHA256 hex:
 *  - create order: key1 over `app_id|app_trans_id|app_user|amount|app_time|embed_data|item`;
 *  - callback: key2 over the `data` string exactly as received;
 *  - query: key1 over `app_id|app_trans_id|key1`;
 *  - redirect checksum: key2 over `appid|apptransid|pmcid|bankcode|amount|discountamount|status`.
 */
export interface ZaloPayOrderMacFields {
  app_id: number | string;
  app_trans_id: string;
  app_user: string;
  amount: number;
  app_time: number;
  embed_data: string;
  item: string;
}

const hmac = (key: string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest('hex');

export const zaloPayOrderMacInput = (o: ZaloPayOrderMacFields) =>
  [o.app_id, o.app_trans_id, o.app_user, o.amount, o.app_time, o.embed_data, o.item].join('|');

export const zaloPayOrderMac = (key1: string, o: ZaloPayOrderMacFields) => hmac(key1, zaloPayOrderMacInput(o));

export const zaloPayCallbackMac = (key2: string, data: string) => hmac(key2, data);

export const zaloPayQueryMac = (key1: string, appId: number | string, appTransId: string) =>
  hmac(key1, `${appId}|${appTransId}|${key1}`);

export const zaloPayRedirectChecksum = (
  key2: string,
  r: {
    appid: string;
    apptransid: string;
    pmcid: string;
    bankcode: string;
    amount: string;
    discountamount: string;
    status: string;
  },
) => hmac(key2, [r.appid, r.apptransid, r.pmcid, r.bankcode, r.amount, r.discountamount, r.status].join('|'));

/** Constant-time check of a hex MAC. */
export function macEquals(expected: string, received: unknown): boolean {
  if (typeof received !== 'string' || !/^[0-9a-f]{64}$/.test(received)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(received, 'hex'));
}

/**
 * app_trans_id: `yymmdd_<unique>`, the date in Vietnam's time (GMT+7) as ZaloPay requires: it refuses an
 * id whose date is not the current day there.
 */
export function zaloPayDatePrefix(at: Date): string {
  const vn = new Date(at.getTime() + 7 * 3_600_000);
  const yy = String(vn.getUTCFullYear() % 100).padStart(2, '0');
  const mm = String(vn.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(vn.getUTCDate()).padStart(2, '0');
  return `${yy}${mm}${dd}`;
}
