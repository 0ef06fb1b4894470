import { describe, expect, it } from 'vitest';
import { cardCredit } from './card-credit.js';
import { cardProblem, normaliseCardNumber } from './card-formats.js';

const d = (n: number) => '1'.repeat(n);

describe('phone-card formats', () => {
  it("accepts each carrier's serial and PIN lengths and nothing else", () => {
    expect(cardProblem({ carrier: 'viettel', serial: d(11), pin: d(13) })).toBeNull();
    expect(cardProblem({ carrier: 'viettel', serial: d(14), pin: d(15) })).toBeNull();
    expect(cardProblem({ carrier: 'viettel', serial: d(12), pin: d(13) })).toBe('phone_card_invalid_serial');
    expect(cardProblem({ carrier: 'viettel', serial: d(14), pin: d(14) })).toBe('phone_card_invalid_pin');
    expect(cardProblem({ carrier: 'vinaphone', serial: d(14), pin: d(12) })).toBeNull();
    expect(cardProblem({ carrier: 'vinaphone', serial: d(14), pin: d(14) })).toBeNull();
    expect(cardProblem({ carrier: 'vinaphone', serial: d(15), pin: d(12) })).toBe('phone_card_invalid_serial');
    expect(cardProblem({ carrier: 'mobifone', serial: d(15), pin: d(12) })).toBeNull();
    expect(cardProblem({ carrier: 'mobifone', serial: d(15), pin: d(13) })).toBe('phone_card_invalid_pin');
    expect(cardProblem({ carrier: 'mobifone', serial: `${d(14)}a`, pin: d(12) })).toBe('phone_card_invalid_serial');
    expect(normaliseCardNumber(' 1234-5678 901 ')).toBe('12345678901');
  });

  it('credit: face value less the discount; another real value: the lower one, less discount, less penalty', () => {
    expect(cardCredit({ declared: 100_000_00, real: 100_000_00, discountBp: 1800, penaltyBp: 5000 })).toBe(82_000_00);
    expect(cardCredit({ declared: 200_000_00, real: 100_000_00, discountBp: 2000, penaltyBp: 5000 })).toBe(40_000_00);
    expect(cardCredit({ declared: 50_000_00, real: 100_000_00, discountBp: 2000, penaltyBp: 5000 })).toBe(20_000_00);
    expect(cardCredit({ declared: 10_000_00, real: 0, discountBp: 0, penaltyBp: 0 })).toBe(0);
    // Never a fraction of a dong.
    expect(cardCredit({ declared: 10_000_00, real: 10_000_00, discountBp: 1855, penaltyBp: 0 }) % 100).toBe(0);
  });
});
