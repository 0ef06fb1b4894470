import type { PnlRow } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../shared/format/use-money';
import { useSession } from '../../../shared/session/session';
import { pnlQuery } from '../api/agent-reports.api';
import type { Column } from '../kit/report-table';
import { TeamRangeReport } from '../kit/team-range-report';

type Amount = 'deposits' | 'withdrawals' | 'turnover' | 'wins';

/**
 * User P&L statements (spec §2 palStatementsAgentCopy): each member of the team with its own deposits,
 * withdrawals, turnover, wins and profit (wins − turnover: negative is the member's loss) over a range.
 */
export function UserPnlPage() {
  const { t } = useTranslation('agent');
  const token = useSession((s) => s.token);
  const money = useFormatMoney();
  const amount = (key: Amount, label: string): Column<PnlRow> => ({
    key,
    label,
    cell: (r) => money(r[key]),
    csv: (r) => money(r[key]),
    numeric: true,
  });
  const columns: Column<PnlRow>[] = [
    { key: 'account', label: t('team.account'), cell: (r) => r.account, csv: (r) => r.account },
    { key: 'level', label: t('team.level'), cell: (r) => String(r.depth), csv: (r) => String(r.depth), numeric: true },
    amount('deposits', t('pnl.deposits')),
    amount('withdrawals', t('pnl.withdrawals')),
    { key: 'bets', label: t('pnl.bets'), cell: (r) => String(r.bets), csv: (r) => String(r.bets), numeric: true },
    amount('turnover', t('pnl.turnover')),
    amount('wins', t('pnl.wins')),
    {
      key: 'profit',
      label: t('pnl.profit'),
      cell: (r) => money(r.profit, { signed: true }),
      csv: (r) => money(r.profit, { signed: true }),
      numeric: true,
    },
  ];
  return (
    <TeamRangeReport
      options={(q) => pnlQuery(token, q)}
      columns={columns}
      rowKey={(r) => String(r.memberId)}
      testId="agent-pnl"
      csvName="user-pnl"
      hint={t('pnl.hint')}
      totals={(d) => [
        { label: t('pnl.members'), value: String(d.total) },
        { label: t('pnl.deposits'), value: money(d.totals.deposits) },
        { label: t('pnl.withdrawals'), value: money(d.totals.withdrawals) },
        { label: t('pnl.turnover'), value: money(d.totals.turnover) },
        { label: t('pnl.wins'), value: money(d.totals.wins) },
        { label: t('pnl.profit'), value: money(d.totals.profit, { signed: true }) },
      ]}
    />
  );
}
