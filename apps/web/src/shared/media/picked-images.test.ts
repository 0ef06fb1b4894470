import { UPLOAD_MAX_IMAGE_BYTES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { checkPickedImages, isPngOrJpeg } from './picked-images';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);
const GIF = new TextEncoder().encode('GIF89a..');
const file = (name: string, head: Uint8Array, size = 1000) => ({ name, head, size });

describe('isPngOrJpeg (mirrors the server: by content)', () => {
  it('recognises png and jpg whatever the name', () => {
    expect(isPngOrJpeg(PNG)).toBe(true);
    expect(isPngOrJpeg(JPG)).toBe(true);
  });
  it('refuses other content, and a head too short to tell', () => {
    expect(isPngOrJpeg(GIF)).toBe(false);
    expect(isPngOrJpeg(new Uint8Array([0xff, 0xd8]))).toBe(false);
    expect(isPngOrJpeg(new Uint8Array([0x89, 0x50]))).toBe(false);
  });
});

describe('checkPickedImages', () => {
  it('accepts up to three images in all, counting those already chosen', () => {
    const r = checkPickedImages(1, [file('a.png', PNG), file('b.jpg', JPG), file('c.png', PNG)]);
    expect(r.accepted.map((f) => f.name)).toEqual(['a.png', 'b.jpg']);
    expect(r.rejected).toEqual([{ name: 'c.png', reason: 'tooMany' }]);
  });

  it('refuses a wrong type and a file over 5 MB, and takes one of exactly 5 MB', () => {
    const r = checkPickedImages(1, [
      file('renamed.png', GIF),
      file('big.jpg', JPG, UPLOAD_MAX_IMAGE_BYTES + 1),
      file('ok.jpg', JPG, UPLOAD_MAX_IMAGE_BYTES),
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
});
