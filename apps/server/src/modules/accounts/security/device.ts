import { createHash } from 'node:crypto';
import { DEVICE_ID_PATTERN } from '@app/contracts';

/**
 * The device a request came from, as security_events.device stores it: the web's x-device-id header when it is
 * exactly what the web makes (contracts DEVICE_ID_PATTERN), hashed as the promotions and referral modules hash
 * it, so the three compare. Anything else (absent, repeated, malformed, too long) is no device: a forged or
 * garbled header never lands in the table, and never links two players.
 */
export function deviceFromHeader(value: unknown): string | null {
  if (typeof value !== 'string' || !DEVICE_ID_PATTERN.test(value)) return null;
  return createHash('sha256').update(`id:${value}`).digest('hex').slice(0, 32);
}
