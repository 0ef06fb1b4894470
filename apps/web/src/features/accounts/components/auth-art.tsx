import { useTranslation } from 'react-i18next';

/** Generated artwork beside the login card when no banner is supplied: cards, chips and a trophy. */
export function AuthArt() {
  const { t } = useTranslation('auth');
  return (
    <div
      data-testid="auth-art"
      className="relative flex h-full min-h-[360px] flex-col justify-end overflow-hidden rounded-3xl bg-gradient-to-br from-[#2e1065] via-primary to-[#be185d] p-8 text-white"
    >
      <svg viewBox="0 0 400 260" aria-hidden="true" className="absolute inset-x-0 top-4 mx-auto w-[90%] max-w-[460px]">
        <g transform="rotate(-12 150 130)">
          <rect x="90" y="40" width="110" height="160" rx="14" fill="#fff" />
          <text x="108" y="80" fontSize="32" fontWeight="900" fill="#dc2626" fontFamily="system-ui">
            A
          </text>
          <path d="M145 120l14 20-14 20-14-20z" fill="#dc2626" />
        </g>
        <g transform="rotate(10 260 130)">
          <rect x="200" y="40" width="110" height="160" rx="14" fill="#fff" />
          <text x="218" y="80" fontSize="32" fontWeight="900" fill="#1c1530" fontFamily="system-ui">
            K
          </text>
          <path
            d="M255 110c-18 16-30 25-30 37a12 12 0 0 0 24 4l-5 12h22l-5-12a12 12 0 0 0 24-4c0-12-12-21-30-37z"
            fill="#1c1530"
          />
        </g>
        {[0, 1, 2].map((i) => (
          <ellipse key={i} cx="90" cy={225 - i * 12} rx="40" ry="11" fill="#fbbf24" stroke="#92400e" strokeWidth="2" />
        ))}
        <circle cx="330" cy="215" r="26" fill="#7c3aed" stroke="#fff" strokeWidth="6" strokeDasharray="8 8" />
      </svg>
      <p className="relative text-xs font-semibold tracking-widest text-accent uppercase">{t('art.eyebrow')}</p>
      <p className="relative mt-1 text-2xl font-extrabold">{t('art.title')}</p>
      <p className="relative mt-1 max-w-sm text-sm text-white/80">{t('art.body')}</p>
    </div>
  );
}
