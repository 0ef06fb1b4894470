import { AccountErrorCodes, ErrorCodes, RequestErrorCodes } from '@app/contracts';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import enAuth from '../../../locales/en/auth.json';
import enErrors from '../../../locales/en/errors.json';
import viAuth from '../../../locales/vi/auth.json';
import viErrors from '../../../locales/vi/errors.json';
import { ApiError } from '../../../shared/api/client';
import { CLIENT_ERROR_CODES } from '../../../shared/api/error-text';
import { accountErrorText, captchaFlag } from './account-errors';

const bundles = { vi: { auth: viAuth, errors: viErrors }, en: { auth: enAuth, errors: enErrors } } as const;

/** A t() over the real JSON files: 'ns:path.to.key' → text, or when missing the defaultValue asked for, else the key. */
function tFor(lang: keyof typeof bundles): TFunction {
  return ((key: string, options?: { defaultValue?: string }) => {
    const [ns, path] = key.split(':') as [keyof (typeof bundles)['vi'], string];
    let node: unknown = bundles[lang][ns];
    for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return typeof node === 'string' ? node : (options?.defaultValue ?? key);
  }) as unknown as TFunction;
}

/** Codes every call can produce (request layer, network, system, maintenance, region, rate limit …). */
const GENERIC_ERROR_CODES = [...ErrorCodes, ...RequestErrorCodes, ...CLIENT_ERROR_CODES];

describe('account error texts (spec §8)', () => {
  for (const lang of ['vi', 'en'] as const) {
    it(`[${lang}] every AccountErrorCodes code has a text`, () => {
      const errors = bundles[lang].auth.errors as Record<string, string>;
      const missing = AccountErrorCodes.filter((c) => typeof errors[c] !== 'string' || errors[c].trim() === '');
      expect(missing).toEqual([]);
    });

    it(`[${lang}] every generic code (network, system, maintenance, region …) has a text`, () => {
      const errors = bundles[lang].errors as Record<string, string>;
      expect(GENERIC_ERROR_CODES.filter((c) => !errors[c])).toEqual([]);
    });

    it(`[${lang}] maps errors to translated text, never to a raw key`, () => {
      const t = tFor(lang);
      for (const code of AccountErrorCodes) {
        const s = accountErrorText(t, new ApiError(code, 400, 'server text'));
        expect(s).toBe((bundles[lang].auth.errors as Record<string, string>)[code]);
      }
      expect(accountErrorText(t, new ApiError('network_error', 0, 'x'))).toBe(bundles[lang].errors.network_error);
      expect(accountErrorText(t, new ApiError('maintenance', 503, 'x'))).toBe(bundles[lang].errors.maintenance);
      expect(accountErrorText(t, new ApiError('region_restricted', 503, 'x'))).toBe(
        bundles[lang].errors.region_restricted,
      );
      expect(accountErrorText(t, new ApiError('weird', 429, 'x'))).toBe(bundles[lang].errors.too_many_requests);
      // A login delay or a rate limit that says how long: the wait text (its {{seconds}} filled by i18next).
      expect(
        accountErrorText(t, new ApiError('too_many_requests', 429, 'x', { retryAfterSeconds: 30, captcha: true })),
      ).toBe(bundles[lang].errors.too_many_requests_wait);
      expect(accountErrorText(t, new ApiError('weird', 502, 'x'))).toBe(bundles[lang].errors.internal_error);
      expect(accountErrorText(t, new Error('boom'))).toBe(bundles[lang].errors.unknown);
    });
  }

  it('vi texts are really Vietnamese (not copies of the English ones)', () => {
    const same = AccountErrorCodes.filter(
      (c) => (viAuth.errors as Record<string, string>)[c] === (enAuth.errors as Record<string, string>)[c],
    );
    expect(same).toEqual([]);
  });

  it('reads the captcha flag from the error details', () => {
    expect(captchaFlag(new ApiError('wrong_credentials', 401, 'x', { captcha: true }))).toBe(true);
    expect(captchaFlag(new ApiError('wrong_credentials', 401, 'x', { captcha: false }))).toBe(false);
    expect(captchaFlag(new ApiError('wrong_credentials', 401, 'x'))).toBe(false);
    expect(captchaFlag(new Error('x'))).toBe(false);
  });
});
