import { createHmac } from 'node:crypto';
import { macEquals } from '../zalopay/zalopay-signature.js';

/**
 * The card provider's protocol (the shape card-exchange services share: a charge request with telco,
 * serial, code and declared amount, answered 'pending', then an asynchronous callback with the result),
 * signed HMAC-SHA256 with the partner key instead of the MD5 many of them use:
 *  - charge:   partner_id|request_id|telco|serial|code|amount
 *  - callback: request_id|trans_id|status|telco|serial|declared_value|value
 * Callback status: 1 accepted at the declared value, 2 accepted at another value (`value`), 3 refused.
 */
export const CARD_STATUS = { ok: 1, wrongValue: 2, refused: 3, pending: 99 } as const;

const hmac = (key: string, parts: (string | number)[]) =>
  createHmac('sha256', key).update(parts.join('|'), 'utf8').digest('hex');

export interface ChargeFields {
  partner_id: string;
  request_id: string;
  telco: string;
  serial: string;
  code: string;
  amount: number;
}

export const chargeSign = (key: string, f: ChargeFields) =>
  hmac(key, [f.partner_id, f.request_id, f.telco, f.serial, f.code, f.amount]);

export interface CardCallbackFields {
  request_id: string;
  trans_id: string;
  status: number;
  telco: string;
  serial: string;
  declared_value: number;
  value: number;
}

export const callbackSign = (key: string, f: CardCallbackFields) =>
  hmac(key, [f.request_id, f.trans_id, f.status, f.telco, f.serial, f.declared_value, f.value]);

export const cardSignatureEquals = macEquals;
