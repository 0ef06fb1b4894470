import { describe, expect, it } from 'vitest';
import { coverClosesModal, MODAL_DEFAULT_HEIGHT, MODAL_DEFAULT_WIDTH, resolveModalOptions } from './modal-options';

describe('resolveModalOptions', () => {
  it('fills the spec defaults: 600×300, closable, cover click closes, not loading', () => {
    const o = resolveModalOptions({});
    expect([o.width, o.height]).toEqual([600, 300]);
    expect([MODAL_DEFAULT_WIDTH, MODAL_DEFAULT_HEIGHT]).toEqual([600, 300]);
    expect(o.closable).toBe(true);
    expect(o.coverClickClose).toBe(true);
    expect(o.loading).toBe(false);
    expect(o.timeout).toBeUndefined();
  });

  it('keeps given values and drops meaningless sizes and timeouts', () => {
    const o = resolveModalOptions({ width: 400, height: -5, timeout: 0, closable: false, title: 'x' });
    expect(o.width).toBe(400);
    expect(o.height).toBe(300);
    expect(o.timeout).toBeUndefined();
    expect(o.closable).toBe(false);
    expect(o.title).toBe('x');
    expect(resolveModalOptions({ timeout: 1500 }).timeout).toBe(1500);
    expect(resolveModalOptions({ width: Number.NaN }).width).toBe(600);
  });
});

describe('coverClosesModal', () => {
  it('closes on cover click only when closable and allowed', () => {
    expect(coverClosesModal({ closable: true, coverClickClose: true })).toBe(true);
    expect(coverClosesModal({ closable: true, coverClickClose: false })).toBe(false);
    expect(coverClosesModal({ closable: false, coverClickClose: true })).toBe(false);
  });
});
