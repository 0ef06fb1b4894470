import {
  withdrawalsContract as c,
  type OperatorWithdrawal,
  type WithdrawalStatus,
  WithdrawalStatuses,
} from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { dateTime, money } from '../../shared/format';
import { type ColumnDef, DataTable } from '../../shared/table/data-table';
import { type ListState, useListState } from '../../shared/table/list-state';
import { ListToolbar } from '../../shared/table/list-toolbar';
import { useServerCsv } from '../../shared/table/use-server-csv';
import { Button, Card, Field, Input, Select } from '../../shared/ui/controls';
import { type Decision, DecisionActions, reasonDecision } from '../../shared/ui/decision-actions';
import { DetailPanel, Facts } from '../../shared/ui/detail-panel';
import { ErrorText } from '../../shared/ui/error-text';
import { isoOf } from './cashier-kit';
import { ProofImages } from './proof-images';

const SORTABLE = ['createdAt', 'amount', 'decidedAt', 'id'] as const;
type Sort = (typeof SORTABLE)[number];
const FILTERS = ['status', 'account', 'memberId', 'from', 'to'] as const;

/** The list's filters → the endpoint's query ('any' status = every status). */
function queryOf(s: ListState) {
  const f = s.filters;
  return {
    status: f.status && f.status !== 'any' ? (f.status as WithdrawalStatus) : undefined,
    account: f.account || undefined,
    memberId: f.memberId || undefined,
    from: isoOf(f.from),
    to: isoOf(f.to),
    sort: SORTABLE.includes(s.sort as Sort) ? (s.sort as Sort) : undefined,
    dir: s.dir,
  };
}

/**
 * The withdrawal queue: pending requests oldest first by default, approve (pays out the hold) or reject with
 * a reason the member reads; approved ones awaiting the member's receipt; "not received" reports to close as
 * paid or refunded with a note (spec §4's receipt confirmation).
 */
