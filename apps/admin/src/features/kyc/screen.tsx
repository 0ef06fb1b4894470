import type { Screen } from '../../app/screens';
import { KycPage } from './kyc-page';

export const screen: Screen = {
  key: 'kyc',
  path: '/kyc',
  // The KYC operator routes ask risk.view to read and risk.manage to decide (route-permissions.ts).
  permission: 'risk.view',
  order: 710,
  render: (me) => <KycPage me={me} />,
};
