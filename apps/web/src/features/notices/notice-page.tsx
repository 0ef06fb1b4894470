import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useNoticeList } from '../../shared/content/content-queries';
import { Skeleton } from '../../shared/ui/skeleton';
import { NoticeRow } from './components/notice-row';
import { NOTICE_TABS, type NoticeTab, toNoticeItems } from './lib/notice-items';

/** All notices (spec §2 /noticePage): announcements, popups and promotions with their content. */
export function NoticePage() {
  const { t } = useTranslation('notices');
  const [params] = useSearchParams();
  const { data, isPending, isError, refetch } = useNoticeList();
  const [tab, setTab] = useState<NoticeTab>('all');
  const items = toNoticeItems(data);
  const shown = tab === 'all' ? items : items.filter((i) => i.kind === tab);
  // ?id= opens that notice: a row key (player-3, promotion-9) or a bare notice id; else the newest.
  const requested = params.get('id');
  const [openKey, setOpenKey] = useState<string | null | undefined>(undefined);
  const initialKey =
    (requested && shown.find((i) => i.key === requested || String(i.id) === requested)?.key) || shown[0]?.key;
  const effectiveOpen = openKey === undefined ? initialKey : openKey;

  return (
    <div data-testid="notice-page" className="mx-auto w-full max-w-[960px] px-3 py-4 sm:px-4 sm:py-6">
      <header className="mb-4">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-sm text-text-muted">{t('subtitle')}</p>
      </header>
      <div
        role="tablist"
        aria-label={t('title')}
        className="mb-3 flex gap-1 overflow-x-auto rounded-xl bg-surface p-1 shadow-sm"
      >
        {NOTICE_TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            data-testid="notice-tab"
            data-tab={k}
            onClick={() => {
              setTab(k);
              setOpenKey(undefined);
            }}
            className={`h-9 shrink-0 flex-1 rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors ${tab === k ? 'bg-primary text-white' : 'text-text-muted hover:text-text'}`}
          >
            {t(`tabs.${k}`)}
          </button>
        ))}
      </div>
      <section className="overflow-hidden rounded-2xl border border-border bg-surface">
        {isPending ? (
          <div className="flex flex-col gap-4 p-5">
            {['a', 'b', 'c', 'd'].map((k) => (
              <Skeleton key={k} className="h-5 w-full" />
            ))}
          </div>
        ) : isError ? (
          <div role="alert" className="p-8 text-center">
            <p className="text-sm text-text-muted">{t('loadError')}</p>
            <button
              type="button"
              onClick={() => void refetch()}
              className="mt-3 rounded-lg bg-primary px-5 py-2 text-sm font-semibold text-white"
            >
              {t('common:retry')}
            </button>
          </div>
        ) : shown.length === 0 ? (
          <p data-testid="notice-empty" className="p-10 text-center text-sm text-text-muted">
            {t('empty')}
          </p>
        ) : (
          <ul>
            {shown.map((item) => (
              <NoticeRow
                key={item.key}
                item={item}
                open={item.key === effectiveOpen}
                onToggle={() => setOpenKey(item.key === effectiveOpen ? null : item.key)}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
