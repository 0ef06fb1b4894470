import { z } from 'zod/mini';
import { base64ToBytes, bytesToBase64 } from './base64.js';

/**
 * The body of an endpoint marked "encrypted": a fresh AES-256-GCM key encrypts the JSON payload and is
 * itself wrapped with the server's RSA-OAEP (SHA-256) public key. Only the server can read it.
 */
export const EncryptedBodySchema = z.object({
  /** RSA-OAEP-wrapped AES key, base64. */
  key: z.string().check(z.minLength(16), z.maxLength(2048)),
  /** AES-GCM IV (12 bytes), base64. */
  iv: z.string().check(z.minLength(16), z.maxLength(24)),
  /** AES-GCM ciphertext with tag, base64. */
  data: z.string().check(z.minLength(1), z.maxLength(64 * 1024)),
  /** Key id the client used (lets the server rotate keys). */
  kid: z.string().check(z.maxLength(64)),
});
export type EncryptedBody = z.infer<typeof EncryptedBodySchema>;

/** Payloads older than this are refused, which bounds replays of a captured body. */
export const ENCRYPTED_PAYLOAD_MAX_AGE_MS = 5 * 60 * 1000;

const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const subtle = () => globalThis.crypto.subtle;

export function importServerPublicKey(spkiBase64: string): Promise<CryptoKey> {
  return subtle().importKey('spki', base64ToBytes(spkiBase64), RSA, false, ['encrypt']);
}

/** Browser side: encrypts `payload` (plus a timestamp) for the server. */
export async function encryptForServer(
  publicKey: CryptoKey,
  kid: string,
  payload: unknown,
  nowMs: number,
): Promise<EncryptedBody> {
  const aes = await subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify({ ts: nowMs, payload }));
  const data = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv }, aes, plain));
  const raw = new Uint8Array(await subtle().exportKey('raw', aes));
  const key = new Uint8Array(await subtle().encrypt(RSA, publicKey, raw));
  return { key: bytesToBase64(key), iv: bytesToBase64(iv), data: bytesToBase64(data), kid };
}

/** Why a body could not be opened; every case is answered with the same client error. */
export class DecryptError extends Error {
  constructor(readonly reason: 'malformed' | 'stale' | 'undecryptable') {
    super(`encrypted payload ${reason}`);
  }
}

/** Server side: opens a body made by encryptForServer; refuses stale or tampered bodies. */
export async function decryptFromClient(privateKey: CryptoKey, body: EncryptedBody, nowMs: number): Promise<unknown> {
  let plain: ArrayBuffer;
  try {
    const raw = await subtle().decrypt(RSA, privateKey, base64ToBytes(body.key));
    const aes = await subtle().importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']);
    plain = await subtle().decrypt({ name: 'AES-GCM', iv: base64ToBytes(body.iv) }, aes, base64ToBytes(body.data));
  } catch {
    throw new DecryptError('undecryptable');
  }
  let parsed: { ts?: unknown; payload?: unknown };
  try {
    parsed = JSON.parse(new TextDecoder().decode(plain));
  } catch {
    throw new DecryptError('malformed');
  }
  if (typeof parsed.ts !== 'number' || Math.abs(nowMs - parsed.ts) > ENCRYPTED_PAYLOAD_MAX_AGE_MS) {
    throw new DecryptError('stale');
  }
  return parsed.payload;
}
