import { useTranslation } from 'react-i18next';
import { LOBBY_MODES, type LobbyMode } from '../lib/lobby-state';

/** The lobby's lists (spec §2): all, hot, favourites (logged in only) and recent. */
export function ModeTabs({
  mode,
  loggedIn,
  onMode,
}: {
  mode: LobbyMode;
  loggedIn: boolean;
  onMode: (mode: LobbyMode) => void;
}) {
  const { t } = useTranslation('lobby');
  const modes = LOBBY_MODES.filter((m) => m !== 'fav' || loggedIn);
  return (
    <div role="tablist" aria-label={t('modes.label')} className="flex gap-1 rounded-full bg-surface p-1 shadow-sm">
      {modes.map((m) => (
        <button
          key={m}
          type="button"
          role="tab"
          aria-selected={m === mode}
          data-testid={`mode-${m}`}
          onClick={() => onMode(m)}
          className={`rounded-full px-4 py-1.5 font-semibold text-sm transition ${
            m === mode ? 'bg-primary text-white shadow' : 'text-text-muted hover:text-primary'
          }`}
        >
          {t(`modes.${m}`)}
        </button>
      ))}
    </div>
  );
}
