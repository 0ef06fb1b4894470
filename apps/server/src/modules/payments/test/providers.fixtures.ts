import { randomBytes } from 'node:crypto';
import type { DepositsHarness, TestMember } from '../../deposits/test/deposits.fixtures.js';
import { MOMO_SANDBOX_CREDS, momoIpnBody } from '../momo/momo.sandbox.js';
import { CARD_SANDBOX_CREDS, cardCallbackBody } from '../phone-card/phone-card.sandbox.js';
import { deliverDueNotifies } from '../providers/sandbox-dispatch.js';
import { findSandboxOrder } from '../providers/sandbox-orders.repository.js';

export const key = () => `t-${randomBytes(8).toString('hex')}`;

export async function startWallet(h: DepositsHarness, m: TestMember, methodCode: string, amount: number) {
  return h.app.inject({
    method: 'POST',
    url: '/wps/deposits/gateway',
    headers: m.auth,
    payload: { methodCode, amount, language: 'vi', idempotencyKey: key() },
  });
}

/** Presses a button on a stand-in's payment page (a form post), as the member's browser does. */
export async function decideOnPage(h: DepositsHarness, payUrl: string, action: 'pay' | 'fail') {
  return h.app.inject({
    method: 'POST',
    url: payUrl.split('?')[0]!,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action, lang: 'vi' }).toString(),
  });
}

export async function submitCard(
  h: DepositsHarness,
  m: TestMember,
  card: { carrier: string; faceValue: number; serial: string; pin: string; methodCode?: string },
  idempotencyKey = key(),
) {
  return h.app.inject({
    method: 'POST',
    url: '/wps/deposits/phone-card',
    headers: m.auth,
    payload: { methodCode: 'phone_card', ...card, idempotencyKey },
  });
}

/** Sends the card stand-in's due results (advance the clock past its delay first). */
export const deliverCards = (h: DepositsHarness) =>
  deliverDueNotifies({ db: h.db, clock: h.clock, app: h.app }, 'phone_card', (row) => ({
    path: '/wps/payments/phone_card/callback',
    body: cardCallbackBody(CARD_SANDBOX_CREDS, row),
  }));

/** The exact IPN MoMo's stand-in sent (or would send) for an order, to replay it. */
export async function momoIpnOf(h: DepositsHarness, orderId: string) {
  const row = await findSandboxOrder(h.db, 'momo', orderId);
  return JSON.stringify(momoIpnBody(MOMO_SANDBOX_CREDS, row!));
}

export const postRaw = (h: DepositsHarness, path: string, body: string) =>
  h.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json' }, payload: body });

/** Random digits of a length (card serials and PINs). */
export const digits = (n: number, last?: string) => {
  let s = '';
  for (let i = 0; i < n; i++) s += String(Math.floor(Math.random() * 10));
  return last === undefined ? s : `${s.slice(0, -1)}${last}`;
};
