import { AccountErrorCodes, AppErrorCodes, OauthErrorCodes } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import enAuth from '../../locales/en/auth.json';
import enErrors from '../../locales/en/errors.json';
import enOauth from '../../locales/en/oauth.json';
import viAuth from '../../locales/vi/auth.json';
import viErrors from '../../locales/vi/errors.json';
import viOauth from '../../locales/vi/oauth.json';

const bundles = {
  vi: { errors: viErrors, auth: viAuth.errors, oauth: viOauth.errors },
  en: { errors: enErrors, auth: enAuth.errors, oauth: enOauth.errors },
} as const;

const ACCOUNT: ReadonlySet<string> = new Set(AccountErrorCodes);
const OAUTH: ReadonlySet<string> = new Set(OauthErrorCodes);

/** Where the web looks a code up: errors.json for every code; auth / oauth errors for their own flows' codes. */
function textOf(lang: keyof typeof bundles, code: string): string | undefined {
  const b = bundles[lang] as unknown as Record<'errors' | 'auth' | 'oauth', Record<string, string>>;
  return (
    b.errors[code] ?? (ACCOUNT.has(code) ? b.auth[code] : undefined) ?? (OAUTH.has(code) ? b.oauth[code] : undefined)
  );
}

describe('error codes the server can answer (packages/contracts AppErrorCodes)', () => {
  for (const lang of ['vi', 'en'] as const) {
    it(`[${lang}] every code has a message`, () => {
      const missing = AppErrorCodes.filter((c) => !textOf(lang, c)?.trim());
      expect(missing).toEqual([]);
    });
  }

  it('the request layer refusal (a NUL character) reads as its own message, not the generic one', () => {
    expect(textOf('vi', 'invalid_characters')).not.toBe(textOf('vi', 'invalid_input'));
    expect(textOf('en', 'invalid_characters')).toMatch(/characters/);
  });
});
