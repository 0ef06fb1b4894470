import { describe, expect, it } from 'vitest';
import { sanitizeRulesHtml } from './rules-html.js';

describe('promotion rules HTML', () => {
  it('keeps formatting and safe links', () => {
    const html =
      '<p>Nạp <strong>100.000 ₫</strong></p><ul><li>a</li><li><a href="/house/slot/verify">verify</a></li></ul>';
    expect(sanitizeRulesHtml(html)).toBe(
      '<p>Nạp <strong>100.000 ₫</strong></p><ul><li>a</li><li><a href="/house/slot/verify" rel="noopener noreferrer">verify</a></li></ul>',
    );
  });

  it('drops scripts, handlers, unsafe URLs and unknown tags; escapes stray markup', () => {
    expect(sanitizeRulesHtml('<p onclick="x()">hi<script>alert(1)</script></p>')).toBe('<p>hi</p>');
    expect(sanitizeRulesHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRulesHtml('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRulesHtml('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeRulesHtml('<img src="/media/a.png" onerror="alert(1)" alt="A">')).toBe(
      '<img src="/media/a.png" alt="A">',
    );
    expect(sanitizeRulesHtml('<div><svg onload=alert(1)>t</svg></div>')).toBe('t');
    expect(sanitizeRulesHtml('a < b && c > d')).toBe('a &lt; b &amp;&amp; c &gt; d');
    expect(sanitizeRulesHtml('<p><strong>open')).toBe('<p><strong>open</strong></p>');
    expect(sanitizeRulesHtml('<iframe src="x"></iframe>ok<!-- c -->')).toBe('ok');
    expect(sanitizeRulesHtml('<<script>script>alert(1)<</script>/script>')).toBe('');
  });
});
