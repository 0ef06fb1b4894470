import { describe, expect, it } from 'vitest';
import { lockScroll, type ScrollLockEnv, scrollLockCount } from './scroll-lock';

function fakeEnv(y: number, bar = 15) {
  const scrolls: [number, number][] = [];
  const env: ScrollLockEnv = {
    body: { style: { position: '', top: '', left: '', right: '', width: '', overflow: 'auto', paddingRight: '' } },
    scrollX: () => 0,
    scrollY: () => y,
    scrollTo: (x, yy) => scrolls.push([x, yy]),
    scrollbarWidth: () => bar,
  };
  return { env, scrolls };
}

describe('lockScroll', () => {
  it('pins the body at the current offset and restores styles and position on release', () => {
    const { env, scrolls } = fakeEnv(640);
    const release = lockScroll(env);
    expect(env.body.style.position).toBe('fixed');
    expect(env.body.style.top).toBe('-640px');
    expect(env.body.style.overflow).toBe('hidden');
    expect(env.body.style.paddingRight).toBe('15px');
    release();
    expect(env.body.style.position).toBe('');
    expect(env.body.style.top).toBe('');
    expect(env.body.style.overflow).toBe('auto');
    expect(env.body.style.paddingRight).toBe('');
    expect(scrolls).toEqual([[0, 640]]);
    expect(scrollLockCount()).toBe(0);
  });

  it('keeps the lock until the last of several modals closes', () => {
    const { env, scrolls } = fakeEnv(120, 0);
    const a = lockScroll(env);
    const b = lockScroll(env);
    a();
    expect(env.body.style.position).toBe('fixed');
    expect(scrolls).toEqual([]);
    b();
    expect(env.body.style.position).toBe('');
    expect(scrolls).toEqual([[0, 120]]);
  });

  it('ignores a release called twice', () => {
    const { env } = fakeEnv(10);
    const a = lockScroll(env);
    const b = lockScroll(env);
    a();
    a();
    expect(scrollLockCount()).toBe(1);
    expect(env.body.style.position).toBe('fixed');
    b();
    expect(scrollLockCount()).toBe(0);
  });
});
