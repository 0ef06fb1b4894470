import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from './base64.js';
import { DecryptError, decryptFromClient, encryptForServer, importServerPublicKey } from './hybrid.js';
import { checkPow, leadingZeroBits, solvePow } from './proof-of-work.js';

async function serverKeys() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = bytesToBase64(new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey)));
  return { spki, privateKey: pair.privateKey };
}

describe('hybrid encryption', () => {
  it('round-trips a payload and refuses stale or tampered bodies', async () => {
    const { spki, privateKey } = await serverKeys();
    const pub = await importServerPublicKey(spki);
    const body = await encryptForServer(pub, 'k1', { username: 'player1', password: 'Mật khẩu 1' }, 1_000_000);
    expect(body.data).not.toContain('player1');
    expect(await decryptFromClient(privateKey, body, 1_000_500)).toEqual({
      username: 'player1',
      password: 'Mật khẩu 1',
    });
    await expect(decryptFromClient(privateKey, body, 1_000_000 + 6 * 60_000)).rejects.toMatchObject({
      reason: 'stale',
    });
    const tampered = { ...body, data: body.data.slice(0, -4) + (body.data.endsWith('AAAA') ? 'BBBB' : 'AAAA') };
    await expect(decryptFromClient(privateKey, tampered, 1_000_000)).rejects.toBeInstanceOf(DecryptError);
    const other = await serverKeys();
    await expect(decryptFromClient(other.privateKey, body, 1_000_000)).rejects.toMatchObject({
      reason: 'undecryptable',
    });
    // Two 2048-bit RSA key pairs: a second on a quiet machine, past 5 s beside a loaded CI lane.
  }, 30_000);
});

describe('proof of work', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(new Uint8Array([0, 0x10]))).toBe(11);
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });

  it('finds a counter that checks, and a wrong counter fails', async () => {
    const challenge = { id: 'c1', salt: 'a1b2c3', difficulty: 12 };
    const counter = await solvePow(challenge);
    expect(checkPow(challenge.salt, challenge.difficulty, counter)).toBe(true);
    expect(checkPow('other-salt', 20, counter)).toBe(false);
    expect(checkPow(challenge.salt, challenge.difficulty, -1)).toBe(false);
  });
});
