import { useTranslation } from 'react-i18next';
import type { Promotion } from '../../../shared/content/content-queries';
import { formatDate } from '../../../shared/format/date';
import { LazyImage } from '../../../shared/ui/lazy-image';
import { SafeHtml } from '../../../shared/ui/safe-html';
import { promoFallbackArt } from '../lib/promo-art';

/**
 * A promotion notice (type PR: a feature page the home banners open, with no reward of its own): its
 * picture, dates and text. Shown when /promoDetail?id= is not one of the engine's promotions.
 */
export function NoticePromoDetail({ notice }: { notice: Promotion }) {
  const { t, i18n } = useTranslation('promo');
  const lang = i18n.resolvedLanguage ?? 'vi';
  const start = formatDate(notice.startTime, lang);
  return (
    <article
      data-testid="promo-detail"
      data-promo-id={notice.id}
      data-kind="notice"
      className="overflow-hidden rounded-2xl border border-border bg-surface"
    >
      <LazyImage
        src={notice.imageUrl}
        alt={notice.title}
        priority
        fallback={promoFallbackArt(notice.id)}
        className="aspect-[32/15] w-full object-cover"
      />
      <div className="flex flex-col gap-3 p-4 sm:p-8">
        <p className="tabular text-xs text-text-muted">
          {notice.endTime ? t('dates', { start, end: formatDate(notice.endTime, lang) }) : t('datesOpen', { start })}
        </p>
        <h1 className="text-2xl leading-tight font-extrabold sm:text-3xl">{notice.title}</h1>
        {notice.content ? (
          <SafeHtml
            data-testid="promo-content"
            className="text-sm leading-relaxed text-text sm:text-base [&_a]:text-primary [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mb-2 [&_strong]:text-primary [&_ul]:list-disc"
            html={notice.content}
          />
        ) : null}
      </div>
    </article>
  );
}
