import {
  depositsAdminContract as c,
  type DepositStatus,
  DepositStatuses,
  type OperatorDeposit,
  OperatorDepositSorts,
} from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
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
import { isoOf, minorOf } from './cashier-kit';

type Sort = (typeof OperatorDepositSorts)[number];

function queryOf(s: ListState) {
  const f = s.filters;
  return {
    status: f.status && f.status !== 'any' ? (f.status as DepositStatus) : undefined,
    account: f.account || undefined,
    memberId: f.memberId || undefined,
    flagged: f.flagged === '1' ? ('1' as const) : undefined,
    from: isoOf(f.from),
    to: isoOf(f.to),
    sort: OperatorDepositSorts.includes(s.sort as Sort) ? (s.sort as Sort) : undefined,
    dir: s.dir,
  };
}

/**
 * The deposit queue: bank transfers waiting for the money to be seen and deposits under review (amount
 * mismatch, limit, late payment); confirm with what arrived, or reject with a reason the member reads.
 */
export function DepositsQueue({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { state, update } = useListState({ filters: { status: 'pending' } });
  const [draft, setDraft] = useState<Record<string, string>>(state.filters);
  const [selected, setSelected] = useState<number | null>(null);
  const query = queryOf(state);
  const list = useQuery({
    queryKey: ['cashier', 'deposits', state],
    queryFn: ({ signal }) => call(c.list, { query: { ...query, page: state.page, pageSize: state.pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
  const exportCsv = useServerCsv(c.csv, query, 'deposits.csv');
  const columns = useMemo<ColumnDef<OperatorDeposit, unknown>[]>(
    () => [
      { id: 'id', header: '#', cell: ({ row }) => row.original.id },
      { id: 'createdAt', header: t('cashier.col.createdAt'), cell: ({ row }) => dateTime(row.original.createdAt) },
      { id: 'account', header: t('cashier.col.account'), cell: ({ row }) => row.original.account },
      { id: 'method', header: t('cashier.col.method'), cell: ({ row }) => row.original.methodCode },
      {
        id: 'amount',
        header: t('cashier.col.amount'),
        cell: ({ row }) => <span className="tabular-nums">{money(row.original.amount)}</span>,
      },
      { id: 'reference', header: t('cashier.col.reference'), cell: ({ row }) => row.original.referenceCode ?? '' },
      {
        id: 'status',
        header: t('cashier.col.status'),
        cell: ({ row }) => (
          <span data-testid={`deposit-status-${row.original.id}`}>
            {t(`cashier.dStatus.${row.original.status}`)}
            {row.original.flag && (
              <span className="ml-2 rounded bg-amber-100 px-1 text-xs text-amber-800">
                {t(`cashier.flag.${row.original.flag}`, { defaultValue: row.original.flag })}
              </span>
            )}
          </span>
        ),
      },
    ],
    [t],
  );
  const current = list.data?.items.find((d) => d.id === selected) ?? null;
  return (
    <div className="space-y-4">
      <Card>
        <ListToolbar
          screen="cashier-deposits"
          state={state}
          onState={(next) => {
            if (next.filters) setDraft(next.filters);
            update(next);
          }}
          draft={draft}
          onExport={exportCsv.onExport}
          exporting={exportCsv.exporting}
        >
          <Field label={t('cashier.filter.status')}>
            <Select value={draft.status ?? 'pending'} onChange={(e) => setDraft({ ...draft, status: e.target.value })}>
              <option value="any">{t('cashier.any')}</option>
              {DepositStatuses.map((s) => (
                <option key={s} value={s}>
                  {t(`cashier.dStatus.${s}`)}
                </option>
              ))}
            </Select>
          </Field>
          {(['account', 'memberId'] as const).map((f) => (
            <Field key={f} label={t(`cashier.filter.${f}`)}>
              <Input
                className="w-40"
                value={draft[f] ?? ''}
                onChange={(e) => setDraft({ ...draft, [f]: e.target.value })}
              />
            </Field>
          ))}
          {(['from', 'to'] as const).map((f) => (
            <Field key={f} label={t(`cashier.filter.${f}`)}>
              <Input
                type="datetime-local"
                value={draft[f] ?? ''}
                onChange={(e) => setDraft({ ...draft, [f]: e.target.value })}
              />
            </Field>
          ))}
          <label className="flex items-center gap-2 pb-2 text-sm">
            <input
              type="checkbox"
              checked={draft.flagged === '1'}
              onChange={(e) => setDraft({ ...draft, flagged: e.target.checked ? '1' : '' })}
            />
            {t('cashier.filter.flagged')}
          </label>
        </ListToolbar>
        <div className="mt-3">
          <ErrorText error={list.error ?? exportCsv.error} />
        </div>
      </Card>
      <Card>
        <DataTable
          testId="deposits"
          columns={columns}
          rows={list.data?.items ?? []}
          total={list.data?.total ?? 0}
          state={state}
          onState={update}
          sortable={OperatorDepositSorts}
          loading={list.isFetching}
          rowId={(d) => String(d.id)}
          onRowClick={(d) => setSelected(d.id)}
        />
      </Card>
      {current && (
        <DepositPanel
          key={current.id}
          d={current}
          canManage={canManage}
          onDone={() => qc.invalidateQueries({ queryKey: ['cashier', 'deposits'] })}
          onClose={() => setSelected(null)}
        />
      )}
    </div>
  );
}

/** One deposit: its facts; confirm (with the amount that arrived, when it differs) or reject with a reason. */
function DepositPanel({
  d,
  canManage,
  onDone,
  onClose,
}: {
  d: OperatorDeposit;
  canManage: boolean;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const params = { id: String(d.id) };
  const act = useMutation({
    mutationFn: (a: { kind: 'confirm'; amount?: number; note?: string } | { kind: 'reject'; reason: string }) =>
      a.kind === 'confirm'
        ? call(c.confirm, { params, body: { amount: a.amount, note: a.note } })
        : call(c.reject, { params, body: { reason: a.reason } }),
    onSuccess: onDone,
  });
  const open = d.status === 'pending' || d.status === 'review';
  const decisions: Decision[] =
    canManage && open
      ? [
          {
            id: 'confirm',
            label: t('cashier.confirmDeposit'),
            form: (close) => (
              <ConfirmForm
                d={d}
                busy={act.isPending}
                onCancel={close}
                onConfirm={(amount, note) => act.mutateAsync({ kind: 'confirm', amount, note }).then(close, () => {})}
              />
            ),
          },
          reasonDecision({
            id: 'reject',
            label: t('cashier.reject'),
            testId: 'deposit-reject',
            reasonLabel: t('cashier.reasonForMember'),
            min: 1,
            busy: act.isPending,
            run: (reason) => act.mutateAsync({ kind: 'reject', reason }),
          }),
        ]
      : [];
  return (
    <DetailPanel title={t('cashier.deposit', { id: d.id })} onClose={onClose} testId="deposit-panel">
      <Facts
        items={[
          [t('cashier.col.status'), t(`cashier.dStatus.${d.status}`)],
          [t('cashier.col.account'), `${d.account} (#${d.memberId})`],
          [t('cashier.col.method'), `${d.methodCode}${d.gateway ? ` · ${d.gateway}` : ''}`],
          [t('cashier.col.amount'), money(d.amount)],
          [t('cashier.paidAmount'), d.paidAmount === null ? null : money(d.paidAmount)],
          [t('cashier.credited'), money(d.credited)],
          [t('cashier.col.reference'), d.referenceCode ?? d.gatewayPaymentId],
          [t('cashier.flagLabel'), d.flag ? t(`cashier.flag.${d.flag}`, { defaultValue: d.flag }) : null],
          [t('cashier.col.createdAt'), dateTime(d.createdAt)],
          [t('cashier.confirmedByLabel'), d.confirmedBy],
          [t('cashier.rejectReason'), d.rejectReason],
        ]}
      />
      <div className="mt-3">
        <ErrorText error={act.error} />
      </div>
      <DecisionActions decisions={decisions} />
    </DetailPanel>
  );
}

/** The confirm form: the amount that arrived (empty = the amount asked) and an optional note. */
function ConfirmForm({
  d,
  busy,
  onConfirm,
  onCancel,
}: {
  d: OperatorDeposit;
  busy: boolean;
  onConfirm: (amount: number | undefined, note: string | undefined) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [badAmount, setBadAmount] = useState(false);
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    const minor = amount.trim() === '' ? undefined : minorOf(amount);
    if (minor === null) return setBadAmount(true);
    onConfirm(minor, note.trim() || undefined);
  };
  return (
    <form onSubmit={confirm} className="mt-3 flex flex-wrap items-end gap-2" data-testid="deposit-confirm">
      <Field label={t('cashier.receivedAmount')}>
        <Input
          inputMode="decimal"
          placeholder={String(d.amount / 100)}
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            setBadAmount(false);
          }}
        />
      </Field>
      <Field label={t('cashier.note')}>
        <Input className="w-72" maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
      </Field>
      <Button type="submit" disabled={busy}>
        {t('cashier.confirmDeposit')}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      {badAmount && (
        <p role="alert" className="w-full text-sm text-red-700">
          {t('cashier.amountInvalid')}
        </p>
      )}
    </form>
  );
}
