import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../shared/i18n/use-language';
import { useMemberToken } from '../promotions/hooks/use-member-token';
import { memberVipQueryOptions, vipLevelsQueryOptions } from './api/vip.api';
import { VipLevelsTable } from './components/vip-levels-table';
import { VipProgress } from './components/vip-progress';

const STEPS = ['bet', 'rank', 'enjoy'] as const;

function CrownArt() {
  return (
    <svg viewBox="0 0 240 200" aria-hidden="true" className="h-40 w-48 drop-shadow-2xl sm:h-48 sm:w-56">
      <defs>
        <linearGradient id="vip-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset=".55" stopColor="#f59e0b" />
          <stop offset="1" stopColor="#b45309" />
        </linearGradient>
      </defs>
      <path
        d="M30 150 L20 60 L75 105 L120 30 L165 105 L220 60 L210 150 Z"
        fill="url(#vip-gold)"
        stroke="#78350f"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <rect x="30" y="150" width="180" height="26" rx="8" fill="url(#vip-gold)" stroke="#78350f" strokeWidth="4" />
      <circle cx="120" cy="118" r="14" fill="#db2777" stroke="#fff" strokeWidth="3" />
      <circle cx="72" cy="128" r="9" fill="#7c3aed" stroke="#fff" strokeWidth="3" />
      <circle cx="168" cy="128" r="9" fill="#0ea5e9" stroke="#fff" strokeWidth="3" />
      {[20, 120, 220].map((x, i) => (
        <circle key={x} cx={x} cy={i === 1 ? 30 : 60} r="9" fill="#fff7ed" stroke="#78350f" strokeWidth="3" />
      ))}
    </svg>
  );
}

/**
 * VIP programme (spec §2 /vip): how it works, the levels table with benefits, and for a logged-in member the
 * current level and the bars to the next one (refreshed on focus: a deposit or a bet moves them).
 */
export function VipPage() {
  const { t } = useTranslation('vip');
  const { language } = useLanguage();
  const token = useMemberToken();
  const levels = useQuery(vipLevelsQueryOptions());
  const me = useQuery(memberVipQueryOptions(token, language));
  return (
    <div data-testid="vip-page" className="mx-auto flex w-full max-w-[1440px] flex-col gap-5 px-3 py-4 sm:px-4 sm:py-6">
      <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-[#1c1530] via-[#3b0764] to-[#78350f] px-5 py-8 text-white sm:px-10">
        <div aria-hidden="true" className="absolute -top-20 -left-20 size-64 rounded-full bg-accent/20 blur-3xl" />
        <div className="relative flex flex-col items-center gap-6 text-center md:flex-row md:text-left">
          <div className="flex-1">
            <p className="text-xs font-semibold tracking-widest text-accent uppercase">{t('eyebrow')}</p>
            <h1 className="mt-2 text-3xl font-extrabold sm:text-4xl">{t('title')}</h1>
            <p className="mt-3 max-w-xl text-sm leading-6 text-white/85 sm:text-base">{t('subtitle')}</p>
          </div>
          <CrownArt />
        </div>
      </section>
      {me.data ? (
        <VipProgress vip={me.data} />
      ) : (
        !token && (
          <p className="rounded-2xl border border-border bg-surface p-4 text-sm">
            {t('me.login')}{' '}
            <Link to="/login" className="font-bold text-primary">
              {t('me.loginLink')}
            </Link>
          </p>
        )
      )}
      {levels.data && <VipLevelsTable config={levels.data} currentRank={me.data?.rank ?? null} />}
      {levels.isError && <p className="text-sm text-danger">{t('error')}</p>}
      <section className="rounded-2xl border border-border bg-surface p-4 sm:p-8">
        <h2 className="text-xl font-bold">{t('how.title')}</h2>
        <ol className="mt-5 grid gap-4 md:grid-cols-3">
          {STEPS.map((s, i) => (
            <li key={s} className="rounded-xl bg-surface-2 p-4">
              <span className="tabular text-3xl font-extrabold text-accent">0{i + 1}</span>
              <h3 className="mt-1 text-base font-bold">{t(`how.${s}.title`)}</h3>
              <p className="mt-1 text-sm leading-6 text-text-muted">{t(`how.${s}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
