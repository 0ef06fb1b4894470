import { randomBytes } from 'node:crypto';
import { base64ToBytes, bytesToBase64, DecryptError, decryptFromClient, type EncryptedBody } from '@app/contracts';
import type { Clock } from '../clock.js';
import type { Db } from '../db/connect.js';

const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const subtle = () => globalThis.crypto.subtle;

/** Postgres channel on which migration 0110's trigger announces any change to server_keys (a rotation). */
export const SERVER_KEYS_CHANNEL = 'server_keys_changed';

/** Retired keys keep opening bodies for this long after a rotation (clients cache the public key). */
export const RETIRED_KEY_GRACE_MS = 24 * 60 * 60 * 1000;

interface KeyRow {
  kid: string;
  public_spki: string;
  private_pkcs8: string;
  retired_at: Date | null;
}

interface LoadedKey {
  kid: string;
  spki: string;
  privateKey: CryptoKey;
  retiredAt: Date | null;
}

async function generate(): Promise<{ kid: string; spki: string; pkcs8: string }> {
  const pair = await subtle().generateKey(
    { ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = bytesToBase64(new Uint8Array(await subtle().exportKey('spki', pair.publicKey)));
  const pkcs8 = bytesToBase64(new Uint8Array(await subtle().exportKey('pkcs8', pair.privateKey)));
  return { kid: `k${randomBytes(6).toString('hex')}`, spki, pkcs8 };
}

async function load(row: KeyRow): Promise<LoadedKey> {
  const privateKey = await subtle().importKey('pkcs8', base64ToBytes(row.private_pkcs8), RSA, false, ['decrypt']);
  return { kid: row.kid, spki: row.public_spki, privateKey, retiredAt: row.retired_at };
}

/**
 * The server's key pair for encrypted payloads. Generated on first use and kept in the database, so
 * every process and every restart publish the same key; `rotate` starts a new kid and retires the old.
 */
export function createKeyStore(db: Db, clock: Clock) {
  const cache = new Map<string, LoadedKey>();
  let active: Promise<LoadedKey> | null = null;
  // Bumped by every drop: a read that began before a rotation must not put the old key back.
  let generation = 0;

  /** Forgets every loaded key; the next call reads the database again. */
  function invalidate(): void {
    generation += 1;
    cache.clear();
    active = null;
  }

  async function loadActive(gen: number): Promise<LoadedKey> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const rows = await db<KeyRow[]>`SELECT kid, public_spki, private_pkcs8, retired_at FROM server_keys
        WHERE retired_at IS NULL LIMIT 1`;
      if (rows[0]) {
        const key = await load(rows[0]);
        if (gen === generation) cache.set(key.kid, key);
        return key;
      }
      const k = await generate();
      // Two processes starting together: the unique index lets one insert win; the other re-reads.
      await db`INSERT INTO server_keys (kid, public_spki, private_pkcs8, created_at)
        VALUES (${k.kid}, ${k.spki}, ${k.pkcs8}, ${clock.now()}) ON CONFLICT DO NOTHING`;
    }
    throw new Error('could not create the server key pair');
  }

  function current(): Promise<LoadedKey> {
    if (active) return active;
    const gen = generation;
    const loading = loadActive(gen).catch((err) => {
      if (active === loading) active = null;
      throw err;
    });
    // A rotation announced while this read is in flight sets `active` to null: the next caller reads again.
    active = loading;
    return loading;
  }

  async function byKid(kid: string): Promise<LoadedKey | null> {
    const hit = cache.get(kid);
    if (hit && !hit.retiredAt) return hit;
    const gen = generation;
    const rows = await db<
      KeyRow[]
    >`SELECT kid, public_spki, private_pkcs8, retired_at FROM server_keys WHERE kid = ${kid}`;
    if (!rows[0]) return null;
    const key = await load(rows[0]);
    if (gen === generation) cache.set(kid, key);
    return key;
  }

  /** The published key: kid and SPKI (base64). */
  async function publicKey(): Promise<{ kid: string; spki: string }> {
    const k = await current();
    return { kid: k.kid, spki: k.spki };
  }

  /** Opens a client body; throws DecryptError for an unknown or long-retired kid, tampering or staleness. */
  async function decrypt(body: EncryptedBody): Promise<unknown> {
    await current();
    const key = await byKid(body.kid);
    const now = clock.now();
    if (!key || (key.retiredAt && now.getTime() - key.retiredAt.getTime() > RETIRED_KEY_GRACE_MS)) {
      throw new DecryptError('undecryptable');
    }
    return decryptFromClient(key.privateKey, body, now.getTime());
  }

  /** Retires the active key and creates a new one. */
  async function rotate(): Promise<{ kid: string; spki: string }> {
    const k = await generate();
    await db.begin(async (tx) => {
      await tx`UPDATE server_keys SET retired_at = ${clock.now()} WHERE retired_at IS NULL`;
      await tx`INSERT INTO server_keys (kid, public_spki, private_pkcs8, created_at)
        VALUES (${k.kid}, ${k.spki}, ${k.pkcs8}, ${clock.now()})`;
    });
    invalidate();
    return publicKey();
  }

  /**
   * Subscribes to rotations made anywhere (another process, a tool, manual SQL). Everything is dropped
   * whenever the subscription (re)starts, since notifications sent while the connection was down are lost.
   * Returns the unsubscribe for app shutdown.
   */
  async function listen(): Promise<() => Promise<void>> {
    const sub = await db.listen(SERVER_KEYS_CHANNEL, () => invalidate(), invalidate);
    return () => sub.unlisten();
  }

  return { publicKey, decrypt, rotate, listen, invalidate };
}
export type KeyStore = ReturnType<typeof createKeyStore>;
