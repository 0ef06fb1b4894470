import type { PnlRow } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-text';
import { useFormatMoney } from '../../../shared/format/use-money';
import { useSession } from '../../../shared/session/session';
import { pnlQuery } from '../api/agent-reports.api';
import { AccountFilter } from '../kit/account-filter';
import { RangeBar } from '../kit/range-bar';
import { type Column, ReportTable } from '../kit/report-table';
import { useRangeList } from '../kit/use-range-list';

/**
 * User P&L statements (spec §2 palStatementsAgentCopy): each member of the team with its own deposits,
 * withdrawals, turnover, wins and profit (wins − turnover: negative is the member's loss) over a range.
 */
export function UserPnlPage() {
  const { t } = useTranslation('agent');
  const token = useSession((s) => s.token);
  const money = useFormatMoney();
  const list = useRangeList();
  const q = useQuery(pnlQuery(token, list.query));
  const amount = (key: keyof PnlRow & ('deposits' | 'withdrawals' | 'turnover' | 'wins'), label: string) =>
    ({ key, label, cell: (r) => money(r[key]), csv: (r) => money(r[key]), numeric: true }) satisfies Column<PnlRow>;
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
  const totals = q.data?.totals;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('pnl.hint')}</p>
      <RangeBar value={list.range} onChange={list.setRange} now={list.now} />
      <AccountFilter onApply={list.setAccount} />
      <ReportTable
        testId="agent-pnl"
        columns={columns}
        rows={q.data?.items}
        rowKey={(r) => String(r.memberId)}
        loading={q.isPending}
        error={q.isError ? apiErrorText(t, q.error) : null}
        csvName="user-pnl"
        range={list.range}
        totals={
          totals
            ? [
                { label: t('pnl.members'), value: String(q.data?.total ?? 0) },
                { label: t('pnl.deposits'), value: money(totals.deposits) },
                { label: t('pnl.withdrawals'), value: money(totals.withdrawals) },
                { label: t('pnl.turnover'), value: money(totals.turnover) },
                { label: t('pnl.wins'), value: money(totals.wins) },
                { label: t('pnl.profit'), value: money(totals.profit, { signed: true }) },
              ]
            : undefined
        }
        paging={{ page: list.page, pageSize: list.pageSize, total: q.data?.total ?? 0, onPage: list.setPage }}
      />
    </div>
  );
}
