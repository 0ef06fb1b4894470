import { useTranslation } from 'react-i18next';

export interface Crumb {
  id: string;
  label: string;
}

/**
 * Where the team-management drill-down is: the agent first, then each downline opened. Tapping a crumb
 * goes back up to that level.
 */
export function Breadcrumb({ crumbs, onSelect }: { crumbs: readonly Crumb[]; onSelect: (index: number) => void }) {
  const { t } = useTranslation('agent');
  return (
    <nav aria-label={t('kit.breadcrumb')} data-testid="agent-breadcrumb" className="overflow-x-auto">
      <ol className="flex items-center gap-1 text-sm whitespace-nowrap">
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={c.id} className="flex items-center gap-1">
              {i > 0 ? (
                <span aria-hidden="true" className="text-text-muted">
                  ›
                </span>
              ) : null}
              {last ? (
                <span aria-current="page" className="font-bold">
                  {c.label}
                </span>
              ) : (
                <button type="button" onClick={() => onSelect(i)} className="text-primary hover:underline">
                  {c.label}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
