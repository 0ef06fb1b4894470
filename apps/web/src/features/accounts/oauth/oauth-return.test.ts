import { describe, expect, it } from 'vitest';
import { isOauthErrorCode, readOauthReturn } from './oauth-return';

describe('readOauthReturn', () => {
  it('reads the login code the callback put in the fragment', () => {
    const code = 'Abc_def-0123456789abcdefghijklmnopqrstuvwxyz';
    expect(readOauthReturn(`#oauth=${code}`)).toEqual({ kind: 'code', code });
  });

  it('reads an error code', () => {
    expect(readOauthReturn('#oauthError=oauth_denied')).toEqual({ kind: 'error', code: 'oauth_denied' });
    expect(readOauthReturn('#oauthError=maintenance')).toEqual({ kind: 'error', code: 'maintenance' });
  });

  it('treats a malformed value as a failed sign-in, never passing it on', () => {
    expect(readOauthReturn('#oauth=<script>')).toEqual({ kind: 'error', code: 'oauth_code_invalid' });
    expect(readOauthReturn('#oauthError=%3Cb%3E')).toEqual({ kind: 'error', code: 'oauth_failed' });
  });

  it('ignores any other fragment', () => {
    expect(readOauthReturn('')).toBeNull();
    expect(readOauthReturn('#term')).toBeNull();
  });

  it('knows which codes are its own', () => {
    expect(isOauthErrorCode('oauth_state_invalid')).toBe(true);
    expect(isOauthErrorCode('maintenance')).toBe(false);
  });
});
