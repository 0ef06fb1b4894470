import { useTranslation } from 'react-i18next';
import { type DayRange, presetRange, RANGE_PRESETS, type RangePreset } from '../lib/day-range';

const dateClass =
  'h-10 rounded-lg border border-border bg-surface px-2 text-sm text-text outline-none focus:border-primary focus:ring-2 focus:ring-primary/20';

/** From / to days (operator zone) with presets ending today; the caller shows a problem with the range. */
export function DayRangeFilter({
  value,
  today,
  onChange,
}: {
  value: DayRange;
  today: string;
  onChange: (range: DayRange) => void;
}) {
  const { t } = useTranslation('rewards');
  const isPreset = (p: RangePreset) => {
    const r = presetRange(p, today);
    return r.from === value.from && r.to === value.to;
  };
  return (
    <div className="flex flex-wrap items-end gap-2" data-testid="bonus-range">
      <label className="flex flex-col gap-1 text-xs font-semibold text-text-muted">
        {t('range.from')}
        <input
          type="date"
          data-testid="bonus-from"
          className={dateClass}
          value={value.from}
          max={today}
          onChange={(e) => onChange({ ...value, from: e.target.value })}
        />
      </label>
      <label className="flex flex-col gap-1 text-xs font-semibold text-text-muted">
        {t('range.to')}
        <input
          type="date"
          data-testid="bonus-to"
          className={dateClass}
          value={value.to}
          max={today}
          onChange={(e) => onChange({ ...value, to: e.target.value })}
        />
      </label>
      <div className="flex flex-wrap gap-1.5">
        {RANGE_PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            data-testid={`bonus-preset-${p}`}
            aria-pressed={isPreset(p)}
            onClick={() => onChange(presetRange(p, today))}
            className="h-10 rounded-lg border border-border px-3 text-sm text-text transition hover:border-primary aria-pressed:border-primary aria-pressed:bg-primary-soft aria-pressed:font-semibold aria-pressed:text-primary motion-reduce:transition-none"
          >
            {t(`range.${p}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
