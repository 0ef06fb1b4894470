import { createHmac, timingSafeEqual } from 'node:crypto';

/** Header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (Stripe's scheme). */
export const SIGNATURE_HEADER = 'x-payment-signature';
/** Accepted clock difference between the signer and us, both ways. */
export const SIGNATURE_TOLERANCE_S = 300;

const mac = (secret: string, t: number, body: Buffer | string) =>
  createHmac('sha256', secret).update(`${t}.`).update(body).digest();

/** The signature header value for a body sent at `at`. */
export function signBody(secret: string, at: Date, body: Buffer | string): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${mac(secret, t, body).toString('hex')}`;
}

/**
 * True when the header signs exactly these bytes with this secret and was made within the tolerance.
 * The timestamp is inside the signed text, so replaying an old callback later fails.
 */
export function verifySignature(secret: string, header: unknown, body: Buffer, now: Date): boolean {
  if (typeof header !== 'string' || header.length > 200) return false;
  const parts = new Map(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) return false;
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_S) return false;
  return timingSafeEqual(Buffer.from(v1, 'hex'), mac(secret, t, body));
}
