import type { Screen } from '../../app/screens';
import { VipPage } from './vip-page';

export const screen: Screen = {
  key: 'vip',
  path: '/vip',
  permission: 'promotions.view',
  order: 610,
  render: (me) => <VipPage me={me} />,
};
