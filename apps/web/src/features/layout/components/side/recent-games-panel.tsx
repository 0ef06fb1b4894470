import { useTranslation } from 'react-i18next';
import { useLayoutSlots } from '../../layout-slots';
import { Icon } from '../icons';

/**
 * Recent games flyout. Its list comes from the games feature through LayoutSlots.recentGames;
 * without it the panel says 'No data' rather than inventing entries.
 */
export function RecentGamesPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('layout');
  const { recentGames } = useLayoutSlots();
  return (
    <section
      data-testid="recent-games"
      aria-label={t('side.recent')}
      className="absolute top-0 right-full mr-2 w-64 overflow-hidden rounded-2xl border border-border bg-surface text-text shadow-xl"
    >
      <header className="flex items-center justify-between bg-primary-soft px-4 py-2.5">
        <h2 className="flex items-center gap-2 font-semibold text-primary text-sm">
          <Icon name="clock" /> {t('side.recent')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('side.close')}
          className="grid size-7 place-items-center rounded-full text-text-muted hover:bg-surface hover:text-text"
        >
          <Icon name="close" />
        </button>
      </header>
      {recentGames ?? (
        <div className="flex flex-col items-center gap-2 px-4 py-8 text-center" data-testid="recent-games-empty">
          <span className="grid size-12 place-items-center rounded-full bg-surface-2 text-2xl text-text-muted">
            <Icon name="rng" />
          </span>
          <p className="font-medium text-sm">{t('side.noData')}</p>
          <p className="text-text-muted text-xs">{t('side.recentHint')}</p>
        </div>
      )}
    </section>
  );
}
