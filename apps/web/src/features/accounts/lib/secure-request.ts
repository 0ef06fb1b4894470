import {
  accountsContract,
  type Endpoint,
  type EndpointValue,
  encryptForServer,
  importServerPublicKey,
} from '@app/contracts';
import { ApiError, request } from '../../../shared/api/client';

interface ServerKey {
  kid: string;
  key: CryptoKey;
}

// One key per tab: every encrypted call reuses it until the server says it rotated.
let cached: Promise<ServerKey> | null = null;

function serverKey(): Promise<ServerKey> {
  if (!cached) {
    cached = request(accountsContract.publicKey).then(async ({ kid, spki }) => ({
      kid,
      key: await importServerPublicKey(spki),
    }));
    // A failed fetch must not stick: the next call asks again.
    cached.catch(() => {
      cached = null;
    });
  }
  return cached;
}

/** Encrypts `payload` for the server (hybrid RSA-OAEP + AES-GCM, ARCHITECTURE.md). */
export async function encryptPayload(
  payload: unknown,
): Promise<{ key: string; iv: string; data: string; kid: string }> {
  const { kid, key } = await serverKey();
  return encryptForServer(key, kid, payload, Date.now());
}

/**
 * Calls an endpoint marked encrypted: the payload travels as the hybrid-encrypted body. When the
 * server answers 'encrypted_payload_invalid' (its key rotated), the key is fetched again and the
 * call retried once.
 */
export async function requestEncrypted<E extends Endpoint>(endpoint: E, payload: unknown): Promise<EndpointValue<E>> {
  const send = async () => {
    const body = await encryptPayload(payload);
    return request(endpoint, { body: body as never });
  };
  try {
    return await send();
  } catch (err) {
    if (!(err instanceof ApiError) || err.code !== 'encrypted_payload_invalid') throw err;
    cached = null;
    return send();
  }
}

/** For tests: forget the cached key. */
export function resetServerKeyCache(): void {
  cached = null;
}
