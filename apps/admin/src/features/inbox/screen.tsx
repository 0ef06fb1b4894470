import type { Screen } from '../../app/screens';
import { InboxPage } from './inbox-page';

export const screen: Screen = {
  key: 'inbox',
  path: '/inbox',
  // The messages operator routes ask content.view / content.manage (route-permissions.ts), not promotions.*.
  permission: 'content.view',
  order: 640,
  render: (me) => <InboxPage me={me} />,
};
