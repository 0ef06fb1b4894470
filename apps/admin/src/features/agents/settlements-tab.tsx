import { agentContractsContract, ContractKinds, type SettlementRecord, SettlementStatuses } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { dateTime, money } from '../../shared/format';
import { type ColumnDef, DataTable } from '../../shared/table/data-table';
import { useListState } from '../../shared/table/list-state';
import { ListToolbar } from '../../shared/table/list-toolbar';
import { useServerCsv } from '../../shared/table/use-server-csv';
import { Button, Field, Select } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';

type Kind = (typeof ContractKinds)[number];
type Status = (typeof SettlementStatuses)[number];

/**
 * Settlement runs' records (dividends, daily, hourly and real-time salaries), awaiting approval first: the
 * figures that produced each amount, and approve (paid by the next run) or reject for the ones that wait.
 */
export function SettlementsTab({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { state, update } = useListState({ pageSize: 50 });
  const [draft, setDraft] = useState<Record<string, string>>(state.filters);
  const f = state.filters;
  const filters = {
    kind: ContractKinds.includes(f.kind as Kind) ? (f.kind as Kind) : undefined,
    status: SettlementStatuses.includes(f.status as Status) ? (f.status as Status) : undefined,
    awaitingApproval:
      f.awaitingApproval === 'true' || f.awaitingApproval === 'false'
        ? (f.awaitingApproval as 'true' | 'false')
        : undefined,
  };
  const query = { ...filters, page: state.page, pageSize: Math.min(state.pageSize, 100) };
  // The server's file of every record matching the filters (not only this page), in the list's order.
  const exportCsv = useServerCsv(agentContractsContract.operatorSettlementsCsv, filters, 'agent-settlements.csv');
  const list = useQuery({
    queryKey: ['agent-settlements', query],
    queryFn: ({ signal }) => call(agentContractsContract.operatorSettlements, { query, signal }),
  });
  const decide = useMutation({
    mutationFn: (v: { id: number; approve: boolean }) =>
      call(agentContractsContract.operatorDecideSettlement, {
        params: { id: String(v.id) },
        body: { approve: v.approve },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['agent-settlements'] }),
  });
  const columns: ColumnDef<SettlementRecord, unknown>[] = [
    { id: 'id', header: '#', cell: ({ row }) => row.original.id },
    { id: 'account', header: t('agents.settlements.account'), cell: ({ row }) => row.original.account },
    {
      id: 'kind',
      header: t('agents.settlements.kind'),
      cell: ({ row }) => t(`agents.contractKinds.${row.original.kind}`),
    },
    { id: 'period', header: t('agents.settlements.period'), cell: ({ row }) => row.original.periodKey },
    {
      id: 'amount',
      header: t('agents.settlements.amount'),
      cell: ({ row }) => <span className="tabular-nums">{money(row.original.amount)}</span>,
    },
    {
      id: 'status',
      header: t('agents.settlements.status'),
      cell: ({ row }) =>
        row.original.awaitingApproval
          ? t('agents.settlements.awaiting')
          : t(`agents.settlements.statuses.${row.original.status}`),
    },
    {
      id: 'figures',
      header: t('agents.settlements.figures'),
      cell: ({ row }) => (
        <code className="block max-w-xs text-xs break-all text-slate-600">{JSON.stringify(row.original.figures)}</code>
      ),
    },
    { id: 'createdAt', header: t('agents.settlements.created'), cell: ({ row }) => dateTime(row.original.createdAt) },
    {
      id: 'actions',
      header: '',
      cell: ({ row }) =>
        canManage && row.original.awaitingApproval ? (
          <div className="flex gap-1">
            <Button onClick={() => decide.mutate({ id: row.original.id, approve: true })} disabled={decide.isPending}>
              {t('agents.settlements.approve')}
            </Button>
            <Button
              variant="danger"
              onClick={() => decide.mutate({ id: row.original.id, approve: false })}
              disabled={decide.isPending}
            >
              {t('agents.settlements.reject')}
            </Button>
          </div>
        ) : null,
    },
  ];
  const select = (name: string, values: readonly string[], label: (v: string) => string) => (
    <Field label={t(`agents.settlements.${name}`)}>
      <Select value={draft[name] ?? ''} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}>
        <option value="">{t('agents.all')}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {label(v)}
          </option>
        ))}
      </Select>
    </Field>
  );
  return (
    <div className="space-y-4">
      <ListToolbar
        screen="agent-settlements"
        state={state}
        onState={update}
        draft={draft}
        onExport={exportCsv.onExport}
        exporting={exportCsv.exporting}
      >
        {select('kind', ContractKinds, (v) => t(`agents.contractKinds.${v}`))}
        {select('status', SettlementStatuses, (v) => t(`agents.settlements.statuses.${v}`))}
        {select('awaitingApproval', ['true', 'false'], (v) => t(`agents.settlements.awaitingValues.${v}`))}
      </ListToolbar>
      <ErrorText error={list.error ?? decide.error ?? exportCsv.error} />
      <DataTable
        columns={columns}
        rows={list.data?.items ?? []}
        total={list.data?.total ?? 0}
        state={state}
        onState={update}
        loading={list.isFetching}
        testId="agent-settlements"
        rowId={(r) => String(r.id)}
      />
    </div>
  );
}
