import type { Screen } from '../../app/screens';
import { ContentPage } from './content-page';

export const screen: Screen = {
  key: 'content',
  path: '/content',
  permission: 'content.view',
  order: 800,
  render: (me) => <ContentPage me={me} />,
};
