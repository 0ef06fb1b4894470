import type { PhoneCardInput } from '../payment-gateway.js';

export type Carrier = PhoneCardInput['carrier'];
export const CARRIERS: readonly Carrier[] = ['viettel', 'vinaphone', 'mobifone'];

/**
 * What each carrier prints on its scratch cards (as card-exchange services check them before sending a
 * card on): digits only, these lengths. Viettel: serial 11 or 14, PIN 13 or 15; Vinaphone: serial 14,
 * PIN 12 or 14; Mobifone: serial 15, PIN 12. Face values in dong.
 */
export const CARD_FORMATS: Record<Carrier, { serial: number[]; pin: number[]; faceValues: number[] }> = {
  viettel: {
    serial: [11, 14],
    pin: [13, 15],
    faceValues: [10_000, 20_000, 30_000, 50_000, 100_000, 200_000, 300_000, 500_000, 1_000_000],
  },
  vinaphone: {
    serial: [14],
    pin: [12, 14],
    faceValues: [10_000, 20_000, 30_000, 50_000, 100_000, 200_000, 300_000, 500_000],
  },
  mobifone: {
    serial: [15],
    pin: [12],
    faceValues: [10_000, 20_000, 30_000, 50_000, 100_000, 200_000, 300_000, 500_000],
  },
};

export type CardProblem = 'phone_card_invalid_serial' | 'phone_card_invalid_pin';

/** Spaces and dashes people type from the card are dropped; what is left must be the carrier's digits. */
export const normaliseCardNumber = (s: string) => s.replace(/[\s-]/g, '');

/** The first thing wrong with a card's serial or PIN for its carrier, or null. */
export function cardProblem(card: PhoneCardInput): CardProblem | null {
  const f = CARD_FORMATS[card.carrier];
  const ok = (v: string, lengths: number[]) => /^\d+$/.test(v) && lengths.includes(v.length);
  if (!ok(card.serial, f.serial)) return 'phone_card_invalid_serial';
  if (!ok(card.pin, f.pin)) return 'phone_card_invalid_pin';
  return null;
}
