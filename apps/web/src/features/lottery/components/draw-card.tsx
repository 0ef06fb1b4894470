import type { LotteryDrawDetail, LotteryDrawResult } from '@app/contracts';
import { type LotteryResult, validateLotteryResult } from '@app/games';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/date';
import { useLanguage } from '../../../shared/i18n/use-language';
import { LiveDraw } from './live-draw';
import { LotoTables } from './loto-tables';
import { ResultsBoard } from './results-board';
import { VerifyDraw } from './verify-draw';

/** A result checked against its layout (the board never shows a malformed one), or null. */
export function resultOf(raw: unknown): LotteryResult | null {
  const v = validateLotteryResult(raw);
  return v.ok ? v.result : null;
}

/**
 * One draw's results board with its lô tô tables; "demo" said plainly when the demo generator made it;
 * `liveFrom` (device ms) reveals it number by number in the real order instead.
 */
export function DrawCard({
  draw,
  liveFrom,
  mark,
}: {
  draw: LotteryDrawResult | LotteryDrawDetail;
  liveFrom?: number | null;
  mark?: ReadonlySet<string>;
}) {
  const { t } = useTranslation('lottery');
  const { language } = useLanguage();
  const result = resultOf(draw.result);
  return (
    <article
      className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-3 sm:p-4"
      data-testid="lottery-draw"
      data-draw={draw.drawId}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-extrabold">
          {draw.gameName}
          {draw.station ? ` · ${draw.station}` : ''} · {formatDate(`${draw.drawDate}T12:00:00+07:00`, language)}
          <span className="tabular ml-2 text-xs font-semibold text-text-muted">#{draw.drawNo}</span>
        </h3>
        <span className="flex items-center gap-2">
          {draw.demo && (
            <span
              className="rounded-full bg-accent/25 px-2 py-0.5 text-xs font-bold"
              data-testid="lottery-demo-label"
              title={t('demo.explain')}
            >
              {t('demo.label')}
            </span>
          )}
        </span>
      </header>
      {draw.state === 'voided' ? (
        <p className="text-sm text-text-muted">{t('results.voided')}</p>
      ) : !result ? (
        <p className="text-sm text-text-muted">{t('results.waiting')}</p>
      ) : liveFrom ? (
        <LiveDraw result={result} startedAt={liveFrom} mark={mark} />
      ) : (
        <>
          <ResultsBoard region={result.region} prizes={result.prizes} mark={mark} />
          <details className="text-sm">
            <summary className="cursor-pointer font-bold text-primary">{t('loto.title')}</summary>
            <div className="mt-2">
              <LotoTables result={result} />
            </div>
          </details>
        </>
      )}
      {draw.demo && <p className="text-xs text-text-muted">{t('demo.explain')}</p>}
      {result && 'fairness' in draw && draw.fairness?.serverSeed && (
        <VerifyDraw result={result} seeds={{ ...draw.fairness, serverSeed: draw.fairness.serverSeed }} />
      )}
    </article>
  );
}
