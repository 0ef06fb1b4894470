import type { Screen } from '../../app/screens';
import { AgentsPage } from './agents-page';

export const screen: Screen = {
  key: 'agents',
  path: '/agents',
  permission: 'agents.view',
  order: 500,
  render: (me) => <AgentsPage me={me} />,
};
