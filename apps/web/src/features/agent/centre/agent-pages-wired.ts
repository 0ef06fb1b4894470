import type { AgentPageEntry } from './agent-pages';

/**
 * The pages that have a server behind them (each its own lazy chunk). An entry absent here shows the
 * "opens soon" state: a page is listed only once its endpoint exists, never with made-up figures.
 */
export const agentPages: readonly AgentPageEntry[] = [
  {
    id: 'agentAnnouncement',
    load: () => import('../pages/announcement-page').then((m) => ({ default: m.AnnouncementPage })),
  },
  {
    id: 'agentTeamOverview',
    load: () => import('../pages/team-overview-page').then((m) => ({ default: m.TeamOverviewPage })),
  },
  {
    id: 'registerCenter',
    load: () => import('../pages/register-centre-page').then((m) => ({ default: m.RegisterCentrePage })),
  },
  {
    id: 'downlineManagmentView',
    load: () => import('../pages/team-management-page').then((m) => ({ default: m.TeamManagementPage })),
  },
  {
    id: 'personalHistoryCopy',
    load: () => import('../pages/team-betting-page').then((m) => ({ default: m.TeamBettingPage })),
  },
  {
    id: 'palStatementsAgentCopy',
    load: () => import('../pages/user-pnl-page').then((m) => ({ default: m.UserPnlPage })),
  },
  {
    id: 'agentDownlineTransactionDetailsCopy',
    load: () => import('../pages/team-transactions-page').then((m) => ({ default: m.TeamTransactionsPage })),
  },
  {
    id: 'agentRevenueReport',
    load: () => import('../pages/my-income-page').then((m) => ({ default: m.MyIncomePage })),
  },
  {
    id: 'agentDividendRecordCopy2',
    load: () => import('../pages/settlement-records-page').then((m) => ({ default: m.DividendRecordsPage })),
  },
  {
    id: 'agentDailyWages2',
    load: () => import('../pages/settlement-records-page').then((m) => ({ default: m.DailyWagesPage })),
  },
  {
    id: 'agentHourSalary',
    load: () => import('../pages/settlement-records-page').then((m) => ({ default: m.HourlySalaryPage })),
  },
  {
    id: 'agentRealtimeSalary',
    load: () => import('../pages/settlement-records-page').then((m) => ({ default: m.RealtimeSalaryPage })),
  },
];
