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
import type { ZaloPayCredentials } from './zalopay.gateway.js';
import {
  macEquals,
  zaloPayCallbackMac,
  zaloPayOrderMac,
  zaloPayQueryMac,
  zaloPayRedirectChecksum,
} from './zalopay-signature.js';

export const ZALOPAY_SANDBOX_BASE = '/sandbox-providers/zalopay';
/** Published keys of the local stand-in (it is not ZaloPay). */
export const ZALOPAY_SANDBOX_CREDS: ZaloPayCredentials = {
  appId: '2553',
  key1: 'zalopay-sandbox-key1-0123456789',
  key2: 'zalopay-sandbox-key2-0123456789',
  baseUrl: ZALOPAY_SANDBOX_BASE,
};
const BRAND: Brand = { name: 'ZaloPay', color: '#0068ff' };

/** The callback ZaloPay posts for a paid order: `data` (a JSON string) and its MAC with key2. */
export function zaloPayCallbackBody(creds: ZaloPayCredentials, row: SandboxOrderRow): string {
  const r = row.request as Record<string, unknown>;
  const data = JSON.stringify({
    app_id: Number(creds.appId),
    app_trans_id: row.order_id,
    app_time: r.app_time,
    app_user: r.app_user,
    amount: row.amount,
    embed_data: r.embed_data,
    item: r.item,
    zp_trans_id: Number(row.trans_id),
    server_time: (row.finished_at ?? row.created_at).getTime(),
    channel: 38,
    merchant_user_id: 'sandbox-user',
    user_fee_amount: 0,
    discount_amount: 0,
  });
  return JSON.stringify({ data, mac: zaloPayCallbackMac(creds.key2, data), type: 1 });
}

/**
 * A local stand-in for ZaloPay's API v2 (/v2/create, /v2/query), its payment page, and the callback it
 * sends for paid orders (none for unpaid ones, as ZaloPay), then the browser sent to the embed_data
 * redirecturl with ZaloPay's query fields and checksum.
 */
export async function registerZaloPaySandbox(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; creds?: ZaloPayCredentials },
): Promise<{ deliverDue(): Promise<number> }> {
  const creds = deps.creds ?? ZALOPAY_SANDBOX_CREDS;
  const { db, clock } = deps;
  const deliverDue = () =>
    deliverDueNotifies({ db, clock, app }, 'zalopay', (row) =>
      row.status === 'paid'
        ? { path: pathOf(String(row.request.callback_url)), body: zaloPayCallbackBody(creds, row) }
        : null,
    );
  const redirectOf = (row: SandboxOrderRow) => {
    try {
      return String((JSON.parse(String(row.request.embed_data)) as { redirecturl?: string }).redirecturl ?? '/');
    } catch {
      return '/';
    }
  };

  await app.register(async (scope) => {
    acceptFormBodies(scope);

    scope.post(`${ZALOPAY_SANDBOX_BASE}/v2/create`, async (req) => {
      const b = isRecord(req.body) ? req.body : {};
      if (String(b.app_id) !== creds.appId) return { return_code: 2, return_message: 'Invalid app_id' };
      const mac = zaloPayOrderMac(creds.key1, {
        app_id: b.app_id as number,
        app_trans_id: String(b.app_trans_id),
        app_user: String(b.app_user),
        amount: b.amount as number,
        app_time: b.app_time as number,
        embed_data: String(b.embed_data),
        item: String(b.item),
      });
      if (!macEquals(mac, b.mac)) return { return_code: 2, return_message: 'Invalid mac' };
      if (!Number.isSafeInteger(b.amount) || (b.amount as number) < 1000) {
        return { return_code: 2, return_message: 'Invalid amount' };
      }
      const ok = await insertSandboxOrder(db, {
        provider: 'zalopay',
        order_id: String(b.app_trans_id),
        trans_id: String(240_000_000_000 + randomInt(999_999_999)),
        amount: b.amount as number,
        request: {
          app_time: b.app_time,
          app_user: b.app_user,
          embed_data: b.embed_data,
          item: b.item,
          callback_url: b.callback_url,
        },
        created_at: clock.now(),
      });
      if (!ok) return { return_code: 2, return_message: 'Duplicate app_trans_id' };
      const token = encodeURIComponent(String(b.app_trans_id));
      return {
        return_code: 1,
        return_message: 'Giao dịch thành công',
        sub_return_code: 1,
        order_url: `${ZALOPAY_SANDBOX_BASE}/pay/${token}`,
        zp_trans_token: token,
        order_token: token,
      };
    });

    scope.post(`${ZALOPAY_SANDBOX_BASE}/v2/query`, async (req) => {
      const b = isRecord(req.body) ? req.body : {};
      if (!macEquals(zaloPayQueryMac(creds.key1, creds.appId, String(b.app_trans_id)), b.mac)) {
        return { return_code: 2, return_message: 'Invalid mac' };
      }
      const row = await findSandboxOrder(db, 'zalopay', String(b.app_trans_id));
      if (!row) return { return_code: 2, return_message: 'Order not found', sub_return_code: -92 };
      const code = row.status === 'paid' ? 1 : row.status === 'failed' ? 2 : 3;
      return { return_code: code, return_message: '', amount: row.amount, zp_trans_id: Number(row.trans_id) };
    });

    registerSandboxPayPage(scope, {
      db,
      clock,
      provider: 'zalopay',
      base: ZALOPAY_SANDBOX_BASE,
      brand: BRAND,
      backUrlOf: redirectOf,
      // ZaloPay calls back for paid orders only; the browser comes back with its checksummed fields either way.
      notifies: (row) => row.status === 'paid',
      deliverDue,
      returnQuery: (row) => {
        const fields = {
          appid: creds.appId,
          apptransid: row.order_id,
          pmcid: '38',
          bankcode: '',
          amount: String(row.amount),
          discountamount: '0',
          status: row.status === 'paid' ? '1' : '-49',
        };
        return new URLSearchParams({ ...fields, checksum: zaloPayRedirectChecksum(creds.key2, fields) });
      },
    });
  });
  return { deliverDue };
}
