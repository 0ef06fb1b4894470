import type { Screen } from '../../app/screens';
import { AuditPage } from './audit-page';

export const screen: Screen = {
  key: 'audit',
  path: '/audit',
  permission: 'audit.view',
  order: 920,
  render: (me) => <AuditPage me={me} />,
};
