import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsLoggedIn, useIsTrial, useSession } from '../../shared/session/session';
import { openAgentCentre } from './centre/agent-url';

/** Agent-centre sections in the spec's order (spec §2 "Agent centre"). */
const SECTIONS = [
  'announcement',
  'teamOverview',
  'registerCenter',
  'teamManagement',
  'teamBetting',
  'userLoss',
  'myIncome',
  'accountDetails',
  'dividend',
  'dailyWages',
  'hourlySalary',
  'realtimeSalary',
] as const;

/**
 * Agent home (spec §2 /agentHome, the target after an agent login): the centre's map, and for a signed-in
 * agent the way into the agent centre; anyone else is pointed at the agent programme (/join).
 */
export function AgentHomePage() {
  const { t } = useTranslation('agent');
  const loggedIn = useIsLoggedIn();
  const trial = useIsTrial();
  const isAgent = useSession((s) => s.isAgent);
  const canOpen = loggedIn && !trial && isAgent;
  return (
    <div
      data-testid="agent-home-page"
      className="mx-auto flex w-full max-w-[1440px] flex-col gap-5 px-3 py-4 sm:px-4 sm:py-6"
    >
      <section className="rounded-3xl bg-gradient-to-br from-[#1e1b4b] to-primary px-5 py-8 text-white sm:px-10">
        <p className="text-xs font-semibold tracking-widest text-accent uppercase">{t('eyebrow')}</p>
        <h1 className="mt-2 text-3xl font-extrabold">{t('title')}</h1>
        <p className="mt-2 max-w-2xl text-sm leading-6 text-white/85">{t('subtitle')}</p>
      </section>
      <section className="rounded-2xl border border-border bg-surface p-4 sm:p-6">
        <h2 className="text-lg font-bold">{t('sectionsTitle')}</h2>
        <ol className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {SECTIONS.map((s, i) => (
            <li key={s} data-testid="agent-section" className="flex gap-3 rounded-xl bg-surface-2 p-3">
              <span className="tabular grid size-8 shrink-0 place-items-center rounded-lg bg-primary-soft text-xs font-extrabold text-primary">
                {i + 1}
              </span>
              <div>
                <h3 className="text-sm font-bold">{t(`sections.${s}.title`)}</h3>
                <p className="text-[12px] leading-5 text-text-muted">{t(`sections.${s}.body`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section className="flex flex-col items-center gap-3 rounded-2xl border border-primary/30 bg-primary-soft/50 px-5 py-7 text-center">
        <h2 className="text-lg font-bold text-text">{canOpen ? t('home.openTitle') : t('home.joinTitle')}</h2>
        <p className="max-w-xl text-sm leading-6 text-text-muted">
          {canOpen ? t('home.openBody') : t('home.joinBody')}
        </p>
        {canOpen ? (
          <button
            type="button"
            data-testid="agent-home-open"
            onClick={() => openAgentCentre()}
            className="inline-flex h-10 items-center rounded-xl bg-primary px-5 text-sm font-bold text-white hover:bg-primary-strong"
          >
            {t('home.open')}
          </button>
        ) : (
          <Link
            to="/join"
            className="inline-flex h-10 items-center rounded-xl border border-primary px-5 text-sm font-bold text-primary hover:bg-primary-soft"
          >
            {t('soon.join')}
          </Link>
        )}
      </section>
    </div>
  );
}
