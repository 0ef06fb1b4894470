import type { Round } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { resultClass, resultParity } from '../lib/outcome';
import type { RoundPhase } from '../lib/round-phase';
import { secondsUntil } from '../lib/server-clock';
import { DiceReveal } from './dice-reveal';

const PHASE_TONE: Record<RoundPhase, string> = {
  waiting: 'bg-white/10 text-white/80',
  open: 'bg-emerald-500/20 text-emerald-200',
  locked: 'bg-amber-500/20 text-amber-200',
  drawing: 'bg-violet-500/30 text-violet-100',
  result: 'bg-sky-500/20 text-sky-200',
  voided: 'bg-red-500/20 text-red-200',
};

/**
 * The top of the table: the round number and its state, the countdown (to the close while betting is
 * open, then to the draw), and the dice of the last draw with what they mean.
 */
export function RoundStage({
  current,
  previous,
  phase,
  now,
}: {
  current: Round | null;
  previous: Round | null;
  phase: RoundPhase;
  now: number;
}) {
  const { t } = useTranslation('dice');
  // The dice shown: the current round's once drawn, else the last drawn round's.
  const shown = current?.result ? current : previous;
  const result = shown?.result ?? null;
  const seconds =
    phase === 'open' && current
      ? secondsUntil(current.closesAt, now)
      : phase === 'locked' && current
        ? secondsUntil(current.drawsAt, now)
        : null;
  const resultText = result
    ? t('result.line', {
        seq: shown?.seq,
        dice: result.dice.join(' · '),
        total: result.total,
        kind: t(`result.${resultClass(result)}`),
        parity: t(`result.${resultParity(result)}`),
      })
    : t('result.none');
  return (
    <section aria-label={t('stage.label')} className="flex flex-col items-center gap-3 rounded-2xl bg-black/30 p-4">
      <div className="flex w-full items-center justify-between gap-2">
        <span data-testid="dice-round-seq" className="text-xs font-bold text-white/70">
          {current ? t('round.number', { seq: current.seq }) : ''}
        </span>
        <span
          data-testid="dice-phase"
          data-phase={phase}
          className={`rounded-full px-3 py-1 text-xs font-extrabold ${PHASE_TONE[phase]}`}
        >
          {t(`phase.${phase}`)}
        </span>
      </div>
      <div className="flex items-baseline gap-2" aria-live="off">
        {seconds !== null ? (
          <>
            <span className="text-xs text-white/70">{t(phase === 'open' ? 'stage.closesIn' : 'stage.drawsIn')}</span>
            <span
              data-testid="dice-countdown"
              role="timer"
              aria-label={t('stage.seconds', { count: seconds })}
              className={`text-4xl font-black tabular-nums ${phase === 'open' && seconds <= 5 ? 'text-red-300' : 'text-accent'}`}
            >
              {seconds}
            </span>
          </>
        ) : (
          <span className="text-sm font-bold text-white/70">{t(`stage.${phase}`)}</span>
        )}
      </div>
      <DiceReveal
        dice={result?.dice ?? null}
        revealKey={shown?.id ?? null}
        rolling={phase === 'drawing'}
        label={resultText}
        roundId={shown?.id ?? null}
      />
    </section>
  );
}
