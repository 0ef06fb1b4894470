import { type OperatorRedemption, pointsContract } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { count, dateTime, money } from '../../shared/format';
import { type ColumnDef, DataTable } from '../../shared/table/data-table';
import { useListState } from '../../shared/table/list-state';
import { ListToolbar } from '../../shared/table/list-toolbar';
import { Button, Card, Field, Input, Select } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';

/** Redeems of the points mall (processing first): complete, or reject with a reason (the points go back once). */
export function Redemptions({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { state, update } = useListState({ filters: { status: 'processing' } });
  const [draft, setDraft] = useState<Record<string, string>>(state.filters);
  const [reason, setReason] = useState<Record<number, string>>({});
  const status = state.filters.status as OperatorRedemption['status'] | undefined;
  const query = {
    page: String(state.page),
    pageSize: String(Math.min(state.pageSize, 100)),
    ...(status ? { status } : {}),
  };
  const list = useQuery({
    queryKey: ['points-redemptions', query],
    queryFn: ({ signal }) => call(pointsContract.operatorRedemptions, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const decide = useMutation({
    mutationFn: (v: { id: number; decision: 'complete' | 'reject'; reason?: string }) =>
      call(pointsContract.operatorDecide, {
        params: { id: String(v.id) },
        body: { decision: v.decision, reason: v.reason },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['points-redemptions'] }),
  });
  const columns = useMemo<ColumnDef<OperatorRedemption, unknown>[]>(
    () => [
      { id: 'txnNo', header: t('points.txnNo'), accessorKey: 'txnNo' },
      { id: 'account', header: t('points.account'), accessorKey: 'account' },
      {
        id: 'product',
        header: t('points.product'),
        cell: (x) => `${x.row.original.productName} × ${x.row.original.quantity}`,
      },
      { id: 'points', header: t('points.points'), cell: (x) => count(x.row.original.points) },
      { id: 'amount', header: t('points.amount'), cell: (x) => money(x.row.original.amount) },
      {
        id: 'address',
        header: t('points.address'),
        cell: (x) => {
          const a = x.row.original.address;
          return a ? `${a.name} · ${a.phone} · ${a.address}` : '';
        },
      },
      { id: 'status', header: t('points.status'), cell: (x) => t(`points.statuses.${x.row.original.status}`) },
      { id: 'createdAt', header: t('points.at'), cell: (x) => dateTime(x.row.original.createdAt) },
      {
        id: 'actions',
        header: '',
        cell: (x) => {
          const r = x.row.original;
          if (!canManage || r.status !== 'processing') return r.reason ?? '';
          return (
            <div className="flex flex-col gap-1">
              <Button onClick={() => decide.mutate({ id: r.id, decision: 'complete' })} disabled={decide.isPending}>
                {t('points.complete')}
              </Button>
              <div className="flex gap-1">
                <Input
                  className="w-36"
                  aria-label={t('points.reason')}
                  placeholder={t('points.reason')}
                  value={reason[r.id] ?? ''}
                  onChange={(e) => setReason((s) => ({ ...s, [r.id]: e.target.value }))}
                />
                <Button
                  variant="danger"
                  disabled={decide.isPending || !(reason[r.id] ?? '').trim()}
                  onClick={() => decide.mutate({ id: r.id, decision: 'reject', reason: reason[r.id]?.trim() })}
                >
                  {t('points.reject')}
                </Button>
              </div>
            </div>
          );
        },
      },
    ],
    [t, canManage, decide, reason],
  );
  return (
    <Card>
      <ListToolbar screen="points-redemptions" state={state} onState={update} draft={draft}>
        <Field label={t('points.status')}>
          <Select value={draft.status ?? ''} onChange={(e) => setDraft({ ...draft, status: e.target.value })}>
            <option value="">{t('points.all')}</option>
            {(['processing', 'complete', 'rejected'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`points.statuses.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
      </ListToolbar>
      <div className="mt-3">
        <ErrorText error={list.error ?? decide.error} />
        <DataTable
          testId="points-redemptions"
          columns={columns}
          rows={list.data?.items ?? []}
          total={list.data?.total ?? 0}
          state={state}
          onState={update}
          loading={list.isLoading}
          rowId={(r) => String(r.id)}
        />
      </div>
    </Card>
  );
}
