import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useHelpCenter } from '../../shared/system/system-hooks';
import { Skeleton, SkeletonText } from '../../shared/ui/skeleton';
import { ArticleHtml } from './components/article-html';
import { FeedbackForm } from './components/feedback-form';
import { HelpSidebar } from './components/help-sidebar';
import { withoutRepeatedTitle } from './lib/article';
import { pickArticle } from './lib/terms';

const FEEDBACK = 'feedback';

/** /helpmc is the help centre's own address: no site layout, so it carries a slim bar home. */
function StandaloneBar() {
  const { t } = useTranslation('help');
  return (
    <div className="border-b border-border bg-surface">
      <div className="mx-auto flex h-12 max-w-[1440px] items-center justify-between px-3 sm:px-4">
        <Link to="/" className="text-base font-extrabold text-primary">
          {t('common:siteName')}
        </Link>
        <Link to="/" className="text-sm font-medium text-text-muted hover:text-primary" data-testid="help-home-link">
          {t('pages:backHome')}
        </Link>
      </div>
    </div>
  );
}

/** Help centre (spec §2 /help, /helpmc): categories, articles and the feedback form. */
export function HelpPage() {
  const { t } = useTranslation('help');
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const [navOpen, setNavOpen] = useState(false);
  const { data, isPending, isError, refetch } = useHelpCenter();
  // /helpmc has no site layout (no banner), so the page carries its own bar and hero.
  const standalone = pathname.toLowerCase() === '/helpmc';

  const selectedId = params.get('view') === FEEDBACK ? FEEDBACK : params.get('article');
  const article = selectedId === FEEDBACK ? undefined : pickArticle(data, selectedId);
  const selected = selectedId === FEEDBACK ? FEEDBACK : (article?.id ?? '');
  const select = (id: string) => {
    setParams(id === FEEDBACK ? { view: FEEDBACK } : { article: id });
    setNavOpen(false);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <div data-testid="help-page" className="min-h-full bg-surface-2">
      {standalone ? <StandaloneBar /> : null}
      <div className="mx-auto w-full max-w-[1440px] px-3 py-4 sm:px-4 sm:py-6">
        {standalone ? (
          <header className="mb-4 overflow-hidden rounded-2xl bg-gradient-to-br from-primary to-primary-strong px-5 py-6 text-white sm:px-8 sm:py-8">
            <p className="text-xs font-semibold tracking-widest text-white/70 uppercase">{t('eyebrow')}</p>
            <h1 className="mt-1 text-2xl font-extrabold sm:text-3xl">{t('title')}</h1>
            <p className="mt-2 max-w-2xl text-sm text-white/85">{t('subtitle')}</p>
          </header>
        ) : (
          <header className="mb-4">
            <h1 className="text-2xl font-extrabold">{t('title')}</h1>
            <p className="mt-1 text-sm text-text-muted">{t('subtitle')}</p>
          </header>
        )}
        {isError ? (
          <div
            role="alert"
            className="rounded-2xl border border-border bg-surface p-8 text-center"
            data-testid="help-error"
          >
            <p className="text-sm text-text-muted">{t('loadError')}</p>
            <button
              type="button"
              onClick={() => void refetch()}
              className="mt-3 rounded-lg bg-primary px-5 py-2 text-sm font-semibold text-white"
            >
              {t('common:retry')}
            </button>
          </div>
        ) : (
          <div className="grid gap-4 lg:grid-cols-[280px_minmax(0,1fr)]">
            <aside className="self-start rounded-2xl border border-border bg-surface p-2 lg:sticky lg:top-4 lg:p-3">
              <button
                type="button"
                aria-expanded={navOpen}
                onClick={() => setNavOpen((o) => !o)}
                className="flex w-full items-center justify-between rounded-lg px-3 py-2 text-sm font-semibold lg:hidden"
                data-testid="help-nav-toggle"
              >
                <span className="truncate">
                  {selected === FEEDBACK ? t('feedback.navTitle') : (article?.title ?? t('browse'))}
                </span>
                <svg
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  className={`size-4 fill-none stroke-current stroke-2 transition-transform ${navOpen ? 'rotate-180' : ''}`}
                >
                  <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
              <div className={`${navOpen ? 'block' : 'hidden'} pt-2 lg:block lg:pt-0`}>
                {isPending ? (
                  <SkeletonText lines={8} className="p-3" />
                ) : (
                  <HelpSidebar help={data} selected={selected} onSelect={select} />
                )}
              </div>
            </aside>
            <main className="min-w-0 rounded-2xl border border-border bg-surface p-4 sm:p-8">
              {selected === FEEDBACK ? (
                <FeedbackForm />
              ) : isPending ? (
                <div className="flex flex-col gap-4">
                  <Skeleton className="h-7 w-2/3" />
                  <SkeletonText lines={10} />
                </div>
              ) : article ? (
                <article data-testid="help-article" data-article={article.id}>
                  <h2 className="text-xl font-bold sm:text-2xl">{article.title}</h2>
                  <ArticleHtml html={withoutRepeatedTitle(article.html, article.title)} className="mt-2" />
                  <p className="mt-8 border-t border-border pt-4 text-sm text-text-muted">
                    {t('stillNeedHelp')}{' '}
                    <button
                      type="button"
                      className="font-semibold text-primary underline"
                      onClick={() => select(FEEDBACK)}
                    >
                      {t('feedback.navTitle')}
                    </button>
                  </p>
                </article>
              ) : (
                <p className="py-10 text-center text-sm text-text-muted" data-testid="help-empty">
                  {t('empty')}
                </p>
              )}
            </main>
          </div>
        )}
      </div>
    </div>
  );
}
