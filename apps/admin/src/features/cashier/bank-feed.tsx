import { type BankFeedLine, BankFeedLineStatuses, bankFeedAdminContract as c } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { dateTime, money } from '../../shared/format';
import { type ColumnDef, DataTable } from '../../shared/table/data-table';
import { useListState } from '../../shared/table/list-state';
import { ListToolbar } from '../../shared/table/list-toolbar';
import { Button, Card, Field, Input, Select } from '../../shared/ui/controls';
import { type Decision, DecisionActions, reasonDecision } from '../../shared/ui/decision-actions';
import { DetailPanel, Facts } from '../../shared/ui/detail-panel';
import { ErrorText } from '../../shared/ui/error-text';

type Status = (typeof BankFeedLineStatuses)[number];

/**
 * Bank statement lines no deposit claimed (no reference, ambiguous, amount off, …): credit one to a deposit or
 * to a member, or dismiss it (returned to the sender) with a note. Newest first; the list pages on the server.
 */
export function BankFeedPage({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { state, update } = useListState({ filters: { status: 'unmatched' } });
  const [draft, setDraft] = useState<Record<string, string>>(state.filters);
  const [selected, setSelected] = useState<number | null>(null);
  const status = state.filters.status && state.filters.status !== 'any' ? (state.filters.status as Status) : undefined;
  // This endpoint pages up to 100 a row set.
  const pageSize = Math.min(state.pageSize, 100);
  const list = useQuery({
    queryKey: ['cashier', 'bank-feed', status, state.page, pageSize],
    queryFn: ({ signal }) => call(c.lines, { query: { status, page: state.page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<ColumnDef<BankFeedLine, unknown>[]>(
    () => [
      { id: 'id', header: '#', cell: ({ row }) => row.original.id },
      { id: 'bookedAt', header: t('cashier.feed.bookedAt'), cell: ({ row }) => dateTime(row.original.bookedAt) },
      {
        id: 'amount',
        header: t('cashier.col.amount'),
        cell: ({ row }) => <span className="tabular-nums">{money(row.original.amount)}</span>,
      },
      { id: 'message', header: t('cashier.feed.message'), cell: ({ row }) => row.original.message },
      {
        id: 'outcome',
        header: t('cashier.feed.outcome'),
        cell: ({ row }) => t(`cashier.feed.outcomes.${row.original.outcome}`, { defaultValue: row.original.outcome }),
      },
      {
        id: 'status',
        header: t('cashier.col.status'),
        cell: ({ row }) => t(`cashier.feed.statuses.${row.original.status}`),
      },
    ],
    [t],
  );
  const current = list.data?.items.find((l) => l.id === selected) ?? null;
  return (
    <div className="space-y-4">
      <Card>
        <ListToolbar
          screen="cashier-bank-feed"
          state={state}
          onState={(next) => {
            if (next.filters) setDraft(next.filters);
            update(next);
          }}
          draft={draft}
        >
          <Field label={t('cashier.filter.status')}>
            <Select
              value={draft.status ?? 'unmatched'}
              onChange={(e) => setDraft({ ...draft, status: e.target.value })}
            >
              <option value="any">{t('cashier.any')}</option>
              {BankFeedLineStatuses.map((s) => (
                <option key={s} value={s}>
                  {t(`cashier.feed.statuses.${s}`)}
                </option>
              ))}
            </Select>
          </Field>
        </ListToolbar>
        <div className="mt-3">
          <ErrorText error={list.error} />
        </div>
      </Card>
      <Card>
        <DataTable
          testId="bank-feed"
          columns={columns}
          rows={list.data?.items ?? []}
          total={list.data?.total ?? 0}
          state={{ ...state, pageSize }}
          onState={update}
          loading={list.isFetching}
          rowId={(l) => String(l.id)}
          onRowClick={(l) => setSelected(l.id)}
        />
      </Card>
      {current && (
        <LinePanel
          key={current.id}
          line={current}
          canManage={canManage}
          onDone={() => qc.invalidateQueries({ queryKey: ['cashier'] })}
          onClose={() => setSelected(null)}
        />
      )}
    </div>
  );
}

/** One bank line: its facts; credit it to a deposit or a member, or dismiss it with a note. */
function LinePanel({
  line,
  canManage,
  onDone,
  onClose,
}: {
  line: BankFeedLine;
  canManage: boolean;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const params = { id: String(line.id) };
  const act = useMutation({
    mutationFn: (
      a: { kind: 'assign'; depositId?: number; memberId?: number; note?: string } | { kind: 'dismiss'; note: string },
    ) =>
      a.kind === 'assign'
        ? call(c.assign, { params, body: { depositId: a.depositId, memberId: a.memberId, note: a.note } })
        : call(c.dismiss, { params, body: { note: a.note } }),
    onSuccess: onDone,
  });
  const decisions: Decision[] =
    canManage && line.status === 'unmatched'
      ? [
          {
            id: 'assign',
            label: t('cashier.feed.assign'),
            form: (close) => (
              <AssignForm
                busy={act.isPending}
                onCancel={close}
                onAssign={(a) => act.mutateAsync({ kind: 'assign', ...a }).then(close, () => {})}
              />
            ),
          },
          reasonDecision({
            id: 'dismiss',
            label: t('cashier.feed.dismiss'),
            testId: 'feed-dismiss',
            reasonLabel: t('cashier.note'),
            min: 1,
            busy: act.isPending,
            run: (note) => act.mutateAsync({ kind: 'dismiss', note }),
          }),
        ]
      : [];
  return (
    <DetailPanel title={t('cashier.feed.line', { id: line.id })} onClose={onClose} testId="feed-panel">
      <Facts
        items={[
          [t('cashier.feed.feed'), `${line.feed} · ${line.bankTxnId}`],
          [t('cashier.feed.bookedAt'), dateTime(line.bookedAt)],
          [t('cashier.col.amount'), money(line.amount)],
          [t('cashier.feed.message'), line.message],
          [t('cashier.feed.toAccount'), line.accountNumber],
          [t('cashier.col.reference'), line.referenceCode],
          [t('cashier.feed.outcome'), t(`cashier.feed.outcomes.${line.outcome}`, { defaultValue: line.outcome })],
          [t('cashier.feed.deposit'), line.depositId === null ? null : `#${line.depositId}`],
          [t('cashier.feed.resolvedBy'), line.resolvedBy ? `${line.resolvedBy} · ${line.note ?? ''}` : null],
        ]}
      />
      <div className="mt-3">
        <ErrorText error={act.error} />
      </div>
      <DecisionActions decisions={decisions} />
    </DetailPanel>
  );
}

/** Where to credit a line: a deposit or a member, by id, with an optional note. */
function AssignForm({
  busy,
  onAssign,
  onCancel,
}: {
  busy: boolean;
  onAssign: (a: { depositId?: number; memberId?: number; note?: string }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<{ to: 'deposit' | 'member'; id: string; note: string }>({
    to: 'deposit',
    id: '',
    note: '',
  });
  const [badId, setBadId] = useState(false);
  const assign = (e: FormEvent) => {
    e.preventDefault();
    const id = Number(target.id);
    if (!Number.isSafeInteger(id) || id <= 0) return setBadId(true);
    onAssign({
      ...(target.to === 'deposit' ? { depositId: id } : { memberId: id }),
      note: target.note.trim() || undefined,
    });
  };
  return (
    <form onSubmit={assign} className="mt-3 flex flex-wrap items-end gap-2" data-testid="feed-assign">
      <Field label={t('cashier.feed.assignTo')}>
        <Select
          value={target.to}
          onChange={(e) => setTarget({ ...target, to: e.target.value as 'deposit' | 'member' })}
        >
          <option value="deposit">{t('cashier.feed.toDeposit')}</option>
          <option value="member">{t('cashier.feed.toMember')}</option>
        </Select>
      </Field>
      <Field label={target.to === 'deposit' ? t('cashier.feed.depositId') : t('cashier.filter.memberId')}>
        <Input
          inputMode="numeric"
          value={target.id}
          onChange={(e) => {
            setTarget({ ...target, id: e.target.value.trim() });
            setBadId(false);
          }}
        />
      </Field>
      <Field label={t('cashier.note')}>
        <Input
          className="w-72"
          maxLength={500}
          value={target.note}
          onChange={(e) => setTarget({ ...target, note: e.target.value })}
        />
      </Field>
      <Button type="submit" disabled={busy}>
        {t('cashier.feed.assign')}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      {badId && (
        <p role="alert" className="w-full text-sm text-red-700">
          {t('cashier.feed.idInvalid')}
        </p>
      )}
    </form>
  );
}
