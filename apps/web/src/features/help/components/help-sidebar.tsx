import type { HelpCenter } from '@app/contracts';
import { useTranslation } from 'react-i18next';

interface HelpSidebarProps {
  help: HelpCenter;
  /** Selected article id, or 'feedback' for the feedback form. */
  selected: string;
  onSelect: (id: string) => void;
}

const item =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm transition-colors hover:bg-surface-2 focus-visible:bg-surface-2';

/** Categories with their articles, and the feedback entry at the end. */
export function HelpSidebar({ help, selected, onSelect }: HelpSidebarProps) {
  const { t } = useTranslation('help');
  return (
    <nav aria-label={t('navLabel')} data-testid="help-nav" className="flex flex-col gap-4">
      {help.categories.map((c) => (
        <div key={c.id} data-testid="help-category">
          <h2 className="px-3 pb-1 text-xs font-bold tracking-wide text-text-muted uppercase">{c.title}</h2>
          <ul className="flex flex-col gap-0.5">
            {c.articles.map((a) => {
              const active = a.id === selected;
              return (
                <li key={a.id}>
                  <button
                    type="button"
                    data-testid="help-nav-article"
                    data-article={a.id}
                    aria-current={active ? 'page' : undefined}
                    onClick={() => onSelect(a.id)}
                    className={`${item} ${active ? 'bg-primary-soft font-semibold text-primary' : 'text-text'}`}
                  >
                    <span
                      aria-hidden="true"
                      className={`size-1.5 shrink-0 rounded-full ${active ? 'bg-primary' : 'bg-border'}`}
                    />
                    {a.title}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <div className="border-t border-border pt-3">
        <button
          type="button"
          data-testid="help-nav-feedback"
          aria-current={selected === 'feedback' ? 'page' : undefined}
          onClick={() => onSelect('feedback')}
          className={`${item} font-semibold ${selected === 'feedback' ? 'bg-primary text-white hover:bg-primary' : 'text-primary'}`}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-none stroke-current stroke-2">
            <path d="M4 5h16v11H8l-4 4z" strokeLinejoin="round" />
            <path d="M8 9h8M8 12h5" strokeLinecap="round" />
          </svg>
          {t('feedback.navTitle')}
        </button>
      </div>
    </nav>
  );
}
