import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/connect.js';
import { isRecord, pathOf, toMinor } from '../providers/provider-common.js';
import { deliverDueNotifies } from '../providers/sandbox-dispatch.js';
import {
  findSandboxOrder,
  finishSandboxOrder,
  insertSandboxOrder,
  type SandboxOrderRow,
} from '../providers/sandbox-orders.repository.js';
import {
  type Brand,
  pageLanguage,
  renderProviderMissingPage,
  renderProviderPayPage,
} from '../providers/sandbox-provider-page.js';
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
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      });
    }

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

    scope.get(`${ZALOPAY_SANDBOX_BASE}/pay/:id`, async (req, reply) => {
      const { id } = req.params as { id: string };
      const lang = pageLanguage((req.query as { lang?: string }).lang, req.headers['accept-language']);
      const row = await findSandboxOrder(db, 'zalopay', id);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!row) return reply.status(404).send(renderProviderMissingPage(BRAND, lang));
      return reply.send(
        renderProviderPayPage(BRAND, lang, {
          action: `${ZALOPAY_SANDBOX_BASE}/pay/${encodeURIComponent(id)}`,
          orderId: id,
          amountMinor: toMinor(row.amount),
          open: row.status === 'created',
          backUrl: redirectOf(row),
        }),
      );
    });

    scope.post(`${ZALOPAY_SANDBOX_BASE}/pay/:id`, async (req, reply) => {
      const { id } = req.params as { id: string };
      const form = (req.body ?? {}) as Record<string, string>;
      const lang = pageLanguage(form.lang, req.headers['accept-language']);
      const row = await findSandboxOrder(db, 'zalopay', id);
      if (!row) return reply.status(404).type('text/html; charset=utf-8').send(renderProviderMissingPage(BRAND, lang));
      const done = await finishSandboxOrder(db, 'zalopay', id, form.action === 'fail' ? 'failed' : 'paid', clock.now());
      if (done?.status === 'paid') {
        await db`UPDATE payment_sandbox_orders SET notify_due_at = ${clock.now()}
          WHERE provider = 'zalopay' AND order_id = ${id}`;
        await deliverDue();
      }
      const final = done ?? row;
      const fields = {
        appid: creds.appId,
        apptransid: id,
        pmcid: '38',
        bankcode: '',
        amount: String(final.amount),
        discountamount: '0',
        status: final.status === 'paid' ? '1' : '-49',
      };
      const query = new URLSearchParams({ ...fields, checksum: zaloPayRedirectChecksum(creds.key2, fields) });
      const back = redirectOf(final);
      return reply.redirect(`${back}${back.includes('?') ? '&' : '?'}${query.toString()}`, 303);
    });
  });
  return { deliverDue };
}
