import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstScreen, startUpDrawn, whenItsTurn } from './after-first-screen';

describe('parts drawn after the first screen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the pre-render (no window) draws the part itself, for readers without the script', () => {
    const html = renderToString(
      <AfterFirstScreen minHeight={300}>
        <footer>links</footer>
      </AfterFirstScreen>,
    );
    expect(html).toBe('<footer>links</footer>');
  });

  it('draws queued parts in order, one per task, skips a cancelled one, then reports the start-up drawn', () => {
    vi.useFakeTimers();
    const drawn: string[] = [];
    whenItsTurn(() => drawn.push('footer'));
    const cancel = whenItsTurn(() => drawn.push('rail'));
    whenItsTurn(() => drawn.push('vendors'));
    cancel();
    expect(drawn).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(drawn).toEqual(['footer']);
    expect(startUpDrawn()).toBe(false);
    vi.advanceTimersToNextTimer();
    expect(drawn).toEqual(['footer', 'vendors']);
    expect(startUpDrawn()).toBe(true);
    vi.runAllTimers();
    expect(drawn).toEqual(['footer', 'vendors']);
  });
});
