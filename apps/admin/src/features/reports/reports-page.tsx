import { type ReportName, ReportNames } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { PageTitle } from '../../shared/ui/controls';
import { TabNav } from '../../shared/ui/tab-nav';
import { PlayerPnlView } from './player-pnl-view';
import { ReportView } from './report-view';

const TABS = [...ReportNames, 'players'] as const;

/** Carries the chosen range from one report to the next (the grouping and paging stay behind). */
function rangeOf(search: string): string {
  const sp = new URLSearchParams(search);
  const keep = new URLSearchParams();
  for (const k of ['from', 'to']) {
    const v = sp.get(k);
    if (v) keep.set(k, v);
  }
  const s = keep.toString();
  return s ? `?${s}` : '';
}

/** The reports: GGR/NGR, cashier, bonus cost, agent commissions and the players' P&L, one tab each. */
export function ReportsPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <div className="space-y-4">
      <PageTitle>{t('reports.title')}</PageTitle>
      <TabNav
        label={t('reports.title')}
        tabs={TABS.map((tab) => ({ to: `/reports/${tab}${rangeOf(search)}`, label: t(`reports.tabs.${tab}`) }))}
      />
      <Routes>
        <Route index element={<Navigate to="ggr" replace />} />
        {ReportNames.map((name: ReportName) => (
          <Route key={name} path={name} element={<ReportView key={name} name={name} />} />
        ))}
        <Route path="players" element={<PlayerPnlView />} />
      </Routes>
    </div>
  );
}