export function WithdrawalsQueue({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { state, update } = useListState({ filters: { status: 'pending' }, dir: 'asc' });
  const [draft, setDraft] = useState<Record<string, string>>(state.filters);
  const [selected, setSelected] = useState<number | null>(null);
  const query = queryOf(state);
  const list = useQuery({
    queryKey: ['cashier', 'withdrawals', state],
    queryFn: ({ signal }) =>
      call(c.operatorList, { query: { ...query, page: state.page, pageSize: state.pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
  const exportCsv = useServerCsv(c.operatorCsv, query, 'withdrawals.csv');
  const columns = useMemo<ColumnDef<OperatorWithdrawal, unknown>[]>(
    () => [
      { id: 'id', header: '#', cell: ({ row }) => row.original.id },
      { id: 'createdAt', header: t('cashier.col.createdAt'), cell: ({ row }) => dateTime(row.original.createdAt) },
      { id: 'account', header: t('cashier.col.account'), cell: ({ row }) => row.original.account },
      {
        id: 'amount',
        header: t('cashier.col.amount'),
        cell: ({ row }) => <span className="tabular-nums">{money(row.original.amount)}</span>,
      },
      {
        id: 'bank',
        header: t('cashier.col.bank'),
        cell: ({ row }) => `${row.original.bankCode} ${row.original.accountNumber}`,
      },
      {
        id: 'status',
        header: t('cashier.col.status'),
        cell: ({ row }) => (
          <span data-testid={`withdrawal-status-${row.original.id}`}>
            {t(`cashier.wStatus.${row.original.status}`)}
          </span>
        ),
      },
      {
        id: 'decidedAt',
        header: t('cashier.col.decidedAt'),
        cell: ({ row }) => (row.original.decidedAt ? dateTime(row.original.decidedAt) : ''),
      },
    ],
    [t],
  );
  const current = list.data?.items.find((w) => w.id === selected) ?? null;
  const refresh = () => qc.invalidateQueries({ queryKey: ['cashier', 'withdrawals'] });
  return (
    <div className="space-y-4">
      <Card>
        <ListToolbar
          screen="cashier-withdrawals"
          state={state}
          onState={(next) => {
            if (next.filters) setDraft(next.filters);
            update(next);
          }}
          draft={draft}
          onExport={exportCsv.onExport}
          exporting={exportCsv.exporting}
        >
          <FilterFields draft={draft} setDraft={setDraft} />
        </ListToolbar>
        <div className="mt-3">
          <ErrorText error={list.error ?? exportCsv.error} />
        </div>
      </Card>
      <Card>
        <DataTable
          testId="withdrawals"
          columns={columns}
          rows={list.data?.items ?? []}
          total={list.data?.total ?? 0}
          state={state}
          onState={update}
          sortable={SORTABLE}
          loading={list.isFetching}
          rowId={(w) => String(w.id)}
          onRowClick={(w) => setSelected(w.id)}
        />
      </Card>
      {current && (
        <WithdrawalPanel
          key={current.id}
          w={current}
          canManage={canManage}
          onDone={refresh}
          onClose={() => setSelected(null)}
        />
      )}
    </div>
  );
}

function FilterFields({
  draft,
  setDraft,
}: {
  draft: Record<string, string>;
  setDraft: (d: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const set = (k: string, v: string) => setDraft({ ...draft, [k]: v });
  return (
    <>
      <Field label={t('cashier.filter.status')}>
        <Select value={draft.status ?? 'pending'} onChange={(e) => set('status', e.target.value)}>
          <option value="any">{t('cashier.any')}</option>
          {WithdrawalStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`cashier.wStatus.${s}`)}
            </option>
          ))}
        </Select>
      </Field>
      {FILTERS.filter((f) => f === 'account' || f === 'memberId').map((f) => (
        <Field key={f} label={t(`cashier.filter.${f}`)}>
          <Input
            className="w-40"
            inputMode={f === 'memberId' ? 'numeric' : undefined}
            value={draft[f] ?? ''}
            onChange={(e) => set(f, e.target.value)}
          />
        </Field>
      ))}
      {(['from', 'to'] as const).map((f) => (
        <Field key={f} label={t(`cashier.filter.${f}`)}>
          <Input type="datetime-local" value={draft[f] ?? ''} onChange={(e) => set(f, e.target.value)} />
        </Field>
      ))}
    </>
  );
}

/** One withdrawal: its facts, and the actions its status allows. */
function WithdrawalPanel({
  w,
  canManage,
  onDone,
  onClose,
}: {
  w: OperatorWithdrawal;
  canManage: boolean;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const params = { id: String(w.id) };
  const act = useMutation({
    mutationFn: (
      a: { kind: 'approve' } | { kind: 'reject'; reason: string } | { kind: 'paid' | 'refund'; note: string },
    ) =>
      a.kind === 'approve'
        ? call(c.approve, { params })
        : a.kind === 'reject'
          ? call(c.reject, { params, body: { reason: a.reason } })
          : call(c.resolveDispute, { params, body: { outcome: a.kind, note: a.note } }),
    onSuccess: onDone,
  });
  const reason = (kind: 'reject' | 'paid' | 'refund') =>
    reasonDecision({
      id: kind,
      label:
        kind === 'reject'
          ? t('cashier.reject')
          : kind === 'paid'
            ? t('cashier.disputePaid')
            : t('cashier.disputeRefund'),
      variant: kind === 'paid' ? 'primary' : 'danger',
      testId: kind === 'reject' ? 'withdrawal-reject' : 'withdrawal-dispute',
      reasonLabel: kind === 'reject' ? t('cashier.reasonForMember') : t('cashier.disputeNoteLabel'),
      min: 3,
      busy: act.isPending,
      run: (text) => act.mutateAsync(kind === 'reject' ? { kind, reason: text } : { kind, note: text }),
    });
  const approve: Decision = {
    id: 'approve',
    label: t('cashier.approve'),
    form: (close) => (
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <span className="text-sm">{t('cashier.approveConfirm', { amount: money(w.amount), account: w.account })}</span>
        <Button onClick={() => act.mutateAsync({ kind: 'approve' }).then(close, () => {})} disabled={act.isPending}>
          {t('cashier.approveYes')}
        </Button>
        <Button variant="ghost" onClick={close}>
          {t('common.cancel')}
        </Button>
      </div>
    ),
  };
  // Pending: approve or reject; reported not received: close as paid or refunded, with a note.
  const decisions: Decision[] = !canManage
    ? []
    : w.status === 'pending'
      ? [approve, reason('reject')]
      : w.status === 'not_received'
        ? [reason('paid'), reason('refund')]
        : [];
  const confirmText =
    w.confirmedBy !== null
      ? t(`cashier.confirmedBy.${w.confirmedBy}`)
      : w.confirmBy
        ? t('cashier.awaitingReceipt', { at: dateTime(w.confirmBy) })
        : null;
  return (
    <DetailPanel title={t('cashier.withdrawal', { id: w.id })} onClose={onClose} testId="withdrawal-panel">
      <Facts
        items={[
          [t('cashier.col.status'), t(`cashier.wStatus.${w.status}`)],
          [t('cashier.col.account'), `${w.account} (#${w.memberId})`],
          [t('cashier.col.amount'), money(w.amount)],
          [t('cashier.col.bank'), `${w.bankCode} ${w.accountNumber} · ${w.payeeName}`],
          [t('cashier.col.createdAt'), dateTime(w.createdAt)],
          [t('cashier.decidedBy'), w.decidedBy ? `${w.decidedBy} · ${w.decidedAt ? dateTime(w.decidedAt) : ''}` : null],
          [t('cashier.rejectReason'), w.rejectReason],
          [t('cashier.receipt'), confirmText],
          [t('cashier.disputeNote'), w.disputeNote],
          [t('cashier.proofs'), w.status === 'not_received' || w.proofCount > 0 ? String(w.proofCount) : null],
        ]}
      />
      {w.proofCount > 0 && <ProofImages withdrawalId={w.id} />}
      <div className="mt-3">
        <ErrorText error={act.error} />
      </div>
      <DecisionActions decisions={decisions} />
    </DetailPanel>
  );
}
