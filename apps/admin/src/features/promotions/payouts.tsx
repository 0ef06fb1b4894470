import {
  type PromotionPayout,
  PromotionPayoutSortable,
  promotionPayoutsContract,
  promotionsContract,
} from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { dateTime, money } from '../../shared/format';
import { type ColumnDef, DataTable } from '../../shared/table/data-table';
import { listQueryOf, useListState } from '../../shared/table/list-state';
import { ListToolbar } from '../../shared/table/list-toolbar';
import { useServerCsv } from '../../shared/table/use-server-csv';
import { Button, Card, Field, Input, Select } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';

/** What the promotion offered and paid, server-paged; a paid reward can be reversed with a reason. */
export function Payouts({ id, canManage }: { id: number; canManage: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { state, update } = useListState({ sort: 'rewardId', dir: 'desc' });
  const [draft, setDraft] = useState<Record<string, string>>(state.filters);
  const [reversing, setReversing] = useState<PromotionPayout | null>(null);
  const [reason, setReason] = useState('');
  const key = ['promotion-payouts', id, state];
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      call(promotionPayoutsContract.list, { params: { id: String(id) }, query: listQueryOf(state) as never, signal }),
    placeholderData: keepPreviousData,
  });
  const reverse = useMutation({
    mutationFn: (v: { rewardId: number; reason: string }) =>
      call(promotionsContract.operatorReverse, { params: { id: String(v.rewardId) }, body: { reason: v.reason } }),
    onSuccess: async () => {
      setReversing(null);
      setReason('');
      await qc.invalidateQueries({ queryKey: ['promotion-payouts', id] });
    },
  });
  // The server's file of every matching payout (not only this page), in the table's order.
  const exportCsv = useServerCsv(
    promotionPayoutsContract.csv,
    { sort: state.sort, dir: state.dir, account: state.filters.account, status: state.filters.status },
    `promotion-${id}-payouts.csv`,
    { id },
  );
  const columns = useMemo<ColumnDef<PromotionPayout, unknown>[]>(
    () => [
      { id: 'rewardId', header: '#', accessorKey: 'rewardId' },
      { id: 'account', header: t('promotions.account'), accessorKey: 'account' },
      { id: 'amount', header: t('promotions.amount'), cell: (c) => money(c.row.original.amount) },
      {
        id: 'status',
        header: t('promotions.status'),
        cell: (c) => t(`promotions.rewardStatus.${c.row.original.status}`),
      },
      { id: 'period', header: t('promotions.period'), cell: (c) => c.row.original.periodKey ?? '' },
      { id: 'offeredAt', header: t('promotions.offeredAt'), cell: (c) => dateTime(c.row.original.offeredAt) },
      {
        id: 'claimedAt',
        header: t('promotions.claimedAt'),
        cell: (c) => (c.row.original.claimedAt ? dateTime(c.row.original.claimedAt) : ''),
      },
      {
        id: 'actions',
        header: '',
        cell: (c) =>
          canManage && c.row.original.status === 'claimed' ? (
            <Button variant="danger" onClick={() => setReversing(c.row.original)}>
              {t('promotions.reverse.action')}
            </Button>
          ) : null,
      },
    ],
    [t, canManage],
  );
  return (
    <Card title={t('promotions.tabs.payouts')}>
      <ListToolbar
        screen="promotion-payouts"
        state={state}
        onState={update}
        draft={draft}
        onExport={exportCsv.onExport}
        exporting={exportCsv.exporting}
      >
        <Field label={t('promotions.account')}>
          <Input value={draft.account ?? ''} onChange={(e) => setDraft({ ...draft, account: e.target.value })} />
        </Field>
        <Field label={t('promotions.status')}>
          <Select value={draft.status ?? ''} onChange={(e) => setDraft({ ...draft, status: e.target.value })}>
            <option value="">{t('promotions.any')}</option>
            {(['claim', 'claimed', 'expired', 'reversed'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`promotions.rewardStatus.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
      </ListToolbar>
      <div className="mt-3">
        <ErrorText error={list.error ?? exportCsv.error} />
        <DataTable
          testId="payouts"
          columns={columns}
          rows={list.data?.items ?? []}
          total={list.data?.total ?? 0}
          state={state}
          onState={update}
          sortable={PromotionPayoutSortable}
          loading={list.isFetching}
          rowId={(r) => String(r.rewardId)}
        />
      </div>
      {reversing && (
        <div className="mt-4 space-y-2 rounded-md border border-red-200 bg-red-50 p-3" data-testid="reverse-form">
          <p className="text-sm">
            {t('promotions.reverse.confirm', { account: reversing.account, amount: money(reversing.amount) })}
          </p>
          <Field label={t('promotions.reason')}>
            <Input value={reason} onChange={(e) => setReason(e.target.value)} />
          </Field>
          <ErrorText error={reverse.error} />
          <div className="flex gap-2">
            <Button
              variant="danger"
              disabled={reason.trim() === '' || reverse.isPending}
              onClick={() => reverse.mutate({ rewardId: reversing.rewardId, reason: reason.trim() })}
            >
              {t('promotions.reverse.action')}
            </Button>
            <Button variant="ghost" onClick={() => setReversing(null)}>
              {t('promotions.cancel')}
            </Button>
          </div>
        </div>
      )}
      {reverse.isSuccess && (
        <p role="status" className="mt-2 text-sm text-emerald-700">
          {t('promotions.reverse.done', { amount: money(reverse.data.reversed) })}
        </p>
      )}
    </Card>
  );
}
