/**
 * Body scroll lock shared by every open modal. The body is pinned with position:fixed at the
 * current offset (the only approach that also holds on iOS Safari); when the last lock is
 * released the previous inline styles come back and the window scrolls back to where it was.
 */
export interface ScrollLockEnv {
  body: { style: Record<string, string> };
  scrollX: () => number;
  scrollY: () => number;
  scrollTo: (x: number, y: number) => void;
  /** Width of the vertical scrollbar, kept as padding so the page does not jump sideways. */
  scrollbarWidth: () => number;
}

const LOCKED_PROPS = ['position', 'top', 'left', 'right', 'width', 'overflow', 'paddingRight'] as const;

let count = 0;
let saved: { x: number; y: number; styles: Record<string, string> } | null = null;

function browserEnv(): ScrollLockEnv {
  return {
    body: document.body as unknown as ScrollLockEnv['body'],
    scrollX: () => window.scrollX,
    scrollY: () => window.scrollY,
    scrollTo: (x, y) => window.scrollTo(x, y),
    scrollbarWidth: () => Math.max(0, window.innerWidth - document.documentElement.clientWidth),
  };
}

/** Takes one lock; returns its release function (idempotent). */
export function lockScroll(env: ScrollLockEnv = browserEnv()): () => void {
  count += 1;
  if (count === 1) {
    const x = env.scrollX();
    const y = env.scrollY();
    const styles: Record<string, string> = {};
    for (const p of LOCKED_PROPS) styles[p] = env.body.style[p] ?? '';
    saved = { x, y, styles };
    const bar = env.scrollbarWidth();
    Object.assign(env.body.style, {
      position: 'fixed',
      top: `-${y}px`,
      left: `-${x}px`,
      right: '0',
      width: '100%',
      overflow: 'hidden',
      ...(bar > 0 ? { paddingRight: `${bar}px` } : {}),
    });
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    count -= 1;
    if (count === 0 && saved) {
      Object.assign(env.body.style, saved.styles);
      env.scrollTo(saved.x, saved.y);
      saved = null;
    }
  };
}

/** Number of locks held (for tests and diagnostics). */
export function scrollLockCount(): number {
  return count;
}
