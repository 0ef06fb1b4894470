import { Secret, TOTP } from 'otpauth';

/** The issuer shown in authenticator apps. */
const ISSUER = 'Back office';
const PERIOD_S = 30;

const totpOf = (secret: string, username: string) =>
  new TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

/** A new random secret (160 bits, base32), as RFC 4226 recommends. */
export const newOperatorTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const totpUri = (secret: string, username: string): string => totpOf(secret, username).toString();

/**
 * The time step a code belongs to (the current one or one either side, for clock drift), or null when the
 * code is wrong. The caller refuses a step at or before the last one accepted, so a code works once.
 */
export function totpStep(secret: string, username: string, code: string, atMs: number): number | null {
  const delta = totpOf(secret, username).validate({ token: code.trim(), timestamp: atMs, window: 1 });
  return delta === null ? null : Math.floor(atMs / 1000 / PERIOD_S) + delta;
}

/** The code of a moment (tests and the e2e journey compute what an authenticator would show). */
export const totpCodeAt = (secret: string, atMs: number): string => totpOf(secret, 'x').generate({ timestamp: atMs });
