import { describe, expect, it } from 'vitest';
import { withoutRepeatedTitle } from './article';

describe('withoutRepeatedTitle', () => {
  it('drops a leading heading equal to the title', () => {
    expect(withoutRepeatedTitle('<h2>Terms and conditions</h2>\n<p>x</p>', 'Terms and Conditions')).toBe('\n<p>x</p>');
  });
  it('keeps a different heading or a body without heading', () => {
    expect(withoutRepeatedTitle('<h2>About VN88</h2><p>x</p>', 'About')).toBe('<h2>About VN88</h2><p>x</p>');
    expect(withoutRepeatedTitle('<p>x</p>', 'About')).toBe('<p>x</p>');
  });
});
