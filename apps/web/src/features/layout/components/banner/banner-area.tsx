import type { BannerGroupSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef } from 'react';
import type { z } from 'zod';
import { noticesQueryOptions } from '../../../../shared/content/content-queries';
import { useLanguage } from '../../../../shared/i18n/use-language';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { NoticeBar, NoticeBarPlaceholder } from '../notice/notice-bar';
import { BANNER_ASPECT } from './banner-aspect';
import { Slide } from './banner-slide';
import { useCarouselReady } from './use-carousel-ready';

export type BannerGroup = z.infer<typeof BannerGroupSchema>;

// Swiper is not needed for the first screen: the first banner shows as a plain linked image, and the
// carousel replaces it (same box, same first slide) once the page has loaded or the visitor reaches for it.
const BannerCarousel = lazy(() => import('./banner-carousel').then((m) => ({ default: m.BannerCarousel })));

function BannerSkeleton() {
  return <Skeleton rounded="rounded-none sm:rounded-t-xl" className={`w-full ${BANNER_ASPECT}`} />;
}

/**
 * Banner carousel of one group with the scrolling notice bar under it (spec §2 layout).
 * Pages may render it themselves (e.g. w_forget); SiteLayout renders it for `bannerGroup`.
 * The banner's box keeps the artwork's aspect ratio from the first paint and the notice bar's row is held
 * while notices load, so nothing under them moves when they arrive.
 */
export function BannerArea({ group, showNotices = true }: { group: BannerGroup; showNotices?: boolean }) {
  const { language } = useLanguage();
  const { data, isPending } = useQuery(noticesQueryOptions(language));
  const banners = data?.banners.filter((b) => b.groupName === group) ?? [];
  const area = useRef<HTMLElement>(null);
  const carousel = useCarouselReady(area, banners.length > 0);
  const first = banners[0];
  const still = first ? (
    <div data-testid="banner-first" className="relative">
      <Slide banner={first} index={0} />
    </div>
  ) : null;
  return (
    <section
      ref={area}
      data-testid="banner-area"
      data-group={group}
      className="mx-auto w-full max-w-[1440px] sm:px-4 sm:pt-3"
    >
      <div data-banner-slot="" className="overflow-hidden sm:rounded-t-xl sm:shadow-sm">
        {isPending ? (
          <BannerSkeleton />
        ) : !first ? null : carousel ? (
          <Suspense fallback={still}>
            <BannerCarousel banners={banners} />
          </Suspense>
        ) : (
          still
        )}
      </div>
      {showNotices ? isPending ? <NoticeBarPlaceholder /> : data ? <NoticeBar notices={data.player} /> : null : null}
    </section>
  );
}
