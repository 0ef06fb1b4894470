import type { Screen } from '../../app/screens';
import { OperatorsPage } from './operators-page';

export const screen: Screen = {
  key: 'operators',
  path: '/operators',
  permission: 'operators.view',
  order: 900,
  render: (me) => <OperatorsPage me={me} />,
};
