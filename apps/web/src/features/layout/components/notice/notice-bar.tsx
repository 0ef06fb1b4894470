import type { Notice } from '@app/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { openModal } from '../../../../shared/ui/modal';
import { Icon } from '../icons';
import { NoticeModalBody } from './notice-modal';

/** Opens the notice modal (title 'news') positioned at the notice that was clicked. */
export function openNoticeModal(notices: Notice[], startIndex: number, title: string): string {
  return openModal({
    title,
    width: 640,
    testId: 'notice-modal',
    content: <NoticeModalBody notices={notices} startIndex={startIndex} />,
  });
}

/** Seconds the marquee takes for one pass; longer text scrolls for longer at a readable speed. */
function marqueeSeconds(notices: Notice[]): number {
  const chars = notices.reduce((n, x) => n + x.title.length + 6, 0);
  return Math.min(120, Math.max(18, Math.round(chars / 6)));
}

/**
 * Scrolling notice bar (spec §2). The track is rendered twice so the loop is seamless; only the
 * first copy is interactive, the second is hidden from assistive technology and tests.
 */
export function NoticeBar({ notices }: { notices: Notice[] }) {
  const { t } = useTranslation('layout');
  if (notices.length === 0) return null;
  const open = (i: number) => openNoticeModal(notices, i, t('notice.news'));
  const items = (interactive: boolean) =>
    notices.map((n, i) => (
      <button
        key={`${interactive ? 'a' : 'b'}-${n.id}`}
        type="button"
        tabIndex={interactive ? 0 : -1}
        data-testid={interactive ? 'notice-item' : undefined}
        data-notice-id={n.id}
        onClick={() => open(i)}
        className="mx-6 inline-flex shrink-0 items-center gap-2 whitespace-nowrap text-sm text-text hover:text-primary"
      >
        <span className="size-1.5 rounded-full bg-accent" aria-hidden="true" />
        {n.title}
      </button>
    ));
  return (
    <div
      data-testid="notice-bar"
      className="flex h-10 items-center gap-2 border-border border-b bg-surface px-3 sm:rounded-b-xl sm:border-x"
    >
      <span className="flex shrink-0 items-center gap-1.5 rounded-full bg-primary px-2.5 py-1 font-semibold text-white text-xs">
        <Icon name="megaphone" className="text-sm" />
        <span className="hidden sm:inline">{t('notice.label')}</span>
      </span>
      <div className="layout-marquee relative min-w-0 flex-1 overflow-hidden [mask-image:linear-gradient(90deg,transparent,#000_24px,#000_calc(100%-24px),transparent)]">
        <div
          className="layout-marquee-track flex w-max"
          style={{ '--marquee-duration': `${marqueeSeconds(notices)}s` } as CSSProperties}
        >
          <div className="flex">{items(true)}</div>
          <div className="flex" aria-hidden="true">
            {items(false)}
          </div>
        </div>
      </div>
      <button
        type="button"
        onClick={() => open(0)}
        className="hidden shrink-0 rounded-full px-2 py-1 font-medium text-primary text-xs hover:bg-primary-soft sm:inline-block"
      >
        {t('notice.all')}
      </button>
    </div>
  );
}

/** The notice bar's row while notices load, so the page under it does not move when they arrive. */
export function NoticeBarPlaceholder() {
  return (
    <div
      aria-hidden="true"
      data-testid="notice-bar-placeholder"
      className="h-10 border-border border-b bg-surface sm:rounded-b-xl sm:border-x"
    />
  );
}
