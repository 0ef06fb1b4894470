import type { Screen } from '../../app/screens';
import { PointsPage } from './points-page';

export const screen: Screen = {
  key: 'points',
  path: '/points',
  permission: 'promotions.view',
  order: 620,
  render: (me) => <PointsPage me={me} />,
};
