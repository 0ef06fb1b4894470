import { OAUTH_FRAGMENT, OauthErrorCodes } from '@app/contracts';

/** What the server's sign-in callback left in the address: a login code, an error code, or nothing. */
export type OauthReturn = { kind: 'code'; code: string } | { kind: 'error'; code: string } | null;

// Codes are our own short identifiers; anything else in the address is not from the callback.
const CODE = /^[\w-]{16,128}$/;
const ERROR = /^[a-z_]{1,40}$/;

/** Reads `#oauth=<code>` or `#oauthError=<code>` from a location hash. */
export function readOauthReturn(hash: string): OauthReturn {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const code = params.get(OAUTH_FRAGMENT.code);
  if (code !== null) return CODE.test(code) ? { kind: 'code', code } : { kind: 'error', code: 'oauth_code_invalid' };
  const error = params.get(OAUTH_FRAGMENT.error);
  if (error !== null) return { kind: 'error', code: ERROR.test(error) ? error : 'oauth_failed' };
  return null;
}

const OAUTH_CODES: ReadonlySet<string> = new Set(OauthErrorCodes);

/** True for the codes this feature translates itself (oauth.json `errors.<code>`). */
export const isOauthErrorCode = (code: string): boolean => OAUTH_CODES.has(code);
