import { type LotteryResult, numberCount } from '@app/games';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { partialBoard, REVEAL_STEP_MS, REVEAL_STEP_REDUCED_MS, revealedCount } from '../lib/reveal';
import { ResultsBoard } from './results-board';

/**
 * The live draw: the board fills number by number in the real draw order (South/Central from the 8th
 * prize up; North with the special last), one every REVEAL_STEP_MS from `startedAt` (device time).
 */
export function LiveDraw({
  result,
  startedAt,
  mark,
}: {
  result: LotteryResult;
  startedAt: number;
  mark?: ReadonlySet<string>;
}) {
  const { t } = useTranslation('lottery');
  const total = numberCount(result.region);
  const [now, setNow] = useState(() => Date.now());
  const [step] = useState(() =>
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? REVEAL_STEP_REDUCED_MS : REVEAL_STEP_MS,
  );
  const shown = revealedCount(total, startedAt, now, step);
  useEffect(() => {
    if (shown >= total) return;
    const id = window.setInterval(() => setNow(Date.now()), step / 3);
    return () => window.clearInterval(id);
  }, [shown, total, step]);
  const board = partialBoard(result, shown);
  return (
    <div className="flex flex-col gap-2" data-testid="lottery-live" data-done={shown >= total || undefined}>
      <p className="text-sm font-bold" aria-live="polite">
        {shown >= total ? t('live.done') : t('live.drawing', { shown, total })}
      </p>
      <ResultsBoard
        region={result.region}
        prizes={board.prizes}
        last={shown >= total ? null : board.last}
        mark={mark}
      />
    </div>
  );
}
