import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/connect.js';
import { isRecord, pathOf } from '../providers/provider-common.js';
import { deliverDueNotifies } from '../providers/sandbox-dispatch.js';
import { insertSandboxOrder, type SandboxOrderRow } from '../providers/sandbox-orders.repository.js';
import { CARD_FORMATS, type Carrier } from './card-formats.js';
import { CARD_STATUS, callbackSign, cardSignatureEquals, chargeSign } from './card-signature.js';
import type { CardProviderCredentials } from './phone-card.gateway.js';

export const CARD_SANDBOX_BASE = '/sandbox-providers/phone-card';
/** Published credentials of the local stand-in card provider. */
export const CARD_SANDBOX_CREDS: CardProviderCredentials = {
  partnerId: 'sandbox-partner',
  partnerKey: 'phone-card-sandbox-key-0123456789',
  baseUrl: CARD_SANDBOX_BASE,
};

/**
 * The sandbox's test rule, on the PIN's last digit: 0 → the card is refused (used or invalid); 9 → the
 * card is worth less than declared (the next lower face value of its carrier; refused below the lowest);
 * anything else → accepted at the declared value.
 */
export function sandboxCardOutcome(
  carrier: Carrier,
  pin: string,
  declaredDong: number,
): { status: number; value: number } {
  const last = pin.at(-1);
  if (last === '0') return { status: CARD_STATUS.refused, value: 0 };
  if (last === '9') {
    const lower = CARD_FORMATS[carrier].faceValues.filter((v) => v < declaredDong).at(-1);
    return lower ? { status: CARD_STATUS.wrongValue, value: lower } : { status: CARD_STATUS.refused, value: 0 };
  }
  return { status: CARD_STATUS.ok, value: declaredDong };
}

/** The provider's signed callback for a card it has decided. */
export function cardCallbackBody(creds: CardProviderCredentials, row: SandboxOrderRow): string {
  const r = row.request as { telco: string; serial: string; status: number; value: number };
  const f = {
    request_id: row.order_id,
    trans_id: row.trans_id,
    status: r.status,
    telco: r.telco,
    serial: r.serial,
    declared_value: row.amount,
    value: r.value,
  };
  const message =
    r.status === CARD_STATUS.ok
      ? 'Thẻ thành công'
      : r.status === CARD_STATUS.wrongValue
        ? 'Thẻ sai mệnh giá'
        : 'Thẻ lỗi';
  return JSON.stringify({ ...f, message, sign: callbackSign(creds.partnerKey, f) });
}

/**
 * A local stand-in card provider: /api/card/charge (checks the partner's signature, answers 'pending'),
 * then, `delayMs` later by the clock, the signed callback to the merchant's callback_url, delivered by
 * deliverDue() (the app's worker tick, or the tests).
 */
export async function registerPhoneCardSandbox(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; delayMs: number; creds?: CardProviderCredentials },
): Promise<{ deliverDue(): Promise<number> }> {
  const creds = deps.creds ?? CARD_SANDBOX_CREDS;
  const { db, clock } = deps;

  app.post(`${CARD_SANDBOX_BASE}/api/card/charge`, async (req) => {
    const b = isRecord(req.body) ? req.body : {};
    const f = {
      partner_id: String(b.partner_id ?? ''),
      request_id: String(b.request_id ?? ''),
      telco: String(b.telco ?? ''),
      serial: String(b.serial ?? ''),
      code: String(b.code ?? ''),
      amount: Number(b.amount),
    };
    if (f.partner_id !== creds.partnerId || !cardSignatureEquals(chargeSign(creds.partnerKey, f), b.sign)) {
      return { status: 102, message: 'Sai chữ ký', request_id: f.request_id };
    }
    const carrier = f.telco.toLowerCase() as Carrier;
    if (!CARD_FORMATS[carrier] || !Number.isSafeInteger(f.amount) || f.amount <= 0) {
      return { status: CARD_STATUS.refused, message: 'Thẻ không hợp lệ', request_id: f.request_id };
    }
    const outcome = sandboxCardOutcome(carrier, f.code, f.amount);
    const transId = String(randomInt(100_000_000, 999_999_999));
    const ok = await insertSandboxOrder(db, {
      provider: 'phone_card',
      order_id: f.request_id,
      trans_id: transId,
      amount: f.amount,
      // The PIN is not kept: only what the callback will say.
      request: { telco: f.telco, serial: f.serial, callback_url: b.callback_url, ...outcome },
      created_at: clock.now(),
      notify_due_at: new Date(clock.now().getTime() + deps.delayMs),
    });
    if (!ok) return { status: 101, message: 'Trùng request_id', request_id: f.request_id };
    return { status: CARD_STATUS.pending, message: 'Thẻ chờ xử lý', request_id: f.request_id, trans_id: transId };
  });

  return {
    deliverDue: () =>
      deliverDueNotifies({ db, clock, app }, 'phone_card', (row) => ({
        path: pathOf(String(row.request.callback_url)),
        body: cardCallbackBody(creds, row),
      })),
  };
}
