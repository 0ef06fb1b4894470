import type { Screen } from '../../app/screens';
import { GamesPage } from './games-page';

export const screen: Screen = {
  key: 'games',
  path: '/games',
  permission: 'games.view',
  order: 300,
  render: (me) => <GamesPage me={me} />,
};
