import type { Screen } from '../../app/screens';
import { SupportPage } from './support-page';

export const screen: Screen = {
  key: 'support',
  path: '/support',
  permission: 'support.view',
  order: 700,
  render: (me) => <SupportPage me={me} />,
};
