import { type UseMutationResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { dateTime } from '../../shared/format';
import { Button, Card, Field, Select } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';

/** What every edited-in-place content item has (a banner, a notice). */
export interface ContentItem {
  id: number;
  enabled: boolean;
  title: { vi: string; en: string };
  startTime: string;
  endTime: string | null;
}

/** An item's title in both languages, the English one greyed. */
export function BothTitles({ title }: { title: { vi: string; en: string } }) {
  return (
    <>
      <div>{title.vi}</div>
      <div className="text-slate-500">{title.en}</div>
    </>
  );
}

/** One column of the list: its heading and a row's cell. */
export interface Column<T> {
  head: string;
  cell: (item: T, index: number) => ReactNode;
}

/**
 * The state of one content list (banners of a group, notices of a type): the kind picked in the address, the
 * item open in the editor ('new' for a new one), the list, its save and its row actions. Every call refreshes
 * `['content', scope]` and closes the editor.
 */
export function useContentList<T extends ContentItem, I>({
  scope,
  param,
  kinds,
  fallback,
  read,
  save,
  setEnabled,
  remove,
}: {
  scope: string;
  /** The address parameter that holds the kind ("group", "type"). */
  param: string;
  kinds: readonly string[];
  fallback: string;
  read: (kind: string, signal: AbortSignal) => Promise<{ items: T[] }>;
  save: (input: I, item: T | undefined) => Promise<unknown>;
  setEnabled: (item: T, enabled: boolean) => Promise<unknown>;
  remove: (item: T) => Promise<unknown>;
}) {
  const [params, setParams] = useSearchParams();
  const asked = params.get(param);
  const kind = asked && kinds.includes(asked) ? asked : fallback;
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const qc = useQueryClient();
  const list = useQuery({ queryKey: ['content', scope, kind], queryFn: ({ signal }) => read(kind, signal) });
  const done = () => {
    setEditing(null);
    void qc.invalidateQueries({ queryKey: ['content', scope] });
  };
  const saveMutation = useMutation({
    mutationFn: (input: I) => save(input, editing && editing !== 'new' ? editing : undefined),
    onSuccess: done,
  });
  /** A row action (enable/disable, delete, a move): any call, then the list again. */
  const act = useMutation({ mutationFn: (run: () => Promise<unknown>) => run(), onSuccess: done });
  const open = (item: T | 'new') => {
    saveMutation.reset();
    setEditing(item);
  };
  const pick = (next: string) => {
    setEditing(null);
    setParams({ [param]: next });
  };
  return {
    kind,
    pick,
    items: list.data?.items ?? [],
    list,
    editing,
    open,
    close: () => setEditing(null),
    save: saveMutation,
    act,
    toggle: (item: T) => act.mutate(() => setEnabled(item, !item.enabled)),
    remove: (item: T) => act.mutate(() => remove(item)),
  };
}

export type ContentList<T extends ContentItem, I> = ReturnType<typeof useContentList<T, I>>;

/**
 * A content list's screen: the kind picker and the create button, the editor (`editor`, keyed by the item so
 * it starts afresh), then the table of items with edit, enable/disable and delete on each row for an editor.
 */
export function ContentListView<T extends ContentItem, I>({
  state,
  canEdit,
  picker,
  createLabel,
  editor,
  columns,
  testId,
  rowTestId,
}: {
  state: ContentList<T, I>;
  canEdit: boolean;
  picker: { label: string; name: string; kinds: readonly string[]; optionLabel: (kind: string) => string };
  createLabel: string;
  editor: (item: T | undefined, save: UseMutationResult<unknown, Error, I>) => ReactNode;
  columns: readonly Column<T>[];
  testId: string;
  rowTestId: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const { items, editing, act } = state;
  const all: readonly Column<T>[] = [
    ...columns,
    {
      head: t('content.fields.window'),
      cell: (x) => (
        <span className="text-xs">
          {dateTime(x.startTime)}
          <br />
          {x.endTime ? dateTime(x.endTime) : t('content.noEnd')}
        </span>
      ),
    },
    { head: t('content.fields.enabled'), cell: (x) => (x.enabled ? t('content.on') : t('content.off')) },
  ];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <Field label={picker.label}>
          <Select name={picker.name} value={state.kind} onChange={(e) => state.pick(e.target.value)}>
            {picker.kinds.map((k) => (
              <option key={k} value={k}>
                {picker.optionLabel(k)}
              </option>
            ))}
          </Select>
        </Field>
        {canEdit && editing === null && <Button onClick={() => state.open('new')}>{createLabel}</Button>}
      </div>
      {editing !== null && (
        <div key={editing === 'new' ? 'new' : editing.id}>
          {editor(editing === 'new' ? undefined : editing, state.save)}
        </div>
      )}
      <ErrorText error={state.list.error ?? act.error} />
      <Card>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid={testId}>
            <thead className="border-b text-slate-500">
              <tr>
                {all.map((c) => (
                  <th key={c.head} className="py-2 pr-3">
                    {c.head}
                  </th>
                ))}
                {canEdit && <th className="py-2" />}
              </tr>
            </thead>
            <tbody>
              {items.map((x, i) => (
                <tr key={x.id} data-testid={rowTestId} className="border-b align-middle last:border-0">
                  {all.map((c) => (
                    <td key={c.head} className="py-2 pr-3">
                      {c.cell(x, i)}
                    </td>
                  ))}
                  {canEdit && (
                    <td className="py-2">
                      <div className="flex flex-wrap gap-1">
                        <Button variant="ghost" onClick={() => state.open(x)}>
                          {t('content.edit')}
                        </Button>
                        <Button variant="ghost" disabled={act.isPending} onClick={() => state.toggle(x)}>
                          {x.enabled ? t('content.disable') : t('content.enable')}
                        </Button>
                        <Button
                          variant="danger"
                          disabled={act.isPending}
                          onClick={() => {
                            if (window.confirm(t('content.confirmDelete', { title: x.title[lang] }))) state.remove(x);
                          }}
                        >
                          {t('content.delete')}
                        </Button>
                      </div>
                    </td>
                  )}
                </tr>
              ))}
              {items.length === 0 && !state.list.isLoading && (
                <tr>
                  <td colSpan={all.length + 1} className="py-6 text-center text-slate-500">
                    {t('content.empty')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </Card>
    </div>
  );
}
