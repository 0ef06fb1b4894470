import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsLoggedIn } from '../../shared/session/session';
import { OpeningSoon } from '../../shared/ui/opening-soon';

const EARN = ['bets', 'missions', 'events'] as const;
const REDEEM = ['choose', 'confirm', 'receive'] as const;
const CATALOGUE = [
  { key: 'bonus', from: '#7c3aed', to: '#db2777' },
  { key: 'tickets', from: '#0ea5e9', to: '#6366f1' },
  { key: 'gifts', from: '#f59e0b', to: '#ef4444' },
] as const;

function GiftArt() {
  return (
    <svg viewBox="0 0 200 180" aria-hidden="true" className="h-36 w-40 drop-shadow-2xl">
      <rect x="30" y="70" width="140" height="100" rx="12" fill="#f59e0b" stroke="#78350f" strokeWidth="4" />
      <rect x="20" y="50" width="160" height="32" rx="10" fill="#fbbf24" stroke="#78350f" strokeWidth="4" />
      <rect x="88" y="50" width="24" height="120" fill="#db2777" />
      <path
        d="M100 50c-20-34-52-30-44-10 6 12 44 10 44 10zm0 0c20-34 52-30 44-10-6 12-44 10-44 10z"
        fill="#ec4899"
        stroke="#831843"
        strokeWidth="4"
      />
      <text x="100" y="135" textAnchor="middle" fontSize="30" fontWeight="900" fill="#fff" fontFamily="system-ui">
        P
      </text>
    </svg>
  );
}

/** Points shop (spec §2 /pointMall): how points are earned and redeemed; the catalogue arrives later. */
export function PointMallPage() {
  const { t } = useTranslation('pointMall');
  const loggedIn = useIsLoggedIn();
  return (
    <div
      data-testid="point-mall-page"
      className="mx-auto flex w-full max-w-[1440px] flex-col gap-5 px-3 py-4 sm:px-4 sm:py-6"
    >
      <section className="grid gap-4 md:grid-cols-[minmax(0,1fr)_320px]">
        <div className="relative flex items-center gap-4 overflow-hidden rounded-3xl bg-gradient-to-br from-primary-strong to-[#be185d] px-5 py-8 text-white sm:px-8">
          <div className="relative flex-1">
            <p className="text-xs font-semibold tracking-widest text-accent uppercase">{t('eyebrow')}</p>
            <h1 className="mt-2 text-3xl font-extrabold">{t('title')}</h1>
            <p className="mt-2 max-w-lg text-sm leading-6 text-white/85">{t('subtitle')}</p>
          </div>
          <div className="hidden sm:block">
            <GiftArt />
          </div>
        </div>
        <aside
          data-testid="points-card"
          className="flex flex-col justify-between gap-4 rounded-3xl border border-border bg-surface p-6"
        >
          <div>
            <h2 className="text-sm font-semibold text-text-muted">{t('balance.title')}</h2>
            <p className="mt-2 text-sm leading-6">{loggedIn ? t('balance.soon') : t('balance.loggedOut')}</p>
          </div>
          {loggedIn ? null : (
            <Link
              to="/login"
              className="inline-flex h-11 items-center justify-center rounded-xl bg-primary text-sm font-bold text-white hover:bg-primary-strong"
            >
              {t('pages:login')}
            </Link>
          )}
        </aside>
      </section>
      <section className="grid gap-4 lg:grid-cols-2">
        {(['earn', 'redeem'] as const).map((block) => (
          <div key={block} className="rounded-2xl border border-border bg-surface p-4 sm:p-6">
            <h2 className="text-lg font-bold">{t(`${block}.title`)}</h2>
            <ol className="mt-4 flex flex-col gap-3">
              {(block === 'earn' ? EARN : REDEEM).map((s, i) => (
                <li key={s} className="flex gap-3">
                  <span className="tabular grid size-7 shrink-0 place-items-center rounded-full bg-primary-soft text-xs font-extrabold text-primary">
                    {i + 1}
                  </span>
                  <div>
                    <h3 className="text-sm font-bold">{t(`${block}.${s}.title`)}</h3>
                    <p className="text-[13px] leading-5 text-text-muted">{t(`${block}.${s}.body`)}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        ))}
      </section>
      <section className="rounded-2xl border border-border bg-surface p-4 sm:p-6">
        <h2 className="text-lg font-bold">{t('catalogue.title')}</h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-3">
          {CATALOGUE.map((c) => (
            <li key={c.key} className="overflow-hidden rounded-xl border border-border">
              <div
                className="flex h-24 items-end p-3 text-white"
                style={{ background: `linear-gradient(135deg, ${c.from}, ${c.to})` }}
              >
                <span className="text-lg font-extrabold drop-shadow">{t(`catalogue.${c.key}.title`)}</span>
              </div>
              <p className="p-3 text-[13px] leading-5 text-text-muted">{t(`catalogue.${c.key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <OpeningSoon title={t('soon.title')} message={t('soon.body')} />
    </div>
  );
}
