/** Public surface of the accounts feature (composed by src/app). */

import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../shared/session/session';
import { memberInfoQueryOptions } from './api/member-info.api';

export { AccountSlot } from './account/account-slot';
export { AuthBootstrap } from './account/auth-bootstrap';
export { openMemberCentreGuarded } from './account/member-centre-guard';
export { requireRealAccount } from './lib/require-real-account';
export { openLoginPopup } from './login/login-popup';

/**
 * Whether this session may use the site yet: false while the member info is loading or a forced password
 * change is pending (the server refuses everything but the change then, spec §4), so background calls wait.
 */
export function useSessionUsable(): boolean {
  const token = useSession((s) => s.token);
  const { data } = useQuery(memberInfoQueryOptions(token));
  return data?.passwordChangeRequired === false;
}

/** Opens the change-password modal; its code (and texts) load on first use, outside the entry bundle. */
export async function openChangePasswordModal(options: { forced: boolean; oldPassword?: string }): Promise<string> {
  const m = await import('./password/change-password-modal');
  return m.openChangePasswordModal(options);
}
