import type { NoticeList } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/date';
import { PromotionCard } from '../../../shared/ui/promotion-card';
import { Skeleton } from '../../../shared/ui/skeleton';
import { SectionHeading } from './section-heading';

/** Two full rows on desktop; the promotions page lists the rest. */
const MAX_PROMOTIONS = 6;

/** Formats a promotion period as a short date in the reader's language. */
function shortDate(iso: string, language: string): string {
  return formatDate(iso, language);
}

/** Horizontal strip of current promotions (notice list 'promotion'), each opening its detail. */
export function PromotionsStrip({
  promotions,
  loading,
}: {
  promotions: NoticeList['promotion'] | undefined;
  loading: boolean;
}) {
  const { t, i18n } = useTranslation('home');
  if (!loading && (!promotions || promotions.length === 0)) return null;
  return (
    <section aria-labelledby="home-promotions" data-testid="home-promotions">
      <SectionHeading
        id="home-promotions"
        title={t('promotions.title')}
        more={{ to: '/promotions', label: t('seeAll') }}
      />
      <ul className="-mx-3 flex snap-x snap-mandatory gap-3 overflow-x-auto px-3 pb-2 [scrollbar-width:none] sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-3 [&::-webkit-scrollbar]:hidden">
        {loading
          ? Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <li key={i} className="w-[78%] shrink-0 snap-start sm:w-auto">
                <Skeleton className="aspect-[16/9] w-full" rounded="rounded-2xl" />
              </li>
            ))
          : promotions?.slice(0, MAX_PROMOTIONS).map((p) => (
              <li key={p.id} className="w-[78%] shrink-0 snap-start sm:w-auto">
                <PromotionCard id={p.id} imageUrl={p.imageUrl} imageAlt={p.title} testId="home-promotion" large>
                  <div className="flex flex-col gap-1 px-3 py-2.5">
                    <p className="line-clamp-1 font-bold text-sm text-text">{p.title}</p>
                    <p className="text-text-muted text-xs">
                      {p.endTime
                        ? t('promotions.period', {
                            from: shortDate(p.startTime, i18n.language),
                            to: shortDate(p.endTime, i18n.language),
                          })
                        : t('promotions.ongoing')}
                    </p>
                  </div>
                </PromotionCard>
              </li>
            ))}
      </ul>
    </section>
  );
}
