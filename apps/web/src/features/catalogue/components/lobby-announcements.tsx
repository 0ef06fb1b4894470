import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQueryLanguage } from '../../../shared/system';
import { PromotionCard } from '../../../shared/ui/promotion-card';
import { announcementsQueryOptions } from '../api/announcements.api';

/** One row of cards at most: the promotions page lists the rest. */
const MAX_CARDS = 4;

/**
 * The lobby's promotions (games announcements, GET /wps/game/announcements value.promotion), under
 * the games where the lobby has room; each opens its detail page. Nothing is shown when there is none.
 */
export function LobbyAnnouncements() {
  const { t } = useTranslation('lobby');
  const language = useQueryLanguage();
  const { data } = useQuery(announcementsQueryOptions(language));
  const promotions = data?.promotion.slice(0, MAX_CARDS) ?? [];
  if (promotions.length === 0) return null;
  return (
    <section aria-labelledby="lobby-announcements-title" data-testid="lobby-announcements">
      <div className="mb-3 flex items-end justify-between gap-3">
        <h2 id="lobby-announcements-title" className="font-extrabold text-lg text-text tracking-tight">
          {t('announcements.title')}
        </h2>
        <Link to="/promotions" className="shrink-0 font-semibold text-primary text-sm hover:underline">
          {t('announcements.all')} ›
        </Link>
      </div>
      <ul className="grid grid-cols-2 gap-2.5 sm:gap-3 lg:grid-cols-4">
        {promotions.map((p) => (
          <li key={p.id}>
            <PromotionCard id={p.id} imageUrl={p.imageUrl} imageAlt="" testId="lobby-announcement">
              <p className="line-clamp-2 px-2.5 py-2 font-semibold text-text text-xs sm:text-sm">{p.title}</p>
            </PromotionCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
