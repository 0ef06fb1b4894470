import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

/** 404 for any path outside the route table. */
export function NotFoundPage() {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  return (
    <section
      data-testid="not-found"
      className="mx-auto flex max-w-xl flex-col items-center px-6 py-14 text-center md:py-20"
    >
      <NotFoundArt />
      <h1 className="mt-6 mb-2 font-extrabold text-2xl text-text md:text-3xl">{t('notFound.title')}</h1>
      <p className="mb-8 max-w-sm text-text-muted leading-relaxed">{t('notFound.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          data-testid="not-found-home"
          className="rounded-full bg-gradient-to-b from-primary to-primary-strong px-7 py-3 font-semibold text-white shadow-lg shadow-primary/30 transition hover:brightness-110"
        >
          {t('notFound.home')}
        </Link>
        <button
          type="button"
          onClick={() => void navigate(-1)}
          className="rounded-full border border-border bg-surface px-7 py-3 font-medium text-text transition hover:bg-surface-3"
        >
          {t('notFound.back')}
        </button>
      </div>
    </section>
  );
}

/** "404" drawn as two dice and a chip: the site's own artwork, no image file. */
function NotFoundArt() {
  return (
    <svg viewBox="0 0 320 150" className="w-full max-w-[320px]" role="img" aria-label="404">
      <defs>
        <linearGradient id="nf-card" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-primary)" />
          <stop offset="1" stopColor="var(--color-primary-strong)" />
        </linearGradient>
        <linearGradient id="nf-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="1" stopColor="var(--color-accent-strong)" />
        </linearGradient>
      </defs>
      <ellipse cx="160" cy="140" rx="140" ry="8" fill="var(--color-primary)" opacity=".12" />
      <g transform="rotate(-10 70 70)">
        <rect x="22" y="22" width="96" height="96" rx="18" fill="url(#nf-card)" />
        <text x="70" y="92" textAnchor="middle" fontSize="64" fontWeight="900" fill="#fff" fontFamily="system-ui">
          4
        </text>
      </g>
      <g>
        <circle cx="160" cy="72" r="46" fill="url(#nf-gold)" />
        <circle
          cx="160"
          cy="72"
          r="36"
          fill="none"
          stroke="#fff"
          strokeWidth="5"
          strokeDasharray="10 8"
          opacity=".85"
        />
        <text x="160" y="94" textAnchor="middle" fontSize="60" fontWeight="900" fill="#7c2d12" fontFamily="system-ui">
          0
        </text>
      </g>
      <g transform="rotate(10 250 70)">
        <rect x="202" y="22" width="96" height="96" rx="18" fill="url(#nf-card)" />
        <text x="250" y="92" textAnchor="middle" fontSize="64" fontWeight="900" fill="#fff" fontFamily="system-ui">
          4
        </text>
      </g>
      <circle cx="300" cy="20" r="5" fill="var(--color-accent)" />
      <circle cx="18" cy="128" r="4" fill="var(--color-accent)" opacity=".7" />
    </svg>
  );
}
