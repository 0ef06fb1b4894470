import type { Screen } from '../../app/screens';
import { MissionsPage } from './missions-page';

export const screen: Screen = {
  key: 'missions',
  path: '/missions',
  permission: 'promotions.view',
  order: 630,
  render: (me) => <MissionsPage me={me} />,
};
