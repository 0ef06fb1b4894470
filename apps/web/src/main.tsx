import './styles.css';
import { type ComponentChild, render } from 'preact';
import { StrictMode } from 'react';
import './start-up/before-contracts';
import './start-up/before-app';
import { App, firstScreenReady } from './app/app';
import { i18nReady } from './shared/i18n/i18n';

const container = document.getElementById('root')!;
// A public route's first screen may come pre-rendered (build/prerender.ts): it stays until the app can
// draw the same frame with its data, then the app renders over it in the same task, so no blank frame
// shows between.
const frame = container.querySelector<HTMLElement>(':scope > [data-prerendered]');

void Promise.all([i18nReady, frame ? firstScreenReady() : undefined]).then(() => {
  // The frame is the app's own markup. Rendering into it, rather than clearing it first as React's
  // createRoot (and compat's) does, lets Preact keep every element whose tag matches and set only what
  // differs (it compares attributes with the DOM's), so the browser restyles and lays out what changed,
  // not the whole page. Its wrapper goes first, so the app's elements line up with the frame's.
  if (frame) frame.replaceWith(...frame.childNodes);
  render(
    (
      <StrictMode>
        <App />
      </StrictMode>
    ) as ComponentChild,
    container,
  );
});
