import type { Footer } from '@app/contracts';
import { Autoplay, FreeMode } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { usePrefersReducedMotion } from '../../../../shared/motion/reduced-motion';
import { LazyImage } from '../../../../shared/ui/lazy-image';

/** Spec §2 footer carousel: 10 per view, speed 3000 ms, autoplay delay 0 (a continuous strip). */
export const VENDOR_STRIP = { slidesPerView: 10, speed: 3000, delay: 0 } as const;

/**
 * Swiper's loop needs at least twice the visible slides; a short vendor list is repeated so the
 * strip never shows a gap. Returns [vendor, copyIndex] pairs for stable keys.
 */
export function loopSlides<T>(items: readonly T[], perView: number): Array<[T, number]> {
  if (items.length === 0) return [];
  const copies = Math.max(1, Math.ceil((perView * 2) / items.length));
  return Array.from({ length: copies }, (_, c) => items.map((v) => [v, c] as [T, number])).flat();
}

/**
 * The vendor logo strip of the footer; lazily loaded so Swiper is not in the first chunk. For visitors who
 * prefer reduced motion it stands still and is moved by hand (drag or swipe) instead.
 */
export function VendorMarquee({ vendors }: { vendors: Footer['vendors'] }) {
  const slides = loopSlides(vendors, VENDOR_STRIP.slidesPerView);
  const still = usePrefersReducedMotion();
  return (
    <Swiper
      // Swiper reads its autoplay option once: a change of the setting builds a new strip.
      key={still ? 'still' : 'moving'}
      modules={[Autoplay, FreeMode]}
      loop
      speed={VENDOR_STRIP.speed}
      autoplay={still ? false : { delay: VENDOR_STRIP.delay, disableOnInteraction: false, pauseOnMouseEnter: true }}
      freeMode={still}
      allowTouchMove={still}
      slidesPerView={4}
      spaceBetween={8}
      breakpoints={{
        480: { slidesPerView: 5, spaceBetween: 10 },
        768: { slidesPerView: 7, spaceBetween: 12 },
        1024: { slidesPerView: VENDOR_STRIP.slidesPerView, spaceBetween: 12 },
      }}
      className="footer-vendor-swiper [&_.swiper-wrapper]:ease-linear"
    >
      {slides.map(([v, copy]) => (
        <SwiperSlide key={`${v.code}-${copy}`}>
          <div
            className="flex h-14 items-center justify-center rounded-xl border border-border bg-surface px-2 transition hover:border-primary"
            title={v.name}
            data-testid={copy === 0 ? 'footer-vendor' : undefined}
          >
            <LazyImage src={v.logoUrl} alt={v.name} className="max-h-10 w-full object-contain" />
          </div>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
