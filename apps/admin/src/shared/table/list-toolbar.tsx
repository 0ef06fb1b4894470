import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Select } from '../ui/controls';
import { type ListState, writeListState } from './list-state';
import { useSavedSearches } from './saved-searches';

/**
 * Above a list: its filter form (the screen's own fields, applied together), saved searches (this screen's,
 * in this browser) and the CSV export of every matching row.
 */
export function ListToolbar({
  screen,
  state,
  onState,
  draft,
  children,
  onExport,
  exporting,
}: {
  /** Key of the saved searches (the screen's key). */
  screen: string;
  state: ListState;
  onState: (next: Partial<ListState>) => void;
  /** The filter fields being edited (the screen owns their inputs, passed as children). */
  draft: Record<string, string>;
  children: ReactNode;
  onExport?: () => void;
  exporting?: boolean;
}) {
  const { t } = useTranslation();
  const saved = useSavedSearches(screen);
  const [name, setName] = useState('');
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const filters: Record<string, string> = {};
    for (const [k, v] of Object.entries(draft)) if (v.trim() !== '') filters[k] = v.trim();
    onState({ filters });
  };
  const open = (query: string) => {
    const sp = new URLSearchParams(query);
    const filters: Record<string, string> = {};
    for (const [k, v] of sp) if (!['page', 'pageSize', 'sort', 'dir'].includes(k)) filters[k] = v;
    const dir = sp.get('dir');
    onState({ filters, sort: sp.get('sort') ?? undefined, dir: dir === 'asc' ? 'asc' : 'desc' });
  };
  return (
    <div className="space-y-3">
      <form onSubmit={apply} className="flex flex-wrap items-end gap-3">
        {children}
        <Button type="submit">{t('table.apply')}</Button>
        <Button variant="ghost" onClick={() => onState({ filters: {} })}>
          {t('table.clear')}
        </Button>
      </form>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {saved.items.length > 0 && (
          <Select
            aria-label={t('table.savedSearches')}
            value=""
            onChange={(e) => {
              const s = saved.items.find((x) => x.name === e.target.value);
              if (s) open(s.query);
            }}
          >
            <option value="">{t('table.savedSearches')}</option>
            {saved.items.map((s) => (
              <option key={s.name} value={s.name}>
                {s.name}
              </option>
            ))}
          </Select>
        )}
        <Input
          aria-label={t('table.searchName')}
          placeholder={t('table.searchName')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          className="w-44"
        />
        <Button
          variant="ghost"
          disabled={name.trim() === ''}
          onClick={() => {
            const q = writeListState({ ...state, page: 1 });
            q.delete('page');
            saved.save(name.trim(), q.toString());
            setName('');
          }}
        >
          {t('table.saveSearch')}
        </Button>
        {saved.items.length > 0 && (
          <Select
            aria-label={t('table.removeSearch')}
            value=""
            onChange={(e) => e.target.value && saved.remove(e.target.value)}
          >
            <option value="">{t('table.removeSearch')}</option>
            {saved.items.map((s) => (
              <option key={s.name} value={s.name}>
                {s.name}
              </option>
            ))}
          </Select>
        )}
        {onExport && (
          <Button variant="ghost" className="ml-auto" onClick={onExport} disabled={exporting}>
            {t('table.exportCsv')}
          </Button>
        )}
      </div>
    </div>
  );
}
