/**
 * The customer-service live-chat path format (spec §2 "Customer service"): the type-3 entry's path is
 * encrypted and its last 8 characters are the key.
 *
 *   path    = base64url(iv(12) | ciphertext | tag(16)) + key8
 *   AES key = SHA-256(utf8(key8)), used as AES-256-GCM
 *
 * Only WebCrypto (globalThis.crypto.subtle) is used, so the server that encrypts and the browser that
 * decrypts share this one implementation. The key travels with the path: this hides the chat URL from
 * casual scraping, it is not a secret from the browser that must open it.
 */

/**
 * The live-chat entry (customer-service type 3) pointing at the built-in support chat rather than an outside
 * URL: the site opens the chat window when the decrypted path is this value. Here, not in
 * support-chat.contract.ts, so that every page's start-up reads it without building that contract's schemas.
 */
export const SUPPORT_CHAT_BUILTIN_URL = 'builtin:support-chat';

export const CS_KEY_LENGTH = 8;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

// Types derived from the global so this file compiles both with the DOM lib (web) and without it (server).
type Subtle = typeof globalThis.crypto.subtle;
type Key = Awaited<ReturnType<Subtle['importKey']>>;

function subtle(): Subtle {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('WebCrypto is not available');
  return s;
}

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('Invalid base64url');
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const bin = atob(padded);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

async function importKey(key8: string, usage: 'encrypt' | 'decrypt'): Promise<Key> {
  const material = await subtle().digest('SHA-256', new TextEncoder().encode(key8));
  return subtle().importKey('raw', material, { name: 'AES-GCM' }, false, [usage]);
}

/** A fresh random 8-character key (unambiguous letters and digits). */
export function randomCsKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(CS_KEY_LENGTH));
  let key = '';
  for (const b of bytes) key += KEY_ALPHABET[b % KEY_ALPHABET.length];
  return key;
}

/** Encrypts a plain URL into the path format above. */
export async function encryptCsPath(plain: string, key8: string = randomCsKey()): Promise<string> {
  if (key8.length !== CS_KEY_LENGTH) throw new Error(`The key must have ${CS_KEY_LENGTH} characters`);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const key = await importKey(key8, 'encrypt');
  const sealed = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(plain)));
  const payload = new Uint8Array(IV_BYTES + sealed.length);
  payload.set(iv, 0);
  payload.set(sealed, IV_BYTES);
  return toBase64Url(payload) + key8;
}

/** Decrypts a path made by encryptCsPath. Throws when the path is malformed or was tampered with. */
export async function decryptCsPath(path: string): Promise<string> {
  if (path.length <= CS_KEY_LENGTH) throw new Error('Path too short');
  const key8 = path.slice(-CS_KEY_LENGTH);
  const payload = fromBase64Url(path.slice(0, -CS_KEY_LENGTH));
  if (payload.length < IV_BYTES + TAG_BYTES) throw new Error('Path too short');
  const key = await importKey(key8, 'decrypt');
  const plain = await subtle().decrypt(
    { name: 'AES-GCM', iv: payload.subarray(0, IV_BYTES) },
    key,
    payload.subarray(IV_BYTES),
  );
  return new TextDecoder().decode(plain);
}
