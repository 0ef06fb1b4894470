import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../shared/router/app-link';

const ACTIONS = [
  { key: 'deposit', to: '/login', from: '#16a34a', toColor: '#15803d', glyph: 'M4 7h16v11H4zM4 11h16M8 15h3' },
  {
    key: 'withdraw',
    to: '/login',
    from: '#0ea5e9',
    toColor: '#0369a1',
    glyph: 'M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19h14',
  },
  {
    key: 'promotions',
    to: '/promotions',
    from: '#f59e0b',
    toColor: '#d97706',
    glyph: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13',
  },
  { key: 'vip', to: '/vip', from: '#8b5cf6', toColor: '#5b21b6', glyph: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 10H5z' },
  { key: 'app', to: '/down', from: '#ec4899', toColor: '#be185d', glyph: 'M7 3h10v18H7zM11 18h2' },
] as const;

/**
 * Shortcuts players use most. Deposit and withdrawal need a session, so they lead to /login
 * until the accounts issue points them at the member centre for logged-in players.
 */
export function QuickActions() {
  const { t } = useTranslation('home');
  return (
    <nav aria-label={t('quick.label')} className="grid grid-cols-5 gap-2 sm:gap-3" data-testid="home-quick-actions">
      {ACTIONS.map((a) => (
        <AppLink
          key={a.key}
          to={a.to}
          className="group flex flex-col items-center gap-1.5 rounded-2xl bg-surface px-1 py-2.5 text-center shadow-sm ring-1 ring-border transition hover:-translate-y-0.5 hover:shadow-md sm:flex-row sm:gap-3 sm:px-4 sm:py-3 sm:text-left"
        >
          <span
            className="grid size-10 shrink-0 place-items-center rounded-xl text-white shadow-md sm:size-11"
            style={{ background: `linear-gradient(135deg, ${a.from}, ${a.toColor})` }}
            aria-hidden="true"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth={1.9}
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={a.glyph} />
            </svg>
          </span>
          <span className="min-w-0">
            <span className="block font-bold text-[11px] text-text leading-tight sm:text-sm">
              {t(`quick.${a.key}.title`)}
            </span>
            <span className="hidden text-text-muted text-xs sm:block">{t(`quick.${a.key}.hint`)}</span>
          </span>
        </AppLink>
      ))}
    </nav>
  );
}
