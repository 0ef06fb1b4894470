import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HISTORY_CATEGORIES, type HistoryFilters, rangeError, vendorsForCategory } from '../lib/history-filters';

interface VendorOption {
  code: string;
  name: string;
  gameTypes: readonly string[];
}

const field =
  'h-10 w-full rounded-xl border border-border bg-surface px-3 text-sm text-text focus:border-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary/40';

/**
 * Category, vendor and day range of the betting history. Edits stay in a draft until the search
 * button; a reversed or missing range is refused with a message and nothing is fetched.
 */
export function HistoryFilterBar({
  initial,
  vendors,
  onApply,
}: {
  initial: HistoryFilters;
  vendors: readonly VendorOption[];
  onApply: (filters: HistoryFilters) => void;
}) {
  const { t } = useTranslation('bettingHistory');
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<'missing' | 'order' | null>(null);
  const options = vendorsForCategory(vendors, draft.category);
  const set = (patch: Partial<HistoryFilters>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = rangeError(draft);
    setError(problem);
    if (!problem) onApply(draft);
  };

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" data-testid="bets-filters" noValidate>
      <label className="flex flex-col gap-1 text-text-muted text-xs">
        {t('filters.category')}
        <select
          className={field}
          value={draft.category}
          data-testid="bets-category"
          // A vendor outside the new category would filter everything out.
          onChange={(e) => set({ category: e.target.value, vendor: '' })}
        >
          <option value="">{t('filters.allCategories')}</option>
          {HISTORY_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`categories.${c}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-text-muted text-xs">
        {t('filters.vendor')}
        <select
          className={field}
          value={draft.vendor}
          data-testid="bets-vendor"
          onChange={(e) => set({ vendor: e.target.value })}
        >
          <option value="">{t('filters.allVendors')}</option>
          {options.map((v) => (
            <option key={v.code} value={v.code}>
              {v.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-text-muted text-xs">
        {t('filters.from')}
        <input
          type="date"
          className={field}
          value={draft.from}
          max={draft.to || undefined}
          data-testid="bets-from"
          onChange={(e) => set({ from: e.target.value })}
        />
      </label>
      <label className="flex flex-col gap-1 text-text-muted text-xs">
        {t('filters.to')}
        <input
          type="date"
          className={field}
          value={draft.to}
          min={draft.from || undefined}
          data-testid="bets-to"
          onChange={(e) => set({ to: e.target.value })}
        />
      </label>
      <div className="flex flex-col justify-end">
        <button
          type="submit"
          data-testid="bets-search"
          className="h-10 rounded-xl bg-primary px-5 font-bold text-sm text-white hover:bg-primary-strong focus-visible:outline-2 focus-visible:outline-accent"
        >
          {t('filters.search')}
        </button>
      </div>
      {error ? (
        <p role="alert" data-testid="bets-range-error" className="text-danger text-sm sm:col-span-2 lg:col-span-5">
          {t(`filters.rangeError.${error}`)}
        </p>
      ) : null}
    </form>
  );
}
