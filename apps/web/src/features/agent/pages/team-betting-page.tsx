import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date';
import { useFormatMoney } from '../../../shared/format/use-money';
import { useSession } from '../../../shared/session/session';
import { teamBetsQuery } from '../api/agent-team.api';
import type { Column } from '../kit/report-table';
import { TeamRangeReport } from '../kit/team-range-report';

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
  return (
    <TeamRangeReport
      options={(q) => teamBetsQuery(token, q)}
      columns={columns}
      rowKey={(r) => r.id}
      testId="agent-bets"
      csvName="team-betting"
      totals={(d) => [
        { label: t('bets.count'), value: String(d.total) },
        { label: t('bets.stake'), value: money(d.totals.stake) },
        { label: t('bets.win'), value: money(d.totals.win) },
        { label: t('bets.net'), value: money(d.totals.net, { signed: true }) },
      ]}
    />
  );
}
