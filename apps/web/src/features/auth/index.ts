/** Public surface of the accounts feature (composed by src/app). */

export { AccountSlot } from './account/account-slot';
export { AuthBootstrap } from './account/auth-bootstrap';
export { openMemberCentreGuarded } from './account/member-centre-guard';
export { requireRealAccount } from './lib/require-real-account';
export { openLoginPopup } from './login/login-popup';
export { openChangePasswordModal } from './password/change-password-modal';
