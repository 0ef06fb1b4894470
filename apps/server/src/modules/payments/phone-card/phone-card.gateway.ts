import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/connect.js';
import { AppError } from '../../../platform/http/app-error.js';
import type { PaymentGateway, PaymentNotice, PaymentStatus } from '../payment-gateway.js';
import type { ProviderHttp } from '../provider-http.js';
import { absoluteUrl, badSignature, isRecord, toDong, toMinor } from '../providers/provider-common.js';
import { percentToBp, readPaymentProviders } from '../providers/provider-settings.js';
import { cardCredit } from './card-credit.js';
import { CARD_STATUS, callbackSign, cardSignatureEquals, chargeSign } from './card-signature.js';
import { findCardSubmission, insertCardSubmission } from './phone-card.repository.js';

export const PHONE_CARD_CODE = 'phone_card';

export interface CardProviderCredentials {
  partnerId: string;
  partnerKey: string;
  /** The provider's API origin, or the local sandbox. */
  baseUrl: string;
}

const REQUEST_ID = /^PC([1-9]\d{0,15})_[0-9a-f]{8}$/;

const statusOf = (s: number): PaymentStatus =>
  s === CARD_STATUS.ok || s === CARD_STATUS.wrongValue ? 'success' : s === CARD_STATUS.refused ? 'failed' : 'pending';

/**
 * Prepaid phone cards (thẻ cào) through a card provider: the card is kept with the deposit (in the
 * creating transaction, so the same card cannot be pending twice), sent to the provider, and the result
 * arrives later in a signed callback. The credit is the face value less the carrier's discount
 * (card-credit.ts), the rates frozen when the card was submitted.
 */
export function createPhoneCardGateway(deps: {
  db: Db;
  clock: Clock;
  creds: CardProviderCredentials;
  http: ProviderHttp;
  publicBaseUrl?: string;
}): PaymentGateway {
  const { db, clock, creds, http } = deps;

  return {
    code: PHONE_CARD_CODE,

    async createPayment(input) {
      const card = input.card;
      if (!card || !input.tx)
        throw new AppError('deposit_method_unavailable', 422, 'A phone card deposit needs a card');
      const settings = (await readPaymentProviders(input.tx)).phoneCards;
      const requestId = `PC${input.merchantRef}_${randomBytes(4).toString('hex')}`;
      const taken = !(await insertCardSubmission(input.tx, {
        deposit_id: Number(input.merchantRef),
        carrier: card.carrier,
        serial: card.serial,
        pin_last4: card.pin.slice(-4),
        declared_value: input.amount,
        discount_bp: percentToBp(settings.carriers[card.carrier].discountPercent),
        wrong_value_penalty_bp: percentToBp(settings.wrongValuePenaltyPercent),
        created_at: clock.now(),
      }));
      if (taken) throw new AppError('phone_card_already_used', 409, 'This card was already submitted');
      const fields = {
        partner_id: creds.partnerId,
        request_id: requestId,
        telco: card.carrier.toUpperCase(),
        serial: card.serial,
        code: card.pin,
        amount: toDong(input.amount),
      };
      const res = await http(`${creds.baseUrl}/api/card/charge`, {
        ...fields,
        callback_url: absoluteUrl(deps.publicBaseUrl, input.callbackPath),
        sign: chargeSign(creds.partnerKey, fields),
      });
      const a = isRecord(res.json) ? res.json : {};
      if (res.status !== 200) throw new Error(`Card provider answered HTTP ${res.status}`);
      if (a.status === CARD_STATUS.refused) throw new AppError('phone_card_refused', 422, 'The card was refused');
      if (a.status !== CARD_STATUS.pending)
        throw new Error(`Card provider: status ${String(a.status)} ${String(a.message ?? '')}`);
      // Nothing to visit: the result comes by callback; the member stays on the deposit page.
      return { paymentId: requestId, redirectUrl: input.returnUrl };
    },

    verifyCallback(_headers: IncomingHttpHeaders, rawBody: Buffer): PaymentNotice {
      let b: unknown;
      try {
        b = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw badSignature();
      }
      if (!isRecord(b)) throw badSignature();
      const f = {
        request_id: String(b.request_id ?? ''),
        trans_id: String(b.trans_id ?? ''),
        status: Number(b.status),
        telco: String(b.telco ?? ''),
        serial: String(b.serial ?? ''),
        declared_value: Number(b.declared_value),
        value: Number(b.value),
      };
      if (!cardSignatureEquals(callbackSign(creds.partnerKey, f), b.sign)) throw badSignature();
      const ref = REQUEST_ID.exec(f.request_id);
      if (!ref || !Number.isSafeInteger(f.value) || f.value < 0 || !Number.isSafeInteger(f.status))
        throw badSignature();
      return {
        paymentId: f.request_id,
        merchantRef: ref[1]!,
        status: statusOf(f.status),
        amount: toMinor(f.value),
        providerTxnId: f.trans_id,
      };
    },

    // The provider's callback is the answer; this adapter does not poll.
    async queryStatus() {
      return null;
    },

    async creditFor(deposit, notice) {
      const s = await findCardSubmission(db, deposit.id);
      if (!s) return null;
      return cardCredit({
        declared: s.declared_value,
        real: notice.amount,
        discountBp: s.discount_bp,
        penaltyBp: s.wrong_value_penalty_bp,
      });
    },
  };
}
