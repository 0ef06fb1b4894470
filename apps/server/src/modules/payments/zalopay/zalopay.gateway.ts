import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Clock } from '../../../platform/clock.js';
import type { PaymentGateway, PaymentNotice } from '../payment-gateway.js';
import type { ProviderHttp } from '../provider-http.js';
import {
  absoluteUrl,
  badSignature,
  isRecord,
  minusBasisPoints,
  toDong,
  toMinor,
} from '../providers/provider-common.js';
import {
  macEquals,
  zaloPayCallbackMac,
  zaloPayDatePrefix,
  zaloPayOrderMac,
  zaloPayQueryMac,
} from './zalopay-signature.js';

export const ZALOPAY_CODE = 'zalopay';

export interface ZaloPayCredentials {
  appId: string;
  /** Signs our requests. */
  key1: string;
  /** Checks ZaloPay's callbacks. */
  key2: string;
  /** https://openapi.zalopay.vn (production), https://sb-openapi.zalopay.vn (ZaloPay's sandbox), or the local one. */
  baseUrl: string;
}

/** app_trans_id = yymmdd_<deposit id>_<random>: unique per order, the date as ZaloPay checks it. */
const APP_TRANS_ID = /^\d{6}_([1-9]\d{0,15})_[0-9a-f]{6}$/;

/**
 * The ZaloPay adapter (API v2): create an order (MAC with key1), send the member to its order_url, read
 * the callback (MAC of `data` with key2). ZaloPay calls back only for paid orders; an unpaid one stays
 * pending until the deposit expires (or a status query says otherwise).
 */
export function createZaloPayGateway(deps: {
  creds: ZaloPayCredentials;
  http: ProviderHttp;
  clock: Clock;
  publicBaseUrl?: string;
  feeBp: () => Promise<number>;
}): PaymentGateway {
  const { creds, http, clock } = deps;

  return {
    code: ZALOPAY_CODE,

    async createPayment(input) {
      const appTransId = `${zaloPayDatePrefix(clock.now())}_${input.merchantRef}_${randomBytes(3).toString('hex')}`;
      const order = {
        app_id: Number(creds.appId),
        app_trans_id: appTransId,
        app_user: `deposit${input.merchantRef}`,
        app_time: clock.now().getTime(),
        amount: toDong(input.amount),
        item: '[]',
        embed_data: JSON.stringify({ redirecturl: absoluteUrl(deps.publicBaseUrl, input.returnUrl) }),
        description: `Deposit #${input.merchantRef}`,
        bank_code: '',
        callback_url: absoluteUrl(deps.publicBaseUrl, input.callbackPath),
      };
      const res = await http(`${creds.baseUrl}/v2/create`, { ...order, mac: zaloPayOrderMac(creds.key1, order) });
      const a = isRecord(res.json) ? res.json : {};
      if (res.status !== 200 || a.return_code !== 1 || typeof a.order_url !== 'string') {
        throw new Error(
          `ZaloPay create refused: HTTP ${res.status}, return_code ${String(a.return_code)} ${String(a.return_message ?? '')}`,
        );
      }
      return { paymentId: appTransId, redirectUrl: a.order_url };
    },

    verifyCallback(_headers: IncomingHttpHeaders, rawBody: Buffer): PaymentNotice {
      let b: unknown;
      let d: unknown;
      try {
        b = JSON.parse(rawBody.toString('utf8'));
        if (!isRecord(b) || typeof b.data !== 'string') throw badSignature();
        if (!macEquals(zaloPayCallbackMac(creds.key2, b.data), b.mac)) throw badSignature();
        d = JSON.parse(b.data);
      } catch {
        throw badSignature();
      }
      if (!isRecord(d)) throw badSignature();
      const ref = typeof d.app_trans_id === 'string' ? APP_TRANS_ID.exec(d.app_trans_id) : null;
      if (String(d.app_id) !== creds.appId || !ref || !Number.isSafeInteger(d.amount) || d.zp_trans_id === undefined) {
        throw badSignature();
      }
      // A callback is ZaloPay's word that the order was paid.
      return {
        paymentId: d.app_trans_id as string,
        merchantRef: ref[1]!,
        status: 'success',
        amount: toMinor(d.amount as number),
        providerTxnId: String(d.zp_trans_id),
      };
    },

    async queryStatus(paymentId) {
      const ref = APP_TRANS_ID.exec(paymentId);
      if (!ref) return null;
      const res = await http(`${creds.baseUrl}/v2/query`, {
        app_id: Number(creds.appId),
        app_trans_id: paymentId,
        mac: zaloPayQueryMac(creds.key1, creds.appId, paymentId),
      });
      const a = isRecord(res.json) ? res.json : null;
      if (!a || !Number.isSafeInteger(a.return_code)) return null;
      const status = a.return_code === 1 ? 'success' : a.return_code === 2 ? 'failed' : 'pending';
      return {
        paymentId,
        merchantRef: ref[1]!,
        status,
        amount: toMinor(Number(a.amount ?? 0)),
        providerTxnId: a.zp_trans_id === undefined ? undefined : String(a.zp_trans_id),
      };
    },

    async creditFor(deposit, notice) {
      if (notice.amount !== deposit.amount) return null;
      return minusBasisPoints(notice.amount, await deps.feeBp());
    },
  };
}
