import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsLoggedIn } from '../../shared/session/session';
import { openCustomerService } from '../../shared/system';
import { CommissionTable } from './components/commission-table';

const STEPS = ['register', 'share', 'grow', 'earn'] as const;
const PERKS = ['contracts', 'salary', 'realtime', 'team'] as const;

/**
 * Agent / affiliate programme (spec §2 /join): the pitch, how it works and an example plan. `agentLogin` is
 * the agent-area login form (composed by the app): a login from here goes to /agentHome (spec §4).
 */
export function JoinPage({ agentLogin }: { agentLogin?: ReactNode }) {
  const { t } = useTranslation('join');
  const loggedIn = useIsLoggedIn();
  return (
    <div
      data-testid="join-page"
      className="mx-auto flex w-full max-w-[1440px] flex-col gap-5 px-3 py-4 sm:px-4 sm:py-6"
    >
      <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-[#1e1b4b] via-primary-strong to-primary px-5 py-10 text-white sm:px-10 lg:py-14">
        <svg
          aria-hidden="true"
          viewBox="0 0 400 300"
          className="absolute right-6 bottom-6 hidden h-[78%] opacity-90 md:block"
        >
          <defs>
            <linearGradient id="join-coin" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#fde68a" />
              <stop offset="1" stopColor="#d97706" />
            </linearGradient>
          </defs>
          <path
            d="M40 260 L120 190 L190 220 L290 110 L360 60"
            fill="none"
            stroke="#fbbf24"
            strokeWidth="10"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <path
            d="M330 52 L368 56 L362 92"
            fill="none"
            stroke="#fbbf24"
            strokeWidth="10"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          {[0, 1, 2].map((i) => (
            <ellipse
              key={i}
              cx="300"
              cy={250 - i * 18}
              rx="46"
              ry="14"
              fill="url(#join-coin)"
              stroke="#92400e"
              strokeWidth="2"
            />
          ))}
          <circle cx="120" cy="190" r="12" fill="#fff" />
          <circle cx="190" cy="220" r="12" fill="#fff" />
          <circle cx="290" cy="110" r="12" fill="#fff" />
        </svg>
        <div className="relative max-w-xl">
          <p className="text-xs font-semibold tracking-widest text-accent uppercase">{t('eyebrow')}</p>
          <h1 className="mt-2 text-3xl leading-tight font-extrabold sm:text-4xl">{t('title')}</h1>
          <p className="mt-3 text-sm leading-6 text-white/85 sm:text-base">{t('subtitle')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link
              to="/register"
              data-testid="join-register"
              className="inline-flex h-12 items-center rounded-xl bg-accent px-6 text-sm font-extrabold text-[#1c1530] shadow-lg hover:bg-accent-strong"
            >
              {t('ctaRegister')}
            </Link>
            <button
              type="button"
              data-testid="join-contact"
              onClick={() => void openCustomerService()}
              className="inline-flex h-12 items-center rounded-xl border border-white/40 px-6 text-sm font-bold text-white hover:bg-white/10"
            >
              {t('ctaContact')}
            </button>
          </div>
        </div>
      </section>
      {agentLogin && !loggedIn ? (
        <section
          data-testid="join-agent-login"
          className="mx-auto w-full max-w-md rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-7"
        >
          <h2 className="text-xl font-bold">{t('agentLogin.title')}</h2>
          <p className="mt-1 mb-4 text-sm text-text-muted">{t('agentLogin.subtitle')}</p>
          {agentLogin}
        </section>
      ) : null}
      <section className="rounded-2xl border border-border bg-surface p-4 sm:p-8">
        <h2 className="text-xl font-bold">{t('how.title')}</h2>
        <ol className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((s, i) => (
            <li key={s} className="flex gap-3">
              <span className="tabular grid size-9 shrink-0 place-items-center rounded-full bg-primary text-sm font-extrabold text-white">
                {i + 1}
              </span>
              <div>
                <h3 className="text-sm font-bold">{t(`how.${s}.title`)}</h3>
                <p className="mt-1 text-[13px] leading-5 text-text-muted">{t(`how.${s}.body`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <CommissionTable />
      <section className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('perksTitle')}>
        {PERKS.map((p) => (
          <div key={p} className="rounded-2xl border border-border bg-surface p-5">
            <h3 className="text-base font-bold text-primary">{t(`perks.${p}.title`)}</h3>
            <p className="mt-1 text-sm leading-6 text-text-muted">{t(`perks.${p}.body`)}</p>
          </div>
        ))}
      </section>
    </div>
  );
}
