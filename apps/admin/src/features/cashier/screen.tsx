import type { Screen } from '../../app/screens';
import { CashierPage } from './cashier-page';

export const screen: Screen = {
  key: 'cashier',
  path: '/cashier',
  permission: 'cashier.view',
  order: 200,
  render: (me) => <CashierPage me={me} />,
};
