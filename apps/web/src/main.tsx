import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './start-up/before-contracts';
import './start-up/before-app';
import { App, firstScreenReady } from './app/app';
import { i18nReady } from './shared/i18n/i18n';

const container = document.getElementById('root')!;
// A public route's first screen may come pre-rendered (build/prerender.ts): it stays until the app can
// draw the same frame with its data, then is swapped in the same task, so no blank frame shows between.
const prerendered = container.querySelector('[data-prerendered]') !== null;

void Promise.all([i18nReady, prerendered ? firstScreenReady() : undefined]).then(() => {
  if (prerendered) container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
