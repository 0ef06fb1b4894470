import type { PhoneCardCarrierInfo } from '@app/contracts';
import type { Db } from '../../../platform/db/connect.js';
import { AppError } from '../../../platform/http/app-error.js';
import type { PhoneCardInput } from '../payment-gateway.js';
import { minusBasisPoints } from '../providers/provider-common.js';
import { percentToBp, readPaymentProviders } from '../providers/provider-settings.js';
import { CARD_FORMATS, CARRIERS, type Carrier, cardProblem, normaliseCardNumber } from './card-formats.js';
import { PHONE_CARD_CODE } from './phone-card.gateway.js';

/** How the deposits module opens a gateway deposit (idempotent per key); bound by the composition root. */
export type StartCardDeposit = (
  memberId: number,
  input: {
    methodCode: string;
    amount: number;
    language: 'vi' | 'en';
    idempotencyKey: string;
    card: PhoneCardInput;
  },
) => Promise<{ deposit: import('@app/contracts').Deposit; redirectUrl: string }>;

const refuse = (code: ConstructorParameters<typeof AppError>[0], message: string, status = 422) =>
  new AppError(code, status, message);

/**
 * The member's side of phone-card deposits: the carriers on offer, and a card's submission. Everything
 * that can be told from the card itself (carrier, serial and PIN format, face value, a card already
 * pending or used) is refused before a deposit is opened, so bad input changes nothing.
 */
export function createPhoneCardService(deps: { db: Db; start: StartCardDeposit; enabled: () => boolean }) {
  const { db } = deps;

  async function offered(): Promise<{ carriers: PhoneCardCarrierInfo[]; wrongValuePenaltyBp: number }> {
    const s = (await readPaymentProviders(db)).phoneCards;
    const carriers = CARRIERS.filter((c) => s.carriers[c].enabled).map((c) => ({
      code: c,
      discountBp: percentToBp(s.carriers[c].discountPercent),
      serialLengths: CARD_FORMATS[c].serial,
      pinLengths: CARD_FORMATS[c].pin,
      denominations: [...new Set(s.denominations)]
        .filter((v) => v % 100 === 0 && CARD_FORMATS[c].faceValues.includes(v / 100))
        .sort((a, b) => a - b),
    }));
    return { carriers, wrongValuePenaltyBp: percentToBp(s.wrongValuePenaltyPercent) };
  }

  async function submit(
    memberId: number,
    body: {
      methodCode: string;
      carrier: string;
      faceValue: number;
      serial: string;
      pin: string;
      idempotencyKey: string;
    },
  ) {
    const [method] = await db<{ gateway: string | null; enabled: boolean }[]>`
      SELECT gateway, enabled FROM deposit_methods WHERE code = ${body.methodCode}`;
    if (!deps.enabled() || !method?.enabled || method.gateway !== PHONE_CARD_CODE) {
      throw refuse('deposit_method_unavailable', 'This deposit method is not available');
    }
    const { carriers } = await offered();
    const carrier = carriers.find((c) => c.code === body.carrier);
    if (!carrier) throw refuse('phone_card_carrier_unavailable', 'This carrier is not offered');
    const card: PhoneCardInput = {
      carrier: carrier.code as Carrier,
      serial: normaliseCardNumber(body.serial),
      pin: normaliseCardNumber(body.pin),
    };
    const problem = cardProblem(card);
    if (problem) throw refuse(problem, 'The card number is not in the carrier format');
    if (!carrier.denominations.includes(body.faceValue)) {
      throw refuse('phone_card_invalid_denomination', 'This face value is not offered for the carrier');
    }
    // The same card pending or used by any deposit but this attempt's own (a repeat answers the first).
    const taken = await db`SELECT 1 FROM phone_card_submissions s JOIN deposits d ON d.id = s.deposit_id
      WHERE s.carrier = ${card.carrier} AND s.serial = ${card.serial} AND s.status IN ('pending', 'used')
        AND NOT (d.member_id = ${memberId} AND d.request_key IS NOT DISTINCT FROM ${body.idempotencyKey})`;
    if (taken.length > 0) throw refuse('phone_card_already_used', 'This card was already submitted', 409);
    const started = await deps.start(memberId, {
      methodCode: body.methodCode,
      amount: body.faceValue,
      language: 'vi',
      idempotencyKey: body.idempotencyKey,
      card,
    });
    return { deposit: started.deposit, expectedCredit: minusBasisPoints(body.faceValue, carrier.discountBp) };
  }

  return { offered, submit };
}
export type PhoneCardService = ReturnType<typeof createPhoneCardService>;
