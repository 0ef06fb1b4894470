import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from './chunk-load';
import { forgetFailedPages } from './lazy-page';

interface State {
  error: unknown;
}

/**
 * Catches a page that failed to load or render and shows a translated error with a retry
 * button instead of a blank page. Keyed by path in the shell, so navigating away resets it.
 */
export class PageBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // A chunk failure is expected on flaky networks; anything else is a bug worth a trace.
    if (!isChunkLoadError(error)) console.warn('Page failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <PageErrorView
        chunk={isChunkLoadError(this.state.error)}
        onRetry={() => {
          forgetFailedPages();
          this.setState({ error: null });
        }}
      />
    );
  }
}

/** Error panel of a page: chunk download failure or a render error. */
export function PageErrorView({ chunk, onRetry }: { chunk: boolean; onRetry: () => void }) {
  const { t } = useTranslation('app');
  return (
    <section
      data-testid={chunk ? 'chunk-error' : 'page-error'}
      role="alert"
      className="mx-auto my-10 flex max-w-md flex-col items-center px-6 text-center"
    >
      <svg viewBox="0 0 120 96" className="mb-5 h-24 w-32" aria-hidden="true">
        <defs>
          <linearGradient id="pe-g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="var(--color-primary)" />
            <stop offset="1" stopColor="var(--color-primary-strong)" />
          </linearGradient>
        </defs>
        <rect x="14" y="10" width="92" height="66" rx="10" fill="url(#pe-g)" opacity=".92" />
        <rect x="14" y="10" width="92" height="14" rx="7" fill="#fff" opacity=".18" />
        <circle cx="26" cy="17" r="2.5" fill="#fff" opacity=".7" />
        <circle cx="34" cy="17" r="2.5" fill="#fff" opacity=".7" />
        <path d="M44 56c8-9 24-9 32 0" stroke="#fff" strokeWidth="5" fill="none" strokeLinecap="round" />
        <path d="M47 38l8 8M55 38l-8 8M65 38l8 8M73 38l-8 8" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
        <ellipse cx="60" cy="88" rx="38" ry="5" fill="var(--color-accent)" opacity=".35" />
      </svg>
      <h1 className="mb-2 font-bold text-text text-xl">{t(chunk ? 'chunkError.title' : 'pageError.title')}</h1>
      <p className="mb-6 text-sm text-text-muted leading-relaxed">{t(chunk ? 'chunkError.text' : 'pageError.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          data-testid="page-retry"
          onClick={onRetry}
          className="rounded-full bg-gradient-to-b from-primary to-primary-strong px-6 py-2.5 font-semibold text-white shadow-md shadow-primary/30 transition hover:brightness-110"
        >
          {t('chunkError.retry')}
        </button>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-full border border-border bg-surface px-6 py-2.5 font-medium text-text transition hover:bg-surface-3"
        >
          {t('chunkError.reload')}
        </button>
      </div>
    </section>
  );
}
