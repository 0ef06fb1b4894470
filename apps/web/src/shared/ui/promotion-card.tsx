import type { ReactNode } from 'react';
import { AppLink } from '../router/app-link';
import { LazyImage } from './lazy-image';

/**
 * A promotion as a card: its 16:9 image and a caption, opening the promotion's detail page. Used by the
 * home page's promotions strip and the lobbies' announcements, which differ only in corners and caption.
 */
export function PromotionCard({
  id,
  imageUrl,
  imageAlt,
  testId,
  large = false,
  children,
}: {
  id: number;
  imageUrl: string;
  /** Empty when the caption already says what the image shows. */
  imageAlt: string;
  testId: string;
  /** Rounder corners for the home page's bigger cards. */
  large?: boolean;
  children: ReactNode;
}) {
  return (
    <AppLink
      to={`/promoDetail?id=${id}`}
      data-testid={testId}
      className={`group block overflow-hidden ${large ? 'rounded-2xl' : 'rounded-xl'} bg-surface shadow-sm ring-1 ring-border transition hover:-translate-y-0.5 hover:shadow-lg hover:ring-accent`}
    >
      <div className="aspect-[16/9] overflow-hidden">
        <LazyImage
          src={imageUrl}
          alt={imageAlt}
          className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
        />
      </div>
      {children}
    </AppLink>
  );
}
