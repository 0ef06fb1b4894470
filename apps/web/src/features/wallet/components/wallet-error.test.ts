import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client';
import { newIdempotencyKey, walletErrorText } from './wallet-error';

const TEXTS: Record<string, string> = {
  'errors:insufficient_funds': 'Insufficient balance',
  'errors:too_many_requests': 'Too many requests',
  'errors:internal_error': 'System error',
  'errors:unknown': 'Unknown error',
};
// Behaves like i18next's t for these calls: the text, or the defaultValue when the key is missing.
const t = ((key: string, opts?: { defaultValue?: string }) => TEXTS[key] ?? opts?.defaultValue ?? key) as TFunction;

describe('walletErrorText', () => {
  it("uses the server code's own text when there is one", () => {
    expect(walletErrorText(t, new ApiError('insufficient_funds', 422, 'x'))).toBe('Insufficient balance');
  });

  it('falls back on the HTTP status for a code without a text', () => {
    expect(walletErrorText(t, new ApiError('new_code', 429, 'x'))).toBe('Too many requests');
    expect(walletErrorText(t, new ApiError('new_code', 503, 'x'))).toBe('System error');
    expect(walletErrorText(t, new ApiError('new_code', 422, 'x'))).toBe('Unknown error');
  });

  it('reads anything that is not an ApiError as unknown', () => {
    expect(walletErrorText(t, new Error('boom'))).toBe('Unknown error');
  });
});

describe('newIdempotencyKey', () => {
  it('is fresh each time and long enough for the contracts (8–100 characters)', () => {
    const a = newIdempotencyKey();
    expect(a).not.toBe(newIdempotencyKey());
    expect(a.length).toBeGreaterThanOrEqual(8);
    expect(a.length).toBeLessThanOrEqual(100);
  });
});
