import type { Notice } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { hasContent, noticesToShow, showOneAtATime } from './after-login-notices';

const notice = (id: number, content: string, title = `t${id}`): Notice => ({
  id,
  type: 'PU',
  title,
  content,
  startTime: '2026-11-01T00:00:00+07:00',
});

describe('after-login notices', () => {
  it('a notice has content only with visible text or an image', () => {
    expect(hasContent('<p>Hello</p>')).toBe(true);
    expect(hasContent('<p><img src="/a.png"></p>')).toBe(true);
    expect(hasContent('')).toBe(false);
    expect(hasContent('<p> </p><br/>&nbsp;')).toBe(false);
    expect(hasContent('<h3></h3><style>p{}</style>')).toBe(false);
  });

  it('keeps the notices with content that this member has not seen, each once', () => {
    const list = [notice(1, '<p>a</p>'), notice(2, '<p></p>'), notice(3, '<p>c</p>'), notice(1, '<p>a</p>')];
    expect(noticesToShow(list, new Set()).map((n) => n.id)).toEqual([1, 3]);
    expect(noticesToShow(list, new Set([1])).map((n) => n.id)).toEqual([3]);
    expect(noticesToShow([notice(2, ' ')], new Set())).toEqual([]);
  });

  it('opens one at a time: the next only after the previous closes, and not once the session changed', () => {
    const opened: number[] = [];
    const closers: (() => void)[] = [];
    const seen: number[] = [];
    let wanted = true;
    showOneAtATime([notice(1, 'a'), notice(2, 'b'), notice(3, 'c')], {
      open: (n, onClose) => {
        opened.push(n.id);
        closers.push(onClose);
      },
      markSeen: (id) => seen.push(id),
      stillWanted: () => wanted,
      defer: (fn) => fn(),
    });
    expect(opened).toEqual([1]);
    closers[0]!();
    expect(opened).toEqual([1, 2]);
    wanted = false; // e.g. signed out while the second was open
    closers[1]!();
    expect(opened).toEqual([1, 2]);
    expect(seen).toEqual([1, 2]);
  });
});
