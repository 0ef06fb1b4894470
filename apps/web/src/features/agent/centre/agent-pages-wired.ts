import type { AgentPages } from './agent-pages';

/** The agent centre's pages, one per entry of its list (the type asks for every id), each its own lazy chunk. */
export const agentPages: AgentPages = {
  agentAnnouncement: () => import('../pages/announcement-page').then((m) => ({ default: m.AnnouncementPage })),
  agentTeamOverview: () => import('../pages/team-overview-page').then((m) => ({ default: m.TeamOverviewPage })),
  registerCenter: () => import('../pages/register-centre-page').then((m) => ({ default: m.RegisterCentrePage })),
  downlineManagmentView: () => import('../pages/team-management-page').then((m) => ({ default: m.TeamManagementPage })),
  personalHistoryCopy: () => import('../pages/team-betting-page').then((m) => ({ default: m.TeamBettingPage })),
  palStatementsAgentCopy: () => import('../pages/user-pnl-page').then((m) => ({ default: m.UserPnlPage })),
  agentDownlineTransactionDetailsCopy: () =>
    import('../pages/team-transactions-page').then((m) => ({ default: m.TeamTransactionsPage })),
  agentRevenueReport: () => import('../pages/my-income-page').then((m) => ({ default: m.MyIncomePage })),
  agentDividendRecordCopy2: () =>
    import('../pages/settlement-records-page').then((m) => ({ default: m.DividendRecordsPage })),
  agentDailyWages2: () => import('../pages/settlement-records-page').then((m) => ({ default: m.DailyWagesPage })),
  agentHourSalary: () => import('../pages/settlement-records-page').then((m) => ({ default: m.HourlySalaryPage })),
  agentRealtimeSalary: () =>
    import('../pages/settlement-records-page').then((m) => ({ default: m.RealtimeSalaryPage })),
};
