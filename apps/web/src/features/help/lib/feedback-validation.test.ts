import { FEEDBACK_MAX_IMAGE_BYTES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { checkImages, sniffImageKind } from './feedback-validation';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);
const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0]);

describe('sniffImageKind', () => {
  it('recognises png and jpeg by content', () => {
    expect(sniffImageKind(PNG)).toBe('png');
    expect(sniffImageKind(JPG)).toBe('jpg');
  });
  it('refuses other content whatever the name', () => {
    expect(sniffImageKind(GIF)).toBeNull();
    expect(sniffImageKind(new Uint8Array([0x89, 0x50]))).toBeNull();
  });
});

describe('checkImages', () => {
  const file = (name: string, head: Uint8Array, size = 1000) => ({ name, head, size });

  it('accepts up to three real images', () => {
    const r = checkImages(1, [file('a.png', PNG), file('b.jpg', JPG), file('c.png', PNG)]);
    expect(r.accepted.map((f) => f.name)).toEqual(['a.png', 'b.jpg']);
    expect(r.rejected).toEqual([{ name: 'c.png', reason: 'tooMany' }]);
  });
  it('refuses files over 5 MB and disguised files', () => {
    const r = checkImages(0, [file('big.jpg', JPG, FEEDBACK_MAX_IMAGE_BYTES + 1), file('fake.png', GIF)]);
    expect(r.accepted).toEqual([]);
    expect(r.rejected.map((x) => x.reason)).toEqual(['tooLarge', 'badType']);
  });
  it('accepts a file of exactly 5 MB', () => {
    expect(checkImages(0, [file('ok.png', PNG, FEEDBACK_MAX_IMAGE_BYTES)]).accepted).toHaveLength(1);
  });
});
