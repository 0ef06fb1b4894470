import { accountsContract } from '@app/contracts';
import { ApiError } from '../../../shared/api/client';
import { i18next } from '../../../shared/i18n/i18n';
import { navigateTo } from '../../../shared/router/app-navigator';
import { useSession } from '../../../shared/session/session';
import { closeModal, openModal } from '../../../shared/ui/modal';
import { solveAntiBot } from '../lib/anti-bot';
import { requestEncrypted } from '../lib/secure-request';

/** How long the success notice stays before closing itself (it also has an OK button). */
const SUCCESS_NOTICE_MS = 4000;

function successNotice(message: string) {
  openModal({
    icon: 'success',
    content: message,
    width: 400,
    height: 1,
    timeout: SUCCESS_NOTICE_MS,
    testId: 'change-password-success',
    buttons: [{ label: i18next.t('common:ok'), variant: 'primary' }],
  });
}

/**
 * Changes the password (POST /wps/member/password, encrypted), then — because the server ends every
 * session on a change — logs in again with the new password (spec §4 "re-login with stored info,
 * close modal, go to /"). When that login cannot finish by itself (e.g. the server now wants a
 * captcha), the player is signed out locally and sent to the login page with the same notice.
 * Throws the change call's error unchanged so the form can show it.
 */
export async function changePasswordAndRelogin(
  modalId: string,
  p: { oldPassword: string; newPassword: string; confirmNewPassword: string },
): Promise<void> {
  await requestEncrypted(accountsContract.changePassword, p);
  const account = useSession.getState().account;
  const message = i18next.t('recovery:success');
  try {
    if (!account) throw new ApiError('unauthorized', 401, 'no account to log in again');
    const pow = await solveAntiBot();
    const result = await requestEncrypted(accountsContract.login, {
      type: 'username',
      username: account,
      password: p.newPassword,
      pow,
      remember: false,
      area: 'member',
    });
    closeModal(modalId);
    // Reached lazily: completeLogin opens this flow's modal when a login needs a forced change, so a static
    // import would make the two modules import each other. (Not the other way round: the forced change must
    // open in the same task as the login, before the start-up check could open it without the old password.)
    const { completeLogin } = await import('../lib/complete-login');
    await completeLogin(result, { method: 'username' });
    successNotice(message);
  } catch {
    // The old session is already gone on the server: drop it here too and let the player log in.
    useSession.getState().signOut();
    closeModal(modalId);
    navigateTo('/login');
    successNotice(`${message}. ${i18next.t('recovery:change.relogin')}`);
  }
}
