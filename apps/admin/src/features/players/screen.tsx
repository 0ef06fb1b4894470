import type { Screen } from '../../app/screens';
import { PlayersPage } from './players-page';

export const screen: Screen = {
  key: 'players',
  path: '/players',
  permission: 'players.view',
  order: 100,
  render: (me) => <PlayersPage me={me} />,
};
