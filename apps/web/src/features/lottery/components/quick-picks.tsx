import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuickPick } from '../lib/quick-picks';

interface Props {
  digits: number;
  /** How many numbers "random" picks (the kind's minimum, at least one). */
  randomCount: number;
  /** Whether the page-wide picks make sense (false when the kind takes a fixed small count). */
  bulk: boolean;
  onPick: (p: QuickPick) => void;
}

const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** Quick picks: big, small, odd, even, all, by head or tail digit, random, clear. */
export function QuickPicks({ digits, randomCount, bulk, onPick }: Props) {
  const { t } = useTranslation('lottery');
  const [by, setBy] = useState<'head' | 'tail'>(digits === 1 ? 'tail' : 'head');
  const btn = 'rounded-lg bg-surface-2 px-2.5 py-1 text-xs font-bold text-text hover:bg-primary-soft';
  return (
    <div className="flex min-w-0 flex-col gap-1.5" data-testid="lottery-quick-picks">
      <div className="flex flex-wrap gap-1.5">
        {bulk &&
          (['all', 'big', 'small', 'odd', 'even'] as const).map((type) => (
            <button
              key={type}
              type="button"
              className={btn}
              data-testid={`lottery-pick-${type}`}
              onClick={() => onPick({ type })}
            >
              {t(`picks.${type}`)}
            </button>
          ))}
        <button
          type="button"
          className={btn}
          data-testid="lottery-pick-random"
          onClick={() => onPick({ type: 'random', count: randomCount })}
        >
          {t('picks.random', { count: randomCount })}
        </button>
        <button
          type="button"
          className={btn}
          data-testid="lottery-pick-clear"
          onClick={() => onPick({ type: 'clear' })}
        >
          {t('picks.clear')}
        </button>
      </div>
      {bulk && (
        <div className="flex flex-wrap items-center gap-1">
          {digits > 1 && (
            <select
              aria-label={t('picks.by')}
              value={by}
              onChange={(e) => setBy(e.currentTarget.value === 'tail' ? 'tail' : 'head')}
              className="rounded-md border border-border bg-surface px-1.5 py-1 text-xs"
            >
              <option value="head">{t('picks.head')}</option>
              <option value="tail">{t('picks.tail')}</option>
            </select>
          )}
          {DIGITS.map((d) => (
            <button
              key={d}
              type="button"
              aria-label={t(by === 'head' ? 'picks.headDigit' : 'picks.tailDigit', { digit: d })}
              onClick={() => onPick({ type: by, digit: d })}
              className="tabular size-7 rounded-md border border-border text-xs font-bold hover:border-primary"
            >
              {d}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
