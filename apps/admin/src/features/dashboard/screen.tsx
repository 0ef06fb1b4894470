import type { Screen } from '../../app/screens';
import { DashboardPage } from './dashboard-page';

export const screen: Screen = {
  key: 'dashboard',
  path: '/',
  permission: 'dashboard.view',
  order: 0,
  render: () => <DashboardPage />,
};
