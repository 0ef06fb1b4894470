import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  agentPresetRange,
  agentRangeProblem,
  type DayRange,
  MAX_RANGE_DAYS,
  RANGE_PRESETS,
  type RangeProblem,
} from './date-range';

/**
 * Date-range filter of a list page: preset chips (operator's time zone) and two day fields. A typed
 * range is checked here first (clear message, nothing asked); the server checks it again.
 */
export function RangeBar({ value, onChange, now }: { value: DayRange; onChange: (r: DayRange) => void; now: Date }) {
  const { t } = useTranslation('agent');
  const [draft, setDraft] = useState<DayRange>(value);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const apply = (r: DayRange) => {
    setDraft(r);
    const p = agentRangeProblem(r, now);
    setProblem(p);
    if (!p) onChange(r);
  };
  return (
    <div data-testid="agent-range" className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-1.5">
        {RANGE_PRESETS.map((p) => {
          const r = agentPresetRange(p, now);
          const active = r.from === value.from && r.to === value.to;
          return (
            <button
              key={p}
              type="button"
              data-testid={`agent-range-${p}`}
              aria-pressed={active}
              onClick={() => apply(r)}
              className={`h-8 rounded-full px-3 text-xs font-semibold ${
                active ? 'bg-primary text-white' : 'bg-surface-2 text-text hover:bg-primary-soft hover:text-primary'
              }`}
            >
              {t(`common:dayRange.${p}`)}
            </button>
          );
        })}
      </div>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          apply(draft);
        }}
      >
        <label className="flex flex-col text-xs text-text-muted">
          {t('common:dayRange.from')}
          <input
            type="date"
            data-testid="agent-range-from"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            className="h-9 rounded-lg border border-border bg-surface px-2 text-sm text-text"
          />
        </label>
        <label className="flex flex-col text-xs text-text-muted">
          {t('common:dayRange.to')}
          <input
            type="date"
            data-testid="agent-range-to"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            className="h-9 rounded-lg border border-border bg-surface px-2 text-sm text-text"
          />
        </label>
        <button
          type="submit"
          className="h-9 rounded-lg bg-primary px-4 text-sm font-bold text-white hover:bg-primary-strong"
        >
          {t('kit.range.apply')}
        </button>
      </form>
      {problem ? (
        <p role="alert" data-testid="agent-range-problem" className="text-xs text-danger">
          {t(`common:dayRange.${problem}`, { max: MAX_RANGE_DAYS })}
        </p>
      ) : null}
    </div>
  );
}
