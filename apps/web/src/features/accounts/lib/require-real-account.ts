import { i18next } from '../../../shared/i18n/i18n';
import { navigateTo } from '../../../shared/router/app-navigator';
import { sessionNow } from '../../../shared/session/session';
import { showDialog } from '../../../shared/ui/modal';

/** Shows the 'need true account' warning of spec §8 (confirm 'in_increase_submit', warning icon). */
export function showNeedTrueAccount(): string {
  return showDialog({
    testId: 'need-true-account',
    icon: 'warning',
    message: i18next.t('auth:errors.need_true_account'),
    confirmLabel: i18next.t('auth:guard.increaseSubmit'),
  });
}

/**
 * Guard of protected actions (spec §5/§6): with no token goes to /login; a trial account gets the
 * 'in_need_true_account' warning. Returns true only for a real, logged-in account.
 */
export function requireRealAccount(): boolean {
  if (!sessionNow.token()) {
    navigateTo('/login');
    return false;
  }
  if (sessionNow.isTrial()) {
    showNeedTrueAccount();
    return false;
  }
  return true;
}
