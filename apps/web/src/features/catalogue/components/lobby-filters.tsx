import type { GameClassify } from '@app/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../shared/format/use-money';
import { type LobbyAction, type LobbyState, MIN_BET_OPTIONS } from '../lib/lobby-state';

const control =
  'h-10 rounded-xl border border-border bg-surface px-3 text-sm text-text focus:border-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary/40';

/**
 * Search by name (sent with the button or Enter; an unchanged term does not search again),
 * classification and minimum bet (all, 0.01, 0.05, 0.1, 0.5, 0.75).
 */
export function LobbyFilters({
  state,
  classifies,
  dispatch,
}: {
  state: LobbyState;
  classifies: readonly GameClassify[];
  dispatch: (action: LobbyAction) => void;
}) {
  const { t } = useTranslation('lobby');
  const money = useFormatMoney();
  const [draft, setDraft] = useState(state.term);
  // A vendor change clears the term: the box follows (adjusting state during render, not in an effect).
  const [lastTerm, setLastTerm] = useState(state.term);
  if (lastTerm !== state.term) {
    setLastTerm(state.term);
    setDraft(state.term);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch({ type: 'search', term: draft });
  };
  return (
    <div className="flex w-full flex-wrap items-center gap-2 lg:w-auto" data-testid="lobby-filters">
      <form onSubmit={submit} className="flex w-full gap-2 sm:w-80">
        <input
          type="search"
          value={draft}
          maxLength={64}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
          data-testid="lobby-search"
          className={`${control} min-w-0 flex-1`}
        />
        <button
          type="submit"
          data-testid="lobby-search-submit"
          className="h-10 shrink-0 rounded-xl bg-primary px-4 font-semibold text-sm text-white hover:bg-primary-strong"
        >
          {t('search.button')}
        </button>
      </form>
      {classifies.length > 0 ? (
        <select
          className={`${control} min-w-0 flex-1 sm:flex-none`}
          aria-label={t('classify.label')}
          data-testid="lobby-classify"
          value={state.classify ?? ''}
          onChange={(e) => dispatch({ type: 'classify', classify: e.target.value || null })}
        >
          <option value="">{t('classify.all')}</option>
          {classifies.map((c) => (
            <option key={c} value={c}>
              {t(`classify.names.${c}`, { defaultValue: c })}
            </option>
          ))}
        </select>
      ) : null}
      <select
        className={`${control} min-w-0 flex-1 sm:flex-none`}
        aria-label={t('minBet.label')}
        data-testid="lobby-min-bet"
        value={state.minBet ?? ''}
        onChange={(e) => dispatch({ type: 'minBet', minBet: e.target.value ? Number(e.target.value) : null })}
      >
        {MIN_BET_OPTIONS.map((v) => (
          <option key={v ?? 'all'} value={v ?? ''}>
            {v === null ? t('minBet.all') : t('minBet.option', { amount: money(v) })}
          </option>
        ))}
      </select>
    </div>
  );
}
