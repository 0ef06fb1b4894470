import { accountsContract } from '@app/contracts';
import { request } from '../../../shared/api/client';
import { queryClient } from '../../../shared/api/query-client';
import { i18next } from '../../../shared/i18n/i18n';
import { navigateTo } from '../../../shared/router/app-navigator';
import { useSession } from '../../../shared/session/session';
import { showDialog } from '../../../shared/ui/modal';
import { pauseRemember } from '../lib/remember-me';

/** Ends the session: DELETE logout (best effort), local session cleared, member data dropped, go to /. */
export async function signOutNow(): Promise<void> {
  try {
    await request(accountsContract.logout);
  } catch {
    // An expired or already revoked token still signs out locally.
  }
  useSession.getState().signOut();
  // The remembered login stays for another visit, but this tab does not sign straight back in.
  pauseRemember();
  queryClient.removeQueries({ queryKey: ['accounts', 'memberInfo'] });
  queryClient.removeQueries({ queryKey: ['wallet'] });
  navigateTo('/');
}

/** Spec §4 logout: confirmation dialog (title 'prompt', 'sure to sign out'), then signOutNow. */
export function confirmSignOut(): string {
  return showDialog({
    testId: 'sign-out-dialog',
    title: i18next.t('auth:account.signOutTitle'),
    message: i18next.t('auth:account.signOutConfirm'),
    cancelLabel: i18next.t('auth:account.cancel'),
    confirmLabel: i18next.t('auth:account.confirm'),
    onConfirm: () => {
      void signOutNow();
    },
  });
}
