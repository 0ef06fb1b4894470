import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { footerQueryOptions, noticesQueryOptions } from '../../shared/content/content-queries';
import { useLanguage } from '../../shared/i18n/use-language';
import { AfterFirstScreen } from '../../shared/ui/after-first-screen';
import { AppDownloadCta } from './components/app-download-cta';
import { CategoryTiles } from './components/category-tiles';
import { FeaturedVendors } from './components/featured-vendors';
import { PromotionsStrip } from './components/promotions-strip';
import { QuickActions } from './components/quick-actions';
import { WhyUs } from './components/why-us';

/**
 * Home (spec §2): the layout supplies header, home banners with the notice bar, footer and side
 * menu; the page adds the lobby content. `games` is what the games feature adds (popular games and
 * the winner board), composed by the route group.
 */
export function HomePage({ games }: { games?: ReactNode }) {
  const { language } = useLanguage();
  const vendors = useQuery(footerQueryOptions());
  const notices = useQuery(noticesQueryOptions(language));
  return (
    <div
      className="mx-auto flex max-w-[1440px] flex-col gap-7 px-3 py-4 sm:gap-9 sm:px-4 sm:py-6"
      data-testid="home-page"
    >
      {/* The pre-rendered frame's page area is empty, so the sections can come a task apart without anything
          on screen going away: the app's first render is then the frame alone, and each section a short task
          of its own (a long one is what a tap waits behind). Below the fold on a phone from FeaturedVendors. */}
      <AfterFirstScreen>
        <QuickActions />
      </AfterFirstScreen>
      <AfterFirstScreen>
        <CategoryTiles vendors={vendors.data?.vendors} />
      </AfterFirstScreen>
      <AfterFirstScreen>{games}</AfterFirstScreen>
      <AfterFirstScreen>
        <FeaturedVendors vendors={vendors.data?.vendors} loading={vendors.isPending} />
      </AfterFirstScreen>
      <AfterFirstScreen>
        <PromotionsStrip promotions={notices.data?.promotion} loading={notices.isPending} />
      </AfterFirstScreen>
      <AfterFirstScreen>
        <AppDownloadCta />
      </AfterFirstScreen>
      <AfterFirstScreen>
        <WhyUs />
      </AfterFirstScreen>
    </div>
  );
}
