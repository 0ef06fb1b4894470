import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date';
import { useFormatMoney } from '../../../shared/format/use-money';
import { useSession } from '../../../shared/session/session';
import { teamTransactionsQuery } from '../api/agent-team.api';
import type { Column } from '../kit/report-table';
import { TeamRangeReport } from '../kit/team-range-report';

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
  return (
    <TeamRangeReport
      options={(q) => teamTransactionsQuery(token, q)}
      columns={columns}
      rowKey={(r) => String(r.id)}
      testId="agent-tx"
      csvName="downline-transactions"
      totals={(d) => [
        { label: t('tx.count'), value: String(d.total) },
        { label: t('tx.in'), value: money(d.totals.in) },
        { label: t('tx.out'), value: money(Math.abs(d.totals.out)) },
        { label: t('tx.net'), value: money(d.totals.in - Math.abs(d.totals.out), { signed: true }) },
      ]}
    />
  );
}
