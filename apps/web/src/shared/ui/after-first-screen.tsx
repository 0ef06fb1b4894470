import { type ReactNode, useEffect, useState } from 'react';

/**
 * Parts of the first page that sit below the fold or off to the side (the footer, the side rail, the home
 * page's lower sections) are drawn after the first screen, each in a task of its own, in the order they
 * asked. On a phone the first render is a long task the visitor's taps wait behind; splitting off what they
 * cannot see yet makes that task shorter without changing what they see. Once the start-up's parts are
 * drawn, later pages draw theirs at once. The pre-render (no window) draws everything, for readers without
 * the script and for search engines.
 */
const waiting: (() => void)[] = [];
let draining = false;
let startUpDone = false;

function drainOne(): void {
  waiting.shift()?.();
  if (waiting.length > 0) {
    setTimeout(drainOne, 0);
  } else {
    draining = false;
    startUpDone = true;
  }
}

/** Runs `draw` in a task of its own after those queued before it; returns the cancel (exported for its test). */
export function whenItsTurn(draw: () => void): () => void {
  waiting.push(draw);
  if (!draining) {
    draining = true;
    setTimeout(drainOne, 0);
  }
  return () => {
    const at = waiting.indexOf(draw);
    if (at >= 0) waiting.splice(at, 1);
  };
}

/** Whether the start-up's queue has been drawn (later parts then draw at once). */
export function startUpDrawn(): boolean {
  return startUpDone;
}

/** Draws `children` in a later task during start-up; until then an empty box of `minHeight` holds its place. */
export function AfterFirstScreen({ children, minHeight }: { children: ReactNode; minHeight?: number }) {
  const [drawn, setDrawn] = useState(() => startUpDone || typeof window === 'undefined');
  useEffect(() => {
    if (drawn) return;
    return whenItsTurn(() => setDrawn(true));
  }, [drawn]);
  if (drawn) return <>{children}</>;
  return <div aria-hidden="true" style={minHeight ? { minHeight } : undefined} />;
}
