import { useTranslation } from 'react-i18next';

const POINTS = [
  {
    key: 'secure',
    color: '#16a34a',
    glyph: 'M12 3 4.5 6v5.5c0 4.5 3.2 8 7.5 9.5 4.3-1.5 7.5-5 7.5-9.5V6zM8.5 12l2.5 2.5 4.5-5',
  },
  { key: 'fast', color: '#f59e0b', glyph: 'M13 2 4 14h7l-1 8 9-12h-7z' },
  { key: 'support', color: '#0ea5e9', glyph: 'M4 14v-2a8 8 0 0 1 16 0v2M3 13h4v6H3zM17 13h4v6h-4z' },
  { key: 'fair', color: '#8b5cf6', glyph: 'M12 3v18M5 7h14M5 7l-3 7a3 3 0 0 0 6 0zM19 7l-3 7a3 3 0 0 0 6 0z' },
] as const;

/** Four promises of the operator: security, fast payouts, support, fair play. */
export function WhyUs() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-why" className="rounded-3xl bg-surface p-4 shadow-sm ring-1 ring-border sm:p-6">
      <h2 id="home-why" className="sr-only">
        {t('why.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {POINTS.map((p) => (
          <li key={p.key} className="flex items-start gap-3">
            <span
              className="grid size-10 shrink-0 place-items-center rounded-xl text-white"
              style={{ background: p.color }}
              aria-hidden="true"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={p.glyph} />
              </svg>
            </span>
            <span className="min-w-0">
              <span className="block font-bold text-sm text-text">{t(`why.${p.key}.title`)}</span>
              <span className="block text-text-muted text-xs leading-snug">{t(`why.${p.key}.body`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
