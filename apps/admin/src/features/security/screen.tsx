import type { Screen } from '../../app/screens';
import { SecurityPage } from './security-page';

export const screen: Screen = {
  key: 'security',
  path: '/security',
  permission: 'operators.view',
  order: 910,
  render: (me) => <SecurityPage me={me} />,
};
