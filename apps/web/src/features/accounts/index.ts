/** Public surface of the accounts feature (composed by src/app). */

export { AccountSlot } from './account/account-slot';
export { AuthBootstrap } from './account/auth-bootstrap';
export { openMemberCentreGuarded } from './account/member-centre-guard';
export { requireRealAccount } from './lib/require-real-account';
export { openLoginPopup } from './login/login-popup';

/** Opens the change-password modal; its code (and texts) load on first use, outside the entry bundle. */
export async function openChangePasswordModal(options: { forced: boolean; oldPassword?: string }): Promise<string> {
  const m = await import('./password/change-password-modal');
  return m.openChangePasswordModal(options);
}
