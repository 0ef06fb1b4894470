import { backofficePlayersContract as c, type PlayerRow, PlayerSearchFields, PlayerSortColumns } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call, urlOf } from '../../shared/api/client';
import { count, dateTime } from '../../shared/format';
import { downloadCsv } from '../../shared/table/csv';
import { type ColumnDef, DataTable } from '../../shared/table/data-table';
import { type ListState, useListState } from '../../shared/table/list-state';
import { ListToolbar } from '../../shared/table/list-toolbar';
import { Card, Field, Input, PageTitle, Select } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';

type Sort = (typeof PlayerSortColumns)[number];
type SearchField = (typeof PlayerSearchFields)[number];

/** The list's filters as the endpoint's query (unknown values left out: the server would refuse them). */
function filtersOf(s: ListState) {
  const f = s.filters;
  return {
    q: f.q || undefined,
    field: PlayerSearchFields.includes(f.field as SearchField) ? (f.field as SearchField) : undefined,
    status: f.status === 'active' || f.status === 'locked' ? (f.status as 'active' | 'locked') : undefined,
    vip: f.vip !== undefined && f.vip !== '' ? Number(f.vip) : undefined,
    label: f.label || undefined,
    registeredFrom: f.registeredFrom || undefined,
    registeredTo: f.registeredTo || undefined,
    sort: PlayerSortColumns.includes(s.sort as Sort) ? (s.sort as Sort) : undefined,
    dir: s.dir,
  };
}

/** Find a player by anything (account, phone, e-mail, bank account, IP, id), with filters, saved searches, CSV. */
export function PlayersList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, update } = useListState();
  const [draft, setDraft] = useState<Record<string, string>>(state.filters);
  const query = filtersOf(state);
  const list = useQuery({
    queryKey: ['players', 'list', state],
    queryFn: ({ signal }) =>
      call(c.search, { query: { ...query, page: state.page, pageSize: state.pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
  const exportCsv = useMutation({
    mutationFn: () => downloadCsv(urlOf(c.csv, undefined, query), 'players.csv'),
  });
  const columns = useMemo<ColumnDef<PlayerRow, unknown>[]>(
    () => [
      { id: 'id', header: '#', cell: ({ row }) => row.original.id },
      {
        id: 'account',
        header: t('players.col.account'),
        cell: ({ row }) => <span className="font-medium text-brand">{row.original.account}</span>,
      },
      {
        id: 'status',
        header: t('players.col.status'),
        cell: ({ row }) => (
          <span className={row.original.status === 'locked' ? 'font-medium text-red-700' : ''}>
            {t(`players.status.${row.original.status}`)}
          </span>
        ),
      },
      { id: 'mobile', header: t('players.col.mobile'), cell: ({ row }) => row.original.mobile ?? '' },
      { id: 'email', header: t('players.col.email'), cell: ({ row }) => row.original.email ?? '' },
      { id: 'vip', header: t('players.col.vip'), cell: ({ row }) => row.original.vipRank },
      { id: 'labels', header: t('players.col.labels'), cell: ({ row }) => row.original.labels.join(', ') },
      { id: 'createdAt', header: t('players.col.createdAt'), cell: ({ row }) => dateTime(row.original.createdAt) },
      {
        id: 'lastLoginAt',
        header: t('players.col.lastLoginAt'),
        cell: ({ row }) => (row.original.lastLoginAt ? dateTime(row.original.lastLoginAt) : ''),
      },
    ],
    [t],
  );
  const set = (k: string, v: string) => setDraft({ ...draft, [k]: v });
  return (
    <div className="space-y-4">
      <PageTitle>{t('players.title')}</PageTitle>
      <Card>
        <ListToolbar
          screen="players"
          state={state}
          onState={(next) => {
            if (next.filters) setDraft(next.filters);
            update(next);
          }}
          draft={draft}
          onExport={() => exportCsv.mutate()}
          exporting={exportCsv.isPending}
        >
          <Field label={t('players.filter.q')}>
            <Input
              className="w-64"
              data-testid="players-q"
              placeholder={t('players.filter.qHint')}
              value={draft.q ?? ''}
              onChange={(e) => set('q', e.target.value)}
            />
          </Field>
          <Field label={t('players.filter.field')}>
            <Select
              data-testid="players-field"
              value={draft.field ?? 'any'}
              onChange={(e) => set('field', e.target.value)}
            >
              {PlayerSearchFields.map((f) => (
                <option key={f} value={f}>
                  {t(`players.field.${f}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('players.filter.status')}>
            <Select value={draft.status ?? ''} onChange={(e) => set('status', e.target.value)}>
              <option value="">{t('players.any')}</option>
              <option value="active">{t('players.status.active')}</option>
              <option value="locked">{t('players.status.locked')}</option>
            </Select>
          </Field>
          <Field label={t('players.filter.vip')}>
            <Input
              className="w-20"
              type="number"
              min={0}
              max={20}
              value={draft.vip ?? ''}
              onChange={(e) => set('vip', e.target.value)}
            />
          </Field>
          <Field label={t('players.filter.label')}>
            <Input className="w-32" value={draft.label ?? ''} onChange={(e) => set('label', e.target.value)} />
          </Field>
          {(['registeredFrom', 'registeredTo'] as const).map((k) => (
            <Field key={k} label={t(`players.filter.${k}`)}>
              <Input type="date" value={draft[k] ?? ''} onChange={(e) => set(k, e.target.value)} />
            </Field>
          ))}
        </ListToolbar>
        <div className="mt-3">
          <ErrorText error={list.error ?? exportCsv.error} />
        </div>
      </Card>
      <Card>
        {list.data?.totalCapped && (
          <p className="mb-2 text-sm text-slate-600">{t('players.capped', { n: count(list.data.total) })}</p>
        )}
        <DataTable
          testId="players"
          columns={columns}
          rows={list.data?.items ?? []}
          total={list.data?.total ?? 0}
          state={state}
          onState={update}
          sortable={PlayerSortColumns}
          loading={list.isFetching}
          rowId={(p) => String(p.id)}
          onRowClick={(p) => navigate(`/players/${p.id}`)}
        />
      </Card>
    </div>
  );
}
