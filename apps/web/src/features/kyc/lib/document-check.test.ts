import { describe, expect, it } from 'vitest';
import { checkDocuments, isAdult, isPngOrJpeg } from './document-check';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);
const GIF = new TextEncoder().encode('GIF89a..');
const file = (name: string, head: Uint8Array, size = 1000) => ({ name, head, size });

describe('document checks (mirror the server)', () => {
  it('recognises png and jpg by content, whatever the name', () => {
    expect(isPngOrJpeg(PNG)).toBe(true);
    expect(isPngOrJpeg(JPG)).toBe(true);
    expect(isPngOrJpeg(GIF)).toBe(false);
    expect(isPngOrJpeg(new Uint8Array([0xff, 0xd8]))).toBe(false);
  });

  it('refuses a wrong type, a file over 5 MB and a fourth image', () => {
    const r = checkDocuments(1, [
      file('renamed.png', GIF),
      file('big.jpg', JPG, 5 * 1024 * 1024 + 1),
      file('ok.jpg', JPG, 5 * 1024 * 1024),
      file('ok.png', PNG),
      file('fourth.png', PNG),
    ]);
    expect(r.accepted.map((a) => a.name)).toEqual(['ok.jpg', 'ok.png']);
    expect(r.rejected).toEqual([
      { name: 'renamed.png', reason: 'badType' },
      { name: 'big.jpg', reason: 'tooLarge' },
      { name: 'fourth.png', reason: 'tooMany' },
    ]);
  });

  it('18 on the birthday itself, not the day before', () => {
    const now = new Date('2026-11-22T05:00:00Z');
    expect(isAdult('2008-11-22', now)).toBe(true);
    expect(isAdult('2008-11-23', now)).toBe(false);
    expect(isAdult('', now)).toBe(false);
  });
});
