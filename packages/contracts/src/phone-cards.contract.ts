import { z } from 'zod/mini';
import { DepositSchema } from './deposits.contract.js';
import { defineEndpoint } from './endpoint.js';

/** Stable codes of phone-card deposits; the web translates each. */
export const PhoneCardErrorCodes = [
  /** The carrier is not offered (switched off by the operator) or unknown. */
  'phone_card_carrier_unavailable',
  /** The serial is not the carrier's length or not digits. */
  'phone_card_invalid_serial',
  /** The PIN is not the carrier's length or not digits. */
  'phone_card_invalid_pin',
  /** The face value is not one offered for this carrier. */
  'phone_card_invalid_denomination',
  /** The same card (carrier + serial) is already waiting for its result or was used. */
  'phone_card_already_used',
  /** The card provider refused the card at once. */
  'phone_card_refused',
] as const;

export const PhoneCardCarriers = ['viettel', 'vinaphone', 'mobifone'] as const;
export type PhoneCardCarrier = (typeof PhoneCardCarriers)[number];

export const PhoneCardCarrierSchema = z.object({
  code: z.enum(PhoneCardCarriers),
  /** Discount in basis points (1800 = 18%): credit = face value × (1 − discount). */
  discountBp: z.int(),
  /** Accepted lengths (digits) of the serial and of the PIN. */
  serialLengths: z.array(z.int()),
  pinLengths: z.array(z.int()),
  /** Face values offered, minor units, ascending. */
  denominations: z.array(z.int()),
});
export type PhoneCardCarrierInfo = z.infer<typeof PhoneCardCarrierSchema>;

/** One per deposit attempt, made by the client (a UUID); a repeat of the attempt sends the same key. */
const AttemptKey = z.string().check(z.minLength(8), z.maxLength(100));
const Digits = z.string().check(z.trim(), z.minLength(1), z.maxLength(30));

export const phoneCardsContract = {
  options: defineEndpoint({
    method: 'GET',
    path: '/wps/deposits/phone-card/options',
    auth: 'token',
    guarded: true,
    summary: 'Phone-card deposits: the carriers offered, their card formats, face values and discount rates',
    tags: ['deposits'],
    response: z.object({
      carriers: z.array(PhoneCardCarrierSchema),
      /** Part of the credit kept when a card is worth another value than declared, basis points. */
      wrongValuePenaltyBp: z.int(),
    }),
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: '/wps/deposits/phone-card',
    auth: 'token',
    guarded: true,
    summary:
      'Deposit a prepaid phone card (serial + PIN): answers the pending deposit and the credit expected at the ' +
      'declared face value; the card provider decides later (the deposit then succeeds or fails). ' +
      "idempotencyKey: a repeat answers the first deposit; the same key with other fields: 409 'idempotency_conflict'.",
    tags: ['deposits'],
    body: z.object({
      methodCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
      carrier: z.string().check(z.maxLength(20)),
      /** Face value declared, minor units. */
      faceValue: z.int().check(z.positive(), z.maximum(1_000_000_000_000)),
      serial: Digits,
      pin: Digits,
      idempotencyKey: AttemptKey,
    }),
    response: z.object({ deposit: DepositSchema, expectedCredit: z.int() }),
  }),
};
