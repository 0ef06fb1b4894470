import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-text';
import { formatDateTime } from '../../../shared/format/date';
import { useFormatMoney } from '../../../shared/format/use-money';
import { useSession } from '../../../shared/session/session';
import { teamTransactionsQuery } from '../api/agent-team.api';
import { AccountFilter } from '../kit/account-filter';
import { RangeBar } from '../kit/range-bar';
import { type Column, ReportTable } from '../kit/report-table';
import { useRangeList } from '../kit/use-range-list';

interface Tx {
  id: number;
  account: string;
  kind: string;
  amount: number;
  status: string;
  createdAt: string;
}

/** Downline transaction details (spec §2 agentDownlineTransactionDetailsCopy): the team's money movements. */
export function TeamTransactionsPage() {
  const { t, i18n } = useTranslation('agent');
  const token = useSession((s) => s.token);
  const money = useFormatMoney();
  const list = useRangeList();
  const q = useQuery(teamTransactionsQuery(token, list.query));
  const when = (at: string) => formatDateTime(at, i18n.language);
  const kind = (k: string) => t(`tx.kinds.${k}`, { defaultValue: k });
  const columns: Column<Tx>[] = [
    { key: 'account', label: t('team.account'), cell: (r) => r.account, csv: (r) => r.account },
    { key: 'kind', label: t('tx.kind'), cell: (r) => kind(r.kind), csv: (r) => kind(r.kind) },
    {
      key: 'amount',
      label: t('tx.amount'),
      cell: (r) => (
        <span className={r.amount < 0 ? 'text-danger' : 'text-success'}>{money(r.amount, { signed: true })}</span>
      ),
      csv: (r) => money(r.amount, { signed: true }),
      numeric: true,
    },
    { key: 'status', label: t('tx.status'), cell: (r) => r.status, csv: (r) => r.status },
    { key: 'createdAt', label: t('bets.time'), cell: (r) => when(r.createdAt), csv: (r) => when(r.createdAt) },
  ];
  const totals = q.data?.totals;
  return (
    <div className="flex flex-col gap-3">
      <RangeBar value={list.range} onChange={list.setRange} now={list.now} />
      <AccountFilter onApply={list.setAccount} />
      <ReportTable
        testId="agent-tx"
        columns={columns}
        rows={q.data?.items}
        rowKey={(r) => String(r.id)}
        loading={q.isPending}
        error={q.isError ? apiErrorText(t, q.error) : null}
        csvName="downline-transactions"
        range={list.range}
        totals={
          totals
            ? [
                { label: t('tx.count'), value: String(q.data?.total ?? 0) },
                { label: t('tx.in'), value: money(totals.in) },
                { label: t('tx.out'), value: money(Math.abs(totals.out)) },
                { label: t('tx.net'), value: money(totals.in - Math.abs(totals.out), { signed: true }) },
              ]
            : undefined
        }
        paging={{ page: list.page, pageSize: list.pageSize, total: q.data?.total ?? 0, onPage: list.setPage }}
      />
    </div>
  );
}
