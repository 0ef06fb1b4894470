// layout.css carries the carousels' styles too (it imports Swiper's), though their code loads after the first
// screen: a stylesheet added later makes the browser recompute the style of the whole page (about 17 ms of a
// phone's main thread, at the moment the banner starts to move). In the layout's own stylesheet rather than
// imported here, where the bundler would put them in a second stylesheet that the first paint also waits on.
import './layout.css';
import type { ReactNode } from 'react';
import { AfterFirstScreen } from '../../shared/ui/after-first-screen';
import { BannerArea, type BannerGroup } from './components/banner/banner-area';
import { SiteFooter } from './components/footer/site-footer';
import { BottomNav, MobileCategoryBar } from './components/header/bottom-nav';
import { MobileTabBar } from './components/header/mobile-tab-bar';
import { TopBar } from './components/header/top-bar';
import { SideMenu } from './components/side/side-menu';
import { useLayoutSlots } from './layout-slots';

export type LayoutVariant = 'full' | 'headerOnly' | 'bare';

/** The site header: top bar, then the category bar (desktop) or scrollable category strip (phones). */
export function SiteHeader() {
  const { account } = useLayoutSlots();
  return (
    <header className="relative z-40 shadow-sm md:sticky md:top-0" data-testid="site-header">
      <TopBar account={account} />
      <BottomNav />
      <MobileCategoryBar />
    </header>
  );
}

/**
 * Page frame of spec §2: `full` = header + banner area (when a group is given) + page + footer +
 * side menu + phone tab bar; `headerOnly` = header + page; `bare` = page only.
 */
export function SiteLayout({
  variant,
  bannerGroup,
  children,
}: {
  variant: LayoutVariant;
  bannerGroup?: BannerGroup;
  children: ReactNode;
}) {
  if (variant === 'bare') return <>{children}</>;
  if (variant === 'headerOnly') {
    return (
      <div className="flex min-h-dvh flex-col bg-surface-2" data-layout="headerOnly">
        <SiteHeader />
        <main className="flex-1">{children}</main>
      </div>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col bg-surface-2" data-layout="full">
      <SiteHeader />
      {bannerGroup ? <BannerArea group={bannerGroup} /> : null}
      {/* The home and lobby pages fill more than a screen once loaded: holding a screen's height from the
          first paint keeps the footer below the fold instead of painting it mid-screen and pushing it away. */}
      {/* Gutters for the fixed side rail (right, from sm) and the float button (left, from md), so neither
          covers a lobby's "see all" links or the captions of the tiles beside them (e.g. at 1440 px). */}
      <main
        data-testid="site-main"
        className={`sm:pr-[68px] md:pl-[80px] ${bannerGroup ? 'min-h-dvh flex-1' : 'flex-1'}`}
      >
        {children}
      </main>
      {/* Below the fold (the footer) and off to the side (the rail, from sm): drawn after the first screen. */}
      <AfterFirstScreen>
        <SiteFooter />
      </AfterFirstScreen>
      <AfterFirstScreen>
        <SideMenu />
      </AfterFirstScreen>
      <MobileTabBar />
    </div>
  );
}
