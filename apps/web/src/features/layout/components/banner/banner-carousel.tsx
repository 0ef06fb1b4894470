import type { Banner } from '@app/contracts';
import { Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { usePrefersReducedMotion } from '../../../../shared/motion/reduced-motion';
import { Slide } from './banner-slide';
import { BANNER_AUTOPLAY_DELAY_MS, shouldAutoplay } from './banner-target';

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
