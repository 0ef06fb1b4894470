import { useTranslation } from 'react-i18next';
import { type DayRange, presetRange, type RangePreset } from './day-range';

const dateClass =
  'h-10 rounded-lg border border-border bg-surface px-2 text-sm text-text outline-none focus:border-primary focus:ring-2 focus:ring-primary/20';

/**
 * From/to day pickers (operator-zone calendar days) with quick presets ending `today`, for the member
 * centre's lists. The value is the caller's; a problem with it is shown by the caller. `testId` names the
 * parts (`<testId>-from`, `<testId>-to`, `<testId>-preset-<preset>`).
 */
export function DayRangeFilter({
  value,
  today,
  presets,
  testId,
  onChange,
}: {
  value: DayRange;
  today: string;
  presets: readonly RangePreset[];
  testId: string;
  onChange: (range: DayRange) => void;
}) {
  const { t } = useTranslation('common');
  const isPreset = (p: RangePreset) => {
    const r = presetRange(p, today);
    return r.from === value.from && r.to === value.to;
  };
  return (
    <div className="flex flex-wrap items-end gap-2" data-testid={testId}>
      <label className="flex flex-col gap-1 text-xs font-semibold text-text-muted">
        {t('dayRange.from')}
        <input
          type="date"
          data-testid={`${testId}-from`}
          className={dateClass}
          value={value.from}
          max={today}
          onChange={(e) => onChange({ ...value, from: e.target.value })}
        />
      </label>
      <label className="flex flex-col gap-1 text-xs font-semibold text-text-muted">
        {t('dayRange.to')}
        <input
          type="date"
          data-testid={`${testId}-to`}
          className={dateClass}
          value={value.to}
          max={today}
          onChange={(e) => onChange({ ...value, to: e.target.value })}
        />
      </label>
      <div className="flex flex-wrap gap-1.5">
        {presets.map((p) => (
          <button
            key={p}
            type="button"
            data-testid={`${testId}-preset-${p}`}
            aria-pressed={isPreset(p)}
            onClick={() => onChange(presetRange(p, today))}
            className="h-10 rounded-lg border border-border px-3 text-sm text-text transition hover:border-primary aria-pressed:border-primary aria-pressed:bg-primary-soft aria-pressed:font-semibold aria-pressed:text-primary motion-reduce:transition-none"
          >
            {t(`dayRange.${p}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
