import type { Screen } from '../../app/screens';
import { PromotionsPage } from './promotions-page';

export const screen: Screen = {
  key: 'promotions',
  path: '/promotions',
  permission: 'promotions.view',
  order: 600,
  render: (me) => <PromotionsPage me={me} />,
};
