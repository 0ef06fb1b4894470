import type { Screen } from '../../app/screens';
import { SaferGamblingPage } from './safer-gambling-page';

export const screen: Screen = {
  key: 'safer-gambling',
  path: '/safer-gambling',
  permission: 'risk.view',
  order: 720,
  render: (me) => <SaferGamblingPage me={me} />,
};
