import { createHash, randomBytes } from 'node:crypto';

/** A fresh opaque token: 256 random bits, base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps instead of the token. */
export const hashToken = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();

/** Reads `Authorization: Bearer <token>`; anything else is no token. */
export function bearerToken(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') return null;
  const m = /^Bearer ([A-Za-z0-9_-]{20,128})$/.exec(header.trim());
  return m ? m[1]! : null;
}
