import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OpeningSoon } from '../../shared/ui/opening-soon';

const STEPS = ['bet', 'rank', 'enjoy'] as const;
const PERKS = ['upgrade', 'monthly', 'rebate', 'limits', 'service', 'events'] as const;
const PERK_ICONS: Record<(typeof PERKS)[number], string> = {
  upgrade: 'M12 19V5m-6 6 6-6 6 6',
  monthly: 'M4 8h16v12H4zM3 8h18V5H3zm9 0v12M12 5c-1.5-3-5-3-5-1s5 1 5 1 3.5-1 5-1-3.5-2-5 1',
  rebate: 'M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4M12 8v4l3 2',
  limits: 'M4 20h16M7 16v-5M12 16V6M17 16v-8',
  service: 'M4 13v-1a8 8 0 0 1 16 0v1M4 13v4h3v-5H4m16 1v4h-3v-5h3M17 17c0 2-2 3-5 3',
  events: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z',
};

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

/** VIP programme (spec §2 /vip): how it works and its privileges; tiers arrive with the rewards issue. */
export function VipPage() {
  const { t } = useTranslation('vip');
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
      <section className="rounded-2xl border border-border bg-surface p-4 sm:p-8">
        <h2 className="text-xl font-bold">{t('perks.title')}</h2>
        <p className="mt-1 text-sm text-text-muted">{t('perks.note')}</p>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {PERKS.map((p) => (
            <li key={p} data-testid="vip-perk" className="flex gap-3 rounded-xl border border-border p-4">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent/15 text-money">
                <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-none stroke-current stroke-2">
                  <path d={PERK_ICONS[p]} strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
              <div>
                <h3 className="text-sm font-bold">{t(`perks.${p}.title`)}</h3>
                <p className="mt-0.5 text-[13px] leading-5 text-text-muted">{t(`perks.${p}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <OpeningSoon title={t('soon.title')} message={t('soon.body')}>
        <Link
          to="/promotions"
          className="inline-flex h-10 items-center rounded-xl border border-primary px-5 text-sm font-bold text-primary hover:bg-primary-soft"
        >
          {t('soon.promotions')}
        </Link>
      </OpeningSoon>
    </div>
  );
}
