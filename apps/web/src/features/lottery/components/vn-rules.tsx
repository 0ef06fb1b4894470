import { isValidOddsTable } from '@app/games';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/load-error';
import { Skeleton } from '../../../shared/ui/skeleton';
import { gameQueryOptions } from '../api/game.api';
import { RulesView } from './rules-view';

/** One game of each layout whose odds the rules show (the operator's tables, default prize mode). */
const RULES_GAME = { north: 'vn-mb', south: 'vn-mn-hcm' } as const;

/** How to play, for the North and for the South/Central layout: every bet type's cost, what wins, odds. */
export function VnRules() {
  const { t } = useTranslation('lottery');
  const [layout, setLayout] = useState<'north' | 'south'>('north');
  const game = useQuery(gameQueryOptions(RULES_GAME[layout]));
  const table = game.data?.odds[game.data.defaultMode];
  return (
    <section
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-3 sm:p-5"
      data-testid="vn-rules"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-extrabold">{t('rules.title')}</h2>
        <fieldset className="flex min-w-0 gap-1.5">
          <legend className="sr-only">{t('rules.layout')}</legend>
          {(['north', 'south'] as const).map((l) => (
            <button
              key={l}
              type="button"
              aria-pressed={layout === l}
              onClick={() => setLayout(l)}
              className={`rounded-lg px-3 py-1 text-xs font-bold ${layout === l ? 'bg-primary text-white' : 'bg-surface-2'}`}
            >
              {t(`rules.layouts.${l}`)}
            </button>
          ))}
        </fieldset>
      </div>
      {game.isError ? (
        <LoadError error={game.error} onRetry={() => void game.refetch()} />
      ) : table && isValidOddsTable(table) ? (
        <RulesView region={layout} table={table} />
      ) : (
        <Skeleton className="h-72" />
      )}
    </section>
  );
}
