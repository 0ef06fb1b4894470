import { describe, expect, it } from 'vitest';
import { tiersFromText, tierToText } from './tiers';

describe('contract tiers as typed', () => {
  it('reads amounts, members and a percentage per tier', () => {
    expect(
      tiersFromText([
        { minTurnover: '1,000', minNetLoss: '0', minActive: '3', rate: '0.5' },
        { minTurnover: '50000.5', minNetLoss: '', minActive: '', rate: '1' },
      ]),
    ).toEqual({
      tiers: [
        { minTurnover: 100000, minNetLoss: 0, minActive: 3, rateBp: 50 },
        { minTurnover: 5000050, minNetLoss: 0, minActive: 0, rateBp: 100 },
      ],
    });
  });
  it('names the first tier that does not read, and refuses none or more than ten', () => {
    expect(tiersFromText([{ minTurnover: '1', minNetLoss: '0', minActive: '0', rate: '' }])).toEqual({ badRow: 0 });
    expect(
      tiersFromText([
        { minTurnover: '1', minNetLoss: '0', minActive: '0', rate: '1' },
        { minTurnover: 'x', minNetLoss: '0', minActive: '0', rate: '1' },
      ]),
    ).toEqual({ badRow: 1 });
    expect(tiersFromText([])).toEqual({ badRow: 0 });
  });
  it('shows a tier back as typed text', () => {
    expect(tierToText({ minTurnover: 100000, minNetLoss: 5050, minActive: 2, rateBp: 25 })).toEqual({
      minTurnover: '1000',
      minNetLoss: '50.50',
      minActive: '2',
      rate: '0.25',
    });
  });
});
