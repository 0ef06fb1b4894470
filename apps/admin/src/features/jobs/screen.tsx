import type { Screen } from '../../app/screens';
import { JobsPage } from './jobs-page';

export const screen: Screen = {
  key: 'jobs',
  path: '/jobs',
  permission: 'jobs.view',
  order: 350,
  render: (me) => <JobsPage canRetry={me.permissions.includes('jobs.manage')} />,
};
