import { DEVICE_ID_PATTERN } from '@app/contracts';

const KEY = 'deviceId';

/**
 * A random id of this browser, kept in localStorage and sent as `x-device-id` on every API call
 * (contracts device-id.ts). The server hashes it to count promotion claims per device (issue 16), to
 * refuse self-referrals (issue 17) and to link accounts signed in from one device in the back office
 * (issue 19).
 *
 * Privacy: 128 random bits and nothing else. No browser traits are hashed in (a "fingerprint" would follow
 * a person who cleared their storage, which is exactly what they asked us not to do, and the traits that
 * survive that are the ones shared by many people anyway). Clearing site data gives a new id; where storage
 * is unavailable (private modes, blocked storage) nothing is sent. A stored value that is not of the
 * expected shape is replaced, so the server never sees something it will only throw away.
 */
export function deviceId(storage: Storage | undefined = globalThis.localStorage): string | null {
  try {
    if (!storage) return null;
    let id = storage.getItem(KEY);
    if (!id || !DEVICE_ID_PATTERN.test(id)) {
      // getRandomValues works on plain http too (randomUUID needs a secure context).
      id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
      storage.setItem(KEY, id);
    }
    return id;
  } catch {
    return null;
  }
}
