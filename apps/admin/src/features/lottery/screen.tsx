import type { Screen } from '../../app/screens';
import { LotteryPage } from './lottery-page';

export const screen: Screen = {
  key: 'lottery',
  path: '/lottery',
  permission: 'lottery.view',
  order: 400,
  render: (me) => <LotteryPage me={me} />,
};
