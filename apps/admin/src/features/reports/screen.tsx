import type { Screen } from '../../app/screens';
import { ReportsPage } from './reports-page';

export const screen: Screen = {
  key: 'reports',
  path: '/reports',
  permission: 'reports.view',
  order: 850,
  render: () => <ReportsPage />,
};
