import { type EndpointQuery, type PlayerPnlRow, PlayerPnlSorts, reportsContract } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, urlOf } from '../../shared/api/client';
import { count, money } from '../../shared/format';
import { downloadCsv } from '../../shared/table/csv';
import { type ColumnDef, DataTable } from '../../shared/table/data-table';
import { listQueryOf, useListState } from '../../shared/table/list-state';
import { ListToolbar } from '../../shared/table/list-toolbar';
import { Card, Field, Input } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { lastDays } from './days';

const MONEY = ['deposits', 'withdrawals', 'turnover', 'wins', 'ggr', 'bonus', 'ngr'] as const;

/** Each player's P&L over a range: server-paged and sorted, filtered by account, exported whole as CSV. */
export function PlayerPnlView() {
  const { t } = useTranslation();
  const defaults = useMemo(() => ({ filters: lastDays(30), sort: 'turnover' }), []);
  const { state, update } = useListState(defaults);
  const [draft, setDraft] = useState<Record<string, string>>(state.filters);
  useEffect(() => setDraft(state.filters), [state.filters]);
  const query = listQueryOf(state) as EndpointQuery<typeof reportsContract.playerPnl>;
  const q = useQuery({
    queryKey: ['player-pnl', query],
    queryFn: ({ signal }) => call(reportsContract.playerPnl, { query, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const { from = '', to = '', account } = state.filters;
  const exportCsv = useMutation({
    mutationFn: () =>
      downloadCsv(
        urlOf(reportsContract.playerPnlCsv, {}, { from, to, account, sort: state.sort, dir: state.dir }),
        `player-pnl-${from}-${to}.csv`,
      ),
  });
  const columns = useMemo<ColumnDef<PlayerPnlRow, unknown>[]>(
    () => [
      { id: 'account', accessorKey: 'account', header: t('reports.col.account') },
      ...MONEY.map(
        (k): ColumnDef<PlayerPnlRow, unknown> => ({
          id: k,
          accessorKey: k,
          header: t(`reports.col.${k}`),
          cell: (c) => {
            const v = c.getValue() as number;
            return <span className={`tabular-nums ${v < 0 ? 'text-red-700' : ''}`}>{money(v)}</span>;
          },
        }),
      ),
      {
        id: 'bets',
        accessorKey: 'bets',
        header: t('reports.col.bets'),
        cell: (c) => <span className="tabular-nums">{count(c.getValue() as number)}</span>,
      },
    ],
    [t],
  );
  return (
    <div className="space-y-4">
      <Card>
        <ListToolbar
          screen="reports-players"
          state={state}
          onState={update}
          draft={draft}
          onExport={() => exportCsv.mutate()}
          exporting={exportCsv.isPending}
        >
          <Field label={t('reports.from')}>
            <Input
              type="date"
              name="from"
              value={draft.from ?? ''}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
          </Field>
          <Field label={t('reports.to')}>
            <Input
              type="date"
              name="to"
              value={draft.to ?? ''}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
          </Field>
          <Field label={t('reports.col.account')}>
            <Input
              name="account"
              value={draft.account ?? ''}
              onChange={(e) => setDraft({ ...draft, account: e.target.value })}
            />
          </Field>
        </ListToolbar>
        <div className="mt-3">
          <ErrorText error={q.error ?? exportCsv.error} />
        </div>
      </Card>
      <Card title={t('reports.tabs.players')}>
        <DataTable
          columns={columns}
          rows={q.data?.items ?? []}
          total={q.data?.total ?? 0}
          state={state}
          onState={update}
          sortable={PlayerPnlSorts}
          loading={q.isFetching}
          testId="player-pnl-table"
          rowId={(r) => String(r.memberId)}
        />
      </Card>
    </div>
  );
}
