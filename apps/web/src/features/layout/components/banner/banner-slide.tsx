import type { Banner } from '@app/contracts';
import { AppLink } from '../../../../shared/router/app-link';
import { LazyImage } from '../../../../shared/ui/lazy-image';
import { BANNER_ASPECT } from './banner-aspect';
import { bannerTarget } from './banner-target';

/**
 * One banner: its artwork, linked to where the banner leads. The first slide's image is the first screen's
 * largest paint: it loads at once, with high priority and no fade.
 */
export function Slide({ banner, index }: { banner: Banner; index: number }) {
  const target = bannerTarget(banner);
  const img = (
    <LazyImage
      src={banner.url}
      alt={banner.title}
      priority={index === 0}
      eager={index < 2}
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
      <AppLink to={target.to} aria-label={banner.title} {...common}>
        {img}
      </AppLink>
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
