import { DecryptError, type EncryptedBody } from '@app/contracts';
import type { z } from 'zod';
import type { z as zm } from 'zod/mini';
import type { KeyStore } from '../../platform/crypto/key-store.js';
import { AppError, badInput } from '../../platform/http/app-error.js';
import { findNul, invalidCharacters } from '../../platform/http/nul-guard.js';

export const encryptedPayloadInvalid = () =>
  new AppError('encrypted_payload_invalid', 400, 'The request could not be read, please reload the page and try again');

/**
 * Opens an encrypted body and validates the payload. A body that cannot be opened (wrong key, tampered,
 * stale, not JSON) answers 'encrypted_payload_invalid'; a readable payload of the wrong shape answers
 * 'invalid_input' with the field problems, or `onInvalid`'s error when given. Typed with ZodMiniType
 * because the contracts' payload schemas are zod/mini schemas (a classic schema fits it too).
 */
export async function openEncrypted<S extends zm.ZodMiniType>(
  keys: KeyStore,
  body: EncryptedBody,
  schema: S,
  onInvalid?: (issues: z.core.$ZodIssue[]) => AppError | null,
): Promise<z.output<S>> {
  let payload: unknown;
  try {
    payload = await keys.decrypt(body);
  } catch (err) {
    if (err instanceof DecryptError) throw encryptedPayloadInvalid();
    throw err;
  }
  // The request-wide NUL guard saw only the ciphertext: the opened payload gets the same check.
  const nulAt = findNul(payload);
  if (nulAt !== null) throw invalidCharacters(nulAt);
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw (
      onInvalid?.(parsed.error.issues) ??
      badInput(
        'Invalid input',
        parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      )
    );
  }
  return parsed.data;
}
