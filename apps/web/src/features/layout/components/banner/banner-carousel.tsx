import 'swiper/css';
import 'swiper/css/pagination';
import type { Banner } from '@app/contracts';
import { Link } from 'react-router';
import { Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { usePrefersReducedMotion } from '../../../../shared/motion/reduced-motion';
import { LazyImage } from '../../../../shared/ui/lazy-image';
import { BANNER_ASPECT } from './banner-aspect';
import { BANNER_AUTOPLAY_DELAY_MS, bannerTarget, shouldAutoplay } from './banner-target';

function Slide({ banner, index }: { banner: Banner; index: number }) {
  const target = bannerTarget(banner);
  const img = (
    <LazyImage
      src={banner.url}
      alt={banner.title}
      eager={index === 0}
      className={`block h-full w-full object-cover ${BANNER_ASPECT}`}
    />
  );
  const common = {
    'data-testid': 'banner-slide',
    'data-linkage': banner.linkageType,
    className: `block h-full w-full ${BANNER_ASPECT}`,
  } as const;
  if (target.kind === 'route') {
    return (
      <Link to={target.to} aria-label={banner.title} {...common}>
        {img}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" aria-label={banner.title} {...common}>
        {img}
      </a>
    );
  }
  return <div {...common}>{img}</div>;
}

/**
 * The Swiper carousel of one banner group. Loaded lazily by BannerArea so Swiper stays out of
 * the first chunk. Autoplay only with more than one banner (spec §2), and not for visitors who prefer
 * reduced motion (they change slides with the bullets, a swipe or the keyboard); `rewind` instead of
 * `loop` so no slide is duplicated in the DOM.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const still = usePrefersReducedMotion();
  const several = shouldAutoplay(banners.length);
  const autoplay = several && !still;
  return (
    <div data-testid="banner-carousel" data-autoplay={autoplay ? 'on' : 'off'} data-count={banners.length}>
      <Swiper
        // Swiper reads its autoplay option once: a change of the motion setting builds a new carousel.
        key={autoplay ? 'autoplay' : 'still'}
        modules={[Autoplay, Pagination, Keyboard]}
        slidesPerView={1}
        rewind={several}
        keyboard={{ enabled: true }}
        autoplay={
          autoplay ? { delay: BANNER_AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false
        }
        pagination={several ? { clickable: true } : false}
        allowTouchMove={several}
        className="banner-swiper"
      >
        {banners.map((b, i) => (
          <SwiperSlide key={b.bannerId}>
            <Slide banner={b} index={i} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
