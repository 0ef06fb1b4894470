import { describe, expect, it } from 'vitest';
import { ledgerKindOf } from '../agents/settlement.settings.js';
import { typeOfKind } from './history.kinds.js';

describe('transaction history types', () => {
  it('files every agent payout (salaries, dividends) under agent income, not other', () => {
    for (const kind of ['realtime', 'hourly', 'daily', 'dividend'] as const) {
      expect(typeOfKind(ledgerKindOf(kind))).toBe('agent');
    }
    expect(typeOfKind('something_new')).toBe('other');
  });
});
