import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-text';
import { formatDateTime } from '../../../shared/format/date';
import { useFormatMoney } from '../../../shared/format/use-money';
import { useSession } from '../../../shared/session/session';
import { teamBetsQuery } from '../api/agent-team.api';
import { AccountFilter } from '../kit/account-filter';
import { RangeBar } from '../kit/range-bar';
import { type Column, ReportTable } from '../kit/report-table';
import { useRangeList } from '../kit/use-range-list';

interface Bet {
  id: string;
  account: string;
  game: string;
  stake: number;
  win: number;
  status: string;
  createdAt: string;
}

/** Team betting (spec §2 personalHistoryCopy in the agent centre): the team's bets in a range, with totals. */
export function TeamBettingPage() {
  const { t, i18n } = useTranslation('agent');
  const token = useSession((s) => s.token);
  const money = useFormatMoney();
  const list = useRangeList();
  const q = useQuery(teamBetsQuery(token, list.query));
  const when = (at: string) => formatDateTime(at, i18n.language);
  const columns: Column<Bet>[] = [
    { key: 'account', label: t('team.account'), cell: (r) => r.account, csv: (r) => r.account },
    { key: 'game', label: t('bets.game'), cell: (r) => r.game, csv: (r) => r.game },
    { key: 'stake', label: t('bets.stake'), cell: (r) => money(r.stake), csv: (r) => money(r.stake), numeric: true },
    { key: 'win', label: t('bets.win'), cell: (r) => money(r.win), csv: (r) => money(r.win), numeric: true },
    {
      key: 'status',
      label: t('bets.status'),
      cell: (r) => t(`bets.statuses.${r.status}`, { defaultValue: r.status }),
      csv: (r) => r.status,
    },
    { key: 'createdAt', label: t('bets.time'), cell: (r) => when(r.createdAt), csv: (r) => when(r.createdAt) },
  ];
  const totals = q.data?.totals;
  return (
    <div className="flex flex-col gap-3">
      <RangeBar value={list.range} onChange={list.setRange} now={list.now} />
      <AccountFilter onApply={list.setAccount} />
      <ReportTable
        testId="agent-bets"
        columns={columns}
        rows={q.data?.items}
        rowKey={(r) => r.id}
        loading={q.isPending}
        error={q.isError ? apiErrorText(t, q.error) : null}
        csvName="team-betting"
        range={list.range}
        totals={
          totals
            ? [
                { label: t('bets.count'), value: String(q.data?.total ?? 0) },
                { label: t('bets.stake'), value: money(totals.stake) },
                { label: t('bets.win'), value: money(totals.win) },
                { label: t('bets.net'), value: money(totals.net, { signed: true }) },
              ]
            : undefined
        }
        paging={{ page: list.page, pageSize: list.pageSize, total: q.data?.total ?? 0, onPage: list.setPage }}
      />
    </div>
  );
}
