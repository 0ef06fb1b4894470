import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resultsQueryOptions } from '../api/results.api';
import { beadColumns, resultClass } from '../lib/outcome';
import { diceVerifyLink } from '../lib/verify-link';

const TONE = {
  big: 'bg-rose-600 text-white',
  small: 'bg-sky-600 text-white',
  triple: 'bg-emerald-600 text-white',
} as const;

/** The last 50 results as a bead plate: one bead per round (total; red Tài, blue Xỉu, green triple), each a link to verify it. */
export function BeadRoad() {
  const { t } = useTranslation('dice');
  const q = useQuery(resultsQueryOptions());
  const items = q.data?.items ?? [];
  const counts = { big: 0, small: 0, triple: 0 };
  for (const it of items) counts[resultClass(it.result)]++;
  return (
    <section
      aria-labelledby="dice-road-title"
      data-testid="dice-road"
      className="flex flex-col gap-2 rounded-2xl bg-black/25 p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="dice-road-title" className="text-sm font-extrabold">
          {t('road.title')}
        </h2>
        <p className="flex gap-2 text-[11px] font-bold">
          <span className="text-rose-300">{t('road.countBig', { count: counts.big })}</span>
          <span className="text-sky-300">{t('road.countSmall', { count: counts.small })}</span>
          <span className="text-emerald-300">{t('road.countTriple', { count: counts.triple })}</span>
        </p>
      </div>
      {q.isPending ? (
        <div className="h-40 animate-pulse rounded-xl bg-white/5" />
      ) : items.length === 0 ? (
        <p className="text-xs text-white/60">{t('road.empty')}</p>
      ) : (
        <div className="overflow-x-auto pb-1">
          <div className="flex gap-1">
            {beadColumns(items).map((col) => (
              <div key={col[0]?.roundId} className="flex flex-col gap-1">
                {col.map((it) => {
                  const cls = resultClass(it.result);
                  return (
                    <Link
                      key={it.roundId}
                      to={diceVerifyLink(it.roundId)}
                      data-testid="dice-bead"
                      data-round-id={it.roundId}
                      aria-label={t('road.bead', {
                        seq: it.seq,
                        dice: it.result.dice.join('-'),
                        total: it.result.total,
                        kind: t(`result.${cls}`),
                      })}
                      className={`grid size-7 place-items-center rounded-full text-[11px] font-black tabular-nums focus-visible:outline-2 focus-visible:outline-accent ${TONE[cls]}`}
                    >
                      {it.result.total}
                    </Link>
                  );
                })}
              </div>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
