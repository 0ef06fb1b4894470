import { useTranslation } from 'react-i18next';
import { gridNumbers } from '../lib/quick-picks';

interface Props {
  digits: number;
  /** 3-digit grids: the first digit of the page shown (000–099 is '0'). */
  prefix: string;
  onPrefix: (p: string) => void;
  selected: ReadonlySet<string>;
  onToggle: (n: string) => void;
  /** The most numbers the kind takes (a full xiên 2 refuses a third). */
  full: boolean;
}

/** The number grid: 0–9, 00–99, or 000–999 a hundred at a time. Selected numbers are filled. */
export function NumberGrid({ digits, prefix, onPrefix, selected, onToggle, full }: Props) {
  const { t } = useTranslation('lottery');
  const numbers = gridNumbers(digits, digits === 3 ? prefix : '');
  return (
    <div className="flex min-w-0 flex-col gap-2">
      {digits === 3 && (
        <fieldset className="flex min-w-0 gap-1 overflow-x-auto">
          <legend className="sr-only">{t('grid.pages')}</legend>
          {Array.from({ length: 10 }, (_, i) => String(i)).map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={p === prefix}
              onClick={() => onPrefix(p)}
              className={`tabular shrink-0 rounded-md px-2 py-1 text-xs font-bold ${
                p === prefix ? 'bg-primary text-white' : 'bg-surface-2 text-text-muted'
              }`}
            >
              {t('grid.page', { from: `${p}00`, to: `${p}99` })}
            </button>
          ))}
        </fieldset>
      )}
      <fieldset
        aria-label={t('grid.label')}
        data-testid="lottery-grid"
        className={`grid w-full min-w-0 max-w-xl gap-1 ${digits === 1 ? 'grid-cols-5 sm:grid-cols-10' : 'grid-cols-10'}`}
      >
        {numbers.map((n) => {
          const on = selected.has(n);
          return (
            <button
              key={n}
              type="button"
              aria-pressed={on}
              data-testid="lottery-cell"
              data-number={n}
              disabled={!on && full}
              onClick={() => onToggle(n)}
              className={`tabular aspect-square min-h-8 rounded-full text-[13px] font-bold transition-colors sm:text-sm ${
                on
                  ? 'bg-danger text-white shadow'
                  : 'border border-border bg-surface text-text hover:border-primary disabled:opacity-40'
              }`}
            >
              {digits === 3 ? n.slice(1) : n}
            </button>
          );
        })}
      </fieldset>
    </div>
  );
}
