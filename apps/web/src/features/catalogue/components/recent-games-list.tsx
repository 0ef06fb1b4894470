import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../shared/router/app-navigator';
import { useIsLoggedIn } from '../../../shared/session/session';
import { useQueryLanguage } from '../../../shared/system';
import { LazyImage } from '../../../shared/ui/lazy-image';
import { Spinner } from '../../../shared/ui/spinner';
import { recentListQueryOptions } from '../api/recent-list.api';
import { launchGame } from '../launch/launch-game';

/** How many recent games the side panel shows. */
export const RECENT_PANEL_SIZE = 10;

/**
 * Body of the side menu's recent games panel (spec §2): the member's latest games, newest first;
 * a click launches the game again. 'No data' when there is none; visitors are invited to log in.
 */
export function RecentGamesList() {
  const { t } = useTranslation('games');
  const loggedIn = useIsLoggedIn();
  const language = useQueryLanguage();
  const recent = useQuery({
    ...recentListQueryOptions({ pageNo: 1, pageSize: RECENT_PANEL_SIZE, language }),
    enabled: loggedIn,
  });
  if (!loggedIn) {
    // Spec §8: an empty recent list says 'No data'; a visitor is also shown the way to fill it.
    return (
      <div className="flex flex-col items-center gap-2 px-4 py-6 text-center" data-testid="recent-games-empty">
        <p className="font-medium text-sm">{t('recent.empty')}</p>
        <p className="text-text-muted text-xs">{t('recent.login')}</p>
        <button
          type="button"
          data-testid="recent-games-login"
          onClick={() => navigateTo('/login')}
          className="mt-1 rounded-full bg-primary px-4 py-1.5 font-semibold text-sm text-white hover:bg-primary-strong"
        >
          {t('recent.loginButton')}
        </button>
      </div>
    );
  }
  if (recent.isPending) return <Spinner className="w-full py-8" />;
  if (recent.isError) {
    return (
      <p role="alert" className="px-4 py-6 text-center text-sm text-text-muted">
        {t('recent.loadFailed')}
      </p>
    );
  }
  if (recent.data.list.length === 0) {
    return (
      <div className="flex flex-col items-center gap-1 px-4 py-8 text-center" data-testid="recent-games-empty">
        <p className="font-medium text-sm">{t('recent.empty')}</p>
        <p className="text-text-muted text-xs">{t('recent.hint')}</p>
      </div>
    );
  }
  return (
    <ul className="max-h-[60vh] overflow-y-auto py-1" data-testid="recent-games-list">
      {recent.data.list.map((g) => (
        <li key={g.nodeId}>
          <button
            type="button"
            data-testid="recent-game"
            data-node-id={g.nodeId}
            onClick={() => void launchGame(g)}
            className="flex w-full items-center gap-3 px-3 py-2 text-left hover:bg-primary-soft focus-visible:bg-primary-soft"
          >
            <LazyImage src={g.imageUrl} alt="" className="aspect-[4/3] w-14 shrink-0 rounded-lg object-cover" />
            <span className="min-w-0">
              <span className="block truncate font-semibold text-sm">{g.gameName}</span>
              <span className="block truncate text-text-muted text-xs">{g.vassalage}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
