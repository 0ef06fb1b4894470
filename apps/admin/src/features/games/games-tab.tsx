import { backofficeGamesContract as c, type OperatorGame, OperatorGameSorts } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { money } from '../../shared/format';
import { type ColumnDef, DataTable } from '../../shared/table/data-table';
import { useListState } from '../../shared/table/list-state';
import { ListToolbar } from '../../shared/table/list-toolbar';
import { Button, Card, Field, Input, Select } from '../../shared/ui/controls';
import { DetailPanel } from '../../shared/ui/detail-panel';
import { ErrorText } from '../../shared/ui/error-text';

type Sort = (typeof OperatorGameSorts)[number];
/** The game's name in the operator's language, else Vietnamese. */
const nameOf = (g: OperatorGame, lang: string) => g.names[lang] ?? g.names.vi ?? g.nodeId;

type Patch = { enabled?: boolean; isHot?: boolean; sort?: number; imageUrl?: string | null };

/** The game list, enabled or not: filters, server paging and sorting; enable and hot inline, order and image below. */
export function GamesTab({ canManage }: { canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const { state, update } = useListState({ sort: 'sort', dir: 'asc' });
  const [draft, setDraft] = useState<Record<string, string>>(state.filters);
  const [selected, setSelected] = useState<string | null>(null);
  const f = state.filters;
  const query = {
    vendor: f.vendor || undefined,
    gameType: f.gameType || undefined,
    q: f.q || undefined,
    enabled: f.enabled === '1' || f.enabled === '0' ? f.enabled : undefined,
    sort: OperatorGameSorts.includes(state.sort as Sort) ? (state.sort as Sort) : undefined,
    dir: state.dir,
    page: state.page,
    pageSize: state.pageSize,
  } as const;
  const list = useQuery({
    queryKey: ['games', 'list', query],
    queryFn: ({ signal }) => call(c.games, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const vendors = useQuery({ queryKey: ['games', 'vendors'], queryFn: ({ signal }) => call(c.vendors, { signal }) });
  const save = useMutation({
    mutationFn: (v: { nodeId: string; patch: Patch }) =>
      call(c.putGame, { params: { nodeId: v.nodeId }, body: v.patch }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['games', 'list'] }),
  });
  const lang = i18n.language;
  const columns = useMemo<ColumnDef<OperatorGame, unknown>[]>(
    () => [
      {
        id: 'nodeId',
        header: t('games.list.nodeId'),
        cell: ({ row }) => <span className="font-mono text-xs">{row.original.nodeId}</span>,
      },
      { id: 'name', header: t('games.list.name'), cell: ({ row }) => nameOf(row.original, lang) },
      { id: 'vendor', header: t('games.list.vendor'), cell: ({ row }) => row.original.vendor },
      {
        id: 'category',
        header: t('games.list.category'),
        cell: ({ row }) => `${row.original.gameType} · ${row.original.gameClassify}`,
      },
      { id: 'minBet', header: t('games.list.minBet'), cell: ({ row }) => money(row.original.minBet) },
      {
        id: 'enabled',
        header: t('games.enabled'),
        cell: ({ row }) => (
          <input
            type="checkbox"
            aria-label={`${t('games.enabled')} ${row.original.nodeId}`}
            checked={row.original.enabled}
            disabled={!canManage || save.isPending}
            onClick={(e) => e.stopPropagation()}
            onChange={(e) => save.mutate({ nodeId: row.original.nodeId, patch: { enabled: e.target.checked } })}
          />
        ),
      },
      {
        id: 'hot',
        header: t('games.hot'),
        cell: ({ row }) => (
          <input
            type="checkbox"
            aria-label={`${t('games.hot')} ${row.original.nodeId}`}
            checked={row.original.isHot}
            disabled={!canManage || save.isPending}
            onClick={(e) => e.stopPropagation()}
            onChange={(e) => save.mutate({ nodeId: row.original.nodeId, patch: { isHot: e.target.checked } })}
          />
        ),
      },
      { id: 'popularity', header: t('games.list.popularity'), cell: ({ row }) => row.original.popularity },
      { id: 'sort', header: t('games.sort'), cell: ({ row }) => row.original.sort },
    ],
    [t, lang, canManage, save.isPending, save.mutate],
  );
  const current = list.data?.items.find((g) => g.nodeId === selected) ?? null;
  return (
    <div className="space-y-4">
      <Card>
        <ListToolbar
          screen="games-list"
          state={state}
          onState={(next) => {
            if (next.filters) setDraft(next.filters);
            update(next);
          }}
          draft={draft}
        >
          <Field label={t('games.list.vendor')}>
            <Select value={draft.vendor ?? ''} onChange={(e) => setDraft({ ...draft, vendor: e.target.value })}>
              <option value="">{t('games.any')}</option>
              {vendors.data?.items.map((v) => (
                <option key={v.code} value={v.code}>
                  {v.code}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('games.list.category')}>
            <Input
              className="w-28"
              value={draft.gameType ?? ''}
              onChange={(e) => setDraft({ ...draft, gameType: e.target.value })}
            />
          </Field>
          <Field label={t('games.list.search')}>
            <Input className="w-56" value={draft.q ?? ''} onChange={(e) => setDraft({ ...draft, q: e.target.value })} />
          </Field>
          <Field label={t('games.enabled')}>
            <Select value={draft.enabled ?? ''} onChange={(e) => setDraft({ ...draft, enabled: e.target.value })}>
              <option value="">{t('games.any')}</option>
              <option value="1">{t('games.yes')}</option>
              <option value="0">{t('games.no')}</option>
            </Select>
          </Field>
        </ListToolbar>
        <div className="mt-3">
          <ErrorText error={list.error ?? save.error} />
        </div>
      </Card>
      <Card>
        <DataTable
          testId="games"
          columns={columns}
          rows={list.data?.items ?? []}
          total={list.data?.total ?? 0}
          state={state}
          onState={update}
          sortable={OperatorGameSorts}
          loading={list.isFetching}
          rowId={(g) => g.nodeId}
          onRowClick={(g) => setSelected(g.nodeId)}
        />
      </Card>
      {current && canManage && (
        <GameEditor key={current.nodeId} g={current} title={nameOf(current, lang)} onClose={() => setSelected(null)} />
      )}
    </div>
  );
}

/** Order and image of one game (an empty image: the generated art with its name). */
function GameEditor({ g, title, onClose }: { g: OperatorGame; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [sort, setSort] = useState(String(g.sort));
  const [image, setImage] = useState(g.imageUrl ?? '');
  const [badSort, setBadSort] = useState(false);
  const save = useMutation({
    mutationFn: (patch: Patch) => call(c.putGame, { params: { nodeId: g.nodeId }, body: patch }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['games', 'list'] }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(sort);
    if (!Number.isInteger(n)) return setBadSort(true);
    save.mutate({ sort: n, imageUrl: image.trim() === '' ? null : image.trim() });
  };
  return (
    <DetailPanel title={`${title} (${g.nodeId})`} onClose={onClose}>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3" data-testid="game-editor">
        {g.imageUrl && <img src={g.imageUrl} alt="" className="h-16 w-16 rounded object-cover" />}
        <Field label={t('games.sort')}>
          <Input
            className="w-24"
            inputMode="numeric"
            value={sort}
            onChange={(e) => {
              setSort(e.target.value);
              setBadSort(false);
            }}
          />
        </Field>
        <Field label={t('games.list.image')}>
          <Input className="w-96" placeholder="https://…" value={image} onChange={(e) => setImage(e.target.value)} />
        </Field>
        <Button type="submit" disabled={save.isPending}>
          {t('games.save')}
        </Button>
        {save.isSuccess && <span className="text-sm text-emerald-700">{t('games.saved')}</span>}
      </form>
      {badSort && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('games.sortInvalid')}
        </p>
      )}
      <div className="mt-2">
        <ErrorText error={save.error} />
      </div>
    </DetailPanel>
  );
}
