import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentGateway, PaymentNotice, PaymentStatus } from '../payment-gateway.js';
import type { ProviderHttp } from '../provider-http.js';
import {
  absoluteUrl,
  badSignature,
  isRecord,
  minusBasisPoints,
  toDong,
  toMinor,
} from '../providers/provider-common.js';
import { MOMO_CREATE_FIELDS, MOMO_IPN_FIELDS, MOMO_QUERY_FIELDS, momoSign, momoVerify } from './momo-signature.js';

export const MOMO_CODE = 'momo';

export interface MomoCredentials {
  partnerCode: string;
  accessKey: string;
  secretKey: string;
  /** https://payment.momo.vn (production), https://test-payment.momo.vn (MoMo's test), or the local sandbox. */
  baseUrl: string;
}

/** Our orderId: the deposit id and a random tail (MoMo wants it unique per request; regex [0-9a-zA-Z_-.]). */
const ORDER_ID = /^D([1-9]\d{0,15})_[0-9a-f]{8}$/;
export const momoOrderId = (depositId: string) => `D${depositId}_${randomBytes(4).toString('hex')}`;

/** resultCode → our status: 0 paid; 1000 (initiated) and 9000 (authorized, not captured) still open. */
export function momoStatus(resultCode: number): PaymentStatus {
  if (resultCode === 0) return 'success';
  if (resultCode === 1000 || resultCode === 9000 || resultCode === 7000 || resultCode === 7002) return 'pending';
  return 'failed';
}

/**
 * The MoMo e-wallet adapter (AIO v2, requestType captureWallet): create a payment, send the member to
 * MoMo's payUrl, and read MoMo's IPN, signed HMAC-SHA256 over its documented fields. The member returns to
 * the site by redirectUrl; the money is credited only by the verified IPN.
 */
export function createMomoGateway(deps: {
  creds: MomoCredentials;
  http: ProviderHttp;
  /** Public origin for the redirect and IPN URLs (unset in sandbox mode: paths). */
  publicBaseUrl?: string;
  /** Operator's fee on MoMo deposits, basis points (0 = none). */
  feeBp: () => Promise<number>;
}): PaymentGateway {
  const { creds, http } = deps;

  const gateway: PaymentGateway = {
    code: MOMO_CODE,

    async createPayment(input) {
      const orderId = momoOrderId(input.merchantRef);
      const fields = {
        partnerCode: creds.partnerCode,
        accessKey: creds.accessKey,
        requestId: orderId,
        amount: toDong(input.amount),
        orderId,
        orderInfo: `Deposit ${input.merchantRef}`,
        redirectUrl: absoluteUrl(deps.publicBaseUrl, input.returnUrl),
        ipnUrl: absoluteUrl(deps.publicBaseUrl, input.callbackPath),
        extraData: Buffer.from(JSON.stringify({ depositId: input.merchantRef })).toString('base64'),
        requestType: 'captureWallet',
      };
      const body = {
        ...fields,
        lang: input.language,
        signature: momoSign(creds.secretKey, MOMO_CREATE_FIELDS, fields),
      };
      const res = await http(`${creds.baseUrl}/v2/gateway/api/create`, body);
      const a = isRecord(res.json) ? res.json : {};
      if (res.status !== 200 || a.resultCode !== 0 || typeof a.payUrl !== 'string') {
        throw new Error(
          `MoMo create refused: HTTP ${res.status}, resultCode ${String(a.resultCode)} ${String(a.message ?? '')}`,
        );
      }
      return { paymentId: orderId, redirectUrl: a.payUrl };
    },

    verifyCallback(_headers: IncomingHttpHeaders, rawBody: Buffer): PaymentNotice {
      let b: unknown;
      try {
        b = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw badSignature();
      }
      if (!isRecord(b)) throw badSignature();
      const fields = { ...b, accessKey: creds.accessKey } as Record<string, string | number>;
      if (!momoVerify(creds.secretKey, MOMO_IPN_FIELDS, fields, b.signature)) throw badSignature();
      const ref = typeof b.orderId === 'string' ? ORDER_ID.exec(b.orderId) : null;
      if (
        b.partnerCode !== creds.partnerCode ||
        !ref ||
        !Number.isSafeInteger(b.amount) ||
        !Number.isSafeInteger(b.resultCode) ||
        (typeof b.transId !== 'number' && typeof b.transId !== 'string')
      ) {
        throw badSignature();
      }
      return {
        paymentId: b.orderId as string,
        merchantRef: ref[1]!,
        status: momoStatus(b.resultCode as number),
        amount: toMinor(b.amount as number),
        providerTxnId: String(b.transId),
      };
    },

    async queryStatus(paymentId) {
      const ref = ORDER_ID.exec(paymentId);
      if (!ref) return null;
      const fields = {
        partnerCode: creds.partnerCode,
        accessKey: creds.accessKey,
        requestId: `${paymentId}_q${randomBytes(3).toString('hex')}`,
        orderId: paymentId,
      };
      const res = await http(`${creds.baseUrl}/v2/gateway/api/query`, {
        ...fields,
        lang: 'vi',
        signature: momoSign(creds.secretKey, MOMO_QUERY_FIELDS, fields),
      });
      const a = isRecord(res.json) ? res.json : null;
      if (!a || !Number.isSafeInteger(a.resultCode) || a.orderId !== paymentId) return null;
      if (a.resultCode === 42) return null; // MoMo: no such order
      return {
        paymentId,
        merchantRef: ref[1]!,
        status: momoStatus(a.resultCode as number),
        amount: toMinor(Number(a.amount ?? 0)),
        providerTxnId: a.transId === undefined ? undefined : String(a.transId),
      };
    },

    async creditFor(deposit, notice) {
      if (notice.amount !== deposit.amount) return null;
      return minusBasisPoints(notice.amount, await deps.feeBp());
    },
  };
  return gateway;
}
