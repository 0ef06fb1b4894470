/** Public surface of the layout feature (composed by src/app). */

export { BannerArea, type BannerGroup } from './components/banner/banner-area';
export { bannerTarget, shouldAutoplay } from './components/banner/banner-target';
export { LoginButtons } from './components/header/login-buttons';
export { openNoticeModal } from './components/notice/notice-bar';
export { type LayoutSlots, LayoutSlotsProvider, type MemberCentrePage } from './layout-slots';
export { type LayoutVariant, SiteHeader, SiteLayout } from './site-layout';
