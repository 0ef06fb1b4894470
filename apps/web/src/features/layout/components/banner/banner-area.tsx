import type { BannerGroupSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { z } from 'zod';
import { noticesQueryOptions } from '../../../../shared/content/content-queries';
import { useLanguage } from '../../../../shared/i18n/use-language';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { NoticeBar } from '../notice/notice-bar';
import { BANNER_ASPECT } from './banner-aspect';

export type BannerGroup = z.infer<typeof BannerGroupSchema>;

// Swiper is only needed once banners are known: keep it out of the route's first chunk.
const BannerCarousel = lazy(() => import('./banner-carousel').then((m) => ({ default: m.BannerCarousel })));

function BannerSkeleton() {
  return <Skeleton rounded="rounded-none sm:rounded-t-xl" className={`w-full ${BANNER_ASPECT}`} />;
}

/**
 * Banner carousel of one group with the scrolling notice bar under it (spec §2 layout).
 * Pages may render it themselves (e.g. w_forget); SiteLayout renders it for `bannerGroup`.
 */
export function BannerArea({ group, showNotices = true }: { group: BannerGroup; showNotices?: boolean }) {
  const { language } = useLanguage();
  const { data, isPending } = useQuery(noticesQueryOptions(language));
  const banners = data?.banners.filter((b) => b.groupName === group) ?? [];
  return (
    <section data-testid="banner-area" data-group={group} className="mx-auto w-full max-w-[1440px] sm:px-4 sm:pt-3">
      <div className="overflow-hidden sm:rounded-t-xl sm:shadow-sm">
        {isPending ? (
          <BannerSkeleton />
        ) : banners.length > 0 ? (
          <Suspense fallback={<BannerSkeleton />}>
            <BannerCarousel banners={banners} />
          </Suspense>
        ) : null}
      </div>
      {showNotices && data ? <NoticeBar notices={data.player} /> : null}
    </section>
  );
}
