import { describe, expect, it } from 'vitest';
import { CS_KEY_LENGTH, decryptCsPath, encryptCsPath, randomCsKey } from './cs-path.js';

describe('customer-service path encryption', () => {
  it('round-trips a URL and ends with the 8-character key', async () => {
    const url = 'https://chat.example.vn/widget?site=vn88&lang=vi&q=ưu đãi';
    const key = randomCsKey();
    const path = await encryptCsPath(url, key);
    expect(path.endsWith(key)).toBe(true);
    expect(path).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(path).not.toContain('chat.example');
    expect(await decryptCsPath(path)).toBe(url);
  });

  it('uses a fresh IV each time', async () => {
    const a = await encryptCsPath('https://a.example/', 'ABCDEFGH');
    const b = await encryptCsPath('https://a.example/', 'ABCDEFGH');
    expect(a).not.toBe(b);
    expect(await decryptCsPath(a)).toBe(await decryptCsPath(b));
  });

  it('refuses a wrong key, a tampered payload and garbage', async () => {
    const path = await encryptCsPath('https://a.example/', 'ABCDEFGH');
    await expect(decryptCsPath(`${path.slice(0, -CS_KEY_LENGTH)}ABCDEFGX`)).rejects.toThrow();
    const flipped = path[3] === 'A' ? 'B' : 'A';
    await expect(decryptCsPath(path.slice(0, 3) + flipped + path.slice(4))).rejects.toThrow();
    await expect(decryptCsPath('short')).rejects.toThrow();
    await expect(decryptCsPath('!!!!not*base64!!ABCDEFGH')).rejects.toThrow();
  });

  it('rejects keys of the wrong length', async () => {
    await expect(encryptCsPath('x', 'short')).rejects.toThrow();
    expect(randomCsKey()).toHaveLength(CS_KEY_LENGTH);
  });
});
