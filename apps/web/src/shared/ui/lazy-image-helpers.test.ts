import { describe, expect, it } from 'vitest';
import { FALLBACK_IMAGE, IMAGE_MAX_RETRIES, retryDelay, retrySrc } from './lazy-image-helpers';

describe('lazy image retries', () => {
  it('retries 3 times before the fallback (spec §4)', () => {
    expect(IMAGE_MAX_RETRIES).toBe(3);
  });

  it('adds a retry marker so the browser fetches again', () => {
    expect(retrySrc('/media/a.svg', 0)).toBe('/media/a.svg');
    expect(retrySrc('/media/a.svg', 1)).toBe('/media/a.svg?_r=1');
    expect(retrySrc('/media/a.svg?w=2', 2)).toBe('/media/a.svg?w=2&_r=2');
    expect(retrySrc('/media/a.svg#frag', 3)).toBe('/media/a.svg?_r=3#frag');
  });

  it('leaves data and blob URLs alone', () => {
    expect(retrySrc('data:image/png;base64,AAAA', 2)).toBe('data:image/png;base64,AAAA');
    expect(retrySrc('blob:http://x/1', 1)).toBe('blob:http://x/1');
  });

  it('backs off exponentially', () => {
    expect([1, 2, 3].map(retryDelay)).toEqual([400, 800, 1600]);
  });

  it('has a real SVG fallback', () => {
    expect(FALLBACK_IMAGE.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(FALLBACK_IMAGE)).toContain('<svg');
  });
});
