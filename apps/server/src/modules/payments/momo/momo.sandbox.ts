import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/connect.js';
import { acceptFormBodies } from '../../../platform/http/form-bodies.js';
import { isRecord, pathOf } from '../providers/provider-common.js';
import { deliverDueNotifies } from '../providers/sandbox-dispatch.js';
import { findSandboxOrder, insertSandboxOrder, type SandboxOrderRow } from '../providers/sandbox-orders.repository.js';
import { registerSandboxPayPage } from '../providers/sandbox-pay-routes.js';
import type { Brand } from '../providers/sandbox-provider-page.js';
import type { MomoCredentials } from './momo.gateway.js';
import { MOMO_CREATE_FIELDS, MOMO_IPN_FIELDS, MOMO_QUERY_FIELDS, momoSign, momoVerify } from './momo-signature.js';

/** Where the stand-in answers, on this server. */
export const MOMO_SANDBOX_BASE = '/sandbox-providers/momo';
/** Published credentials of the local stand-in (it is not MoMo: anyone may know them). */
export const MOMO_SANDBOX_CREDS: MomoCredentials = {
  partnerCode: 'MOMOSANDBOX01',
  accessKey: 'sandboxAccessKey',
  secretKey: 'momo-sandbox-secret-key-0123456789',
  baseUrl: MOMO_SANDBOX_BASE,
};
const BRAND: Brand = { name: 'MoMo', color: '#a50064' };

/** The IPN MoMo sends for a decided order, every field as MoMo sends it, signed as MoMo signs it. */
export function momoIpnBody(creds: MomoCredentials, row: SandboxOrderRow): Record<string, string | number> {
  const r = row.request as Record<string, string>;
  const paid = row.status === 'paid';
  const fields: Record<string, string | number> = {
    partnerCode: creds.partnerCode,
    orderId: row.order_id,
    requestId: r.requestId ?? row.order_id,
    amount: row.amount,
    orderInfo: r.orderInfo ?? '',
    orderType: 'momo_wallet',
    transId: Number(row.trans_id),
    resultCode: paid ? 0 : 1006,
    message: paid ? 'Successful.' : 'Transaction denied by user.',
    payType: 'qr',
    responseTime: (row.finished_at ?? row.created_at).getTime(),
    extraData: r.extraData ?? '',
  };
  return {
    ...fields,
    signature: momoSign(creds.secretKey, MOMO_IPN_FIELDS, { ...fields, accessKey: creds.accessKey }),
  };
}

/**
 * A local stand-in for MoMo's AIO v2 API, so tests and the demo run offline: /v2/gateway/api/create
 * (checks the request's signature as MoMo does, answers a payUrl), /v2/gateway/api/query, the payment
 * page, and the IPN sent to the merchant's ipnUrl signed with the merchant's secret key, then the
 * browser sent to redirectUrl with the same signed fields. Amounts are whole dong, as at MoMo.
 */
export async function registerMomoSandbox(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; creds?: MomoCredentials },
): Promise<{ deliverDue(): Promise<number> }> {
  const creds = deps.creds ?? MOMO_SANDBOX_CREDS;
  const { db, clock } = deps;
  const deliverDue = () =>
    deliverDueNotifies({ db, clock, app }, 'momo', (row) => ({
      path: pathOf(String((row.request as Record<string, unknown>).ipnUrl)),
      body: JSON.stringify(momoIpnBody(creds, row)),
    }));

  await app.register(async (scope) => {
    acceptFormBodies(scope);

    scope.post(`${MOMO_SANDBOX_BASE}/v2/gateway/api/create`, async (req) => {
      const b = isRecord(req.body) ? req.body : {};
      const fields = b as Record<string, string | number>;
      const base = {
        partnerCode: b.partnerCode,
        orderId: b.orderId,
        requestId: b.requestId,
        responseTime: clock.now().getTime(),
      };
      if (b.partnerCode !== creds.partnerCode || b.accessKey !== creds.accessKey) {
        return { ...base, resultCode: 11, message: 'Access denied.' };
      }
      if (!momoVerify(creds.secretKey, MOMO_CREATE_FIELDS, fields, b.signature)) {
        return { ...base, resultCode: 11, message: 'Invalid signature.' };
      }
      if (b.requestType !== 'captureWallet' || !Number.isSafeInteger(b.amount) || (b.amount as number) < 1000) {
        return { ...base, resultCode: 22, message: 'Invalid amount or request type.' };
      }
      const ok = await insertSandboxOrder(db, {
        provider: 'momo',
        order_id: String(b.orderId),
        trans_id: String(4_000_000_000 + randomInt(999_999_999)),
        amount: b.amount as number,
        request: {
          requestId: b.requestId,
          orderInfo: b.orderInfo,
          extraData: b.extraData,
          ipnUrl: b.ipnUrl,
          redirectUrl: b.redirectUrl,
        },
        created_at: clock.now(),
      });
      if (!ok) return { ...base, resultCode: 41, message: 'Duplicated orderId.' };
      const lang = b.lang === 'en' ? 'en' : 'vi';
      return {
        ...base,
        amount: b.amount,
        resultCode: 0,
        message: 'Successful.',
        payUrl: `${MOMO_SANDBOX_BASE}/pay/${encodeURIComponent(String(b.orderId))}?lang=${lang}`,
      };
    });

    scope.post(`${MOMO_SANDBOX_BASE}/v2/gateway/api/query`, async (req) => {
      const b = isRecord(req.body) ? req.body : {};
      const base = {
        partnerCode: b.partnerCode,
        orderId: b.orderId,
        requestId: b.requestId,
        responseTime: clock.now().getTime(),
      };
      if (!momoVerify(creds.secretKey, MOMO_QUERY_FIELDS, b as Record<string, string>, b.signature)) {
        return { ...base, resultCode: 11, message: 'Invalid signature.' };
      }
      const row = await findSandboxOrder(db, 'momo', String(b.orderId));
      if (!row) return { ...base, resultCode: 42, message: 'Order not found.' };
      const resultCode = row.status === 'paid' ? 0 : row.status === 'failed' ? 1006 : 1000;
      return { ...base, amount: row.amount, transId: Number(row.trans_id), resultCode, message: '' };
    });

    registerSandboxPayPage(scope, {
      db,
      clock,
      provider: 'momo',
      base: MOMO_SANDBOX_BASE,
      brand: BRAND,
      backUrlOf: (row) => String(row.request.redirectUrl),
      // MoMo sends the IPN for either decision, then the browser back with the same signed fields.
      notifies: () => true,
      deliverDue,
      returnQuery: (row) => {
        const { signature, ...rest } = momoIpnBody(creds, row);
        return new URLSearchParams({
          ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)])),
          signature: String(signature),
        });
      },
    });
  });
  return { deliverDue };
}
