import { useTranslation } from 'react-i18next';
import type { AgentPageId } from './agent-pages';

/**
 * Left list of the agent centre (spec §2): the visible entries in order. A column on wide screens; a
 * row that scrolls sideways on phones, where the overlay is full-screen.
 */
export function AgentMenu({
  pages,
  current,
  onSelect,
}: {
  pages: readonly AgentPageId[];
  current: AgentPageId;
  onSelect: (id: AgentPageId) => void;
}) {
  const { t } = useTranslation('agent');
  return (
    <nav
      aria-label={t('centre.menuLabel')}
      data-testid="agent-menu"
      className="flex shrink-0 gap-1 overflow-x-auto border-border border-b p-2 md:w-56 md:flex-col md:overflow-y-auto md:border-r md:border-b-0"
    >
      {pages.map((id) => {
        const active = id === current;
        return (
          <button
            key={id}
            type="button"
            data-testid={`agent-menu-${id}`}
            aria-current={active ? 'page' : undefined}
            onClick={() => onSelect(id)}
            className={`flex shrink-0 items-center rounded-lg px-3 py-2 text-left text-sm whitespace-nowrap transition ${
              active ? 'bg-primary text-white' : 'text-text hover:bg-primary-soft hover:text-primary'
            }`}
          >
            {t(`centre.menu.${id}`)}
          </button>
        );
      })}
    </nav>
  );
}
