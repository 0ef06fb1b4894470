import { i18next, loadNamespaces } from '../../../shared/i18n/i18n';
import { openModal, updateModal, useModalStore } from '../../../shared/ui/modal';
import { ChangePasswordForm } from './change-password-form';

// The texts this module shows are a separate chunk, fetched with it.
await loadNamespaces(['recovery']);

export interface ChangePasswordModalOptions {
  /** The default weak or an expired password: the modal cannot be dismissed until it is changed. */
  forced: boolean;
  /**
   * The current password when the caller already holds it (e.g. the one just typed at login); the
   * old-password input is then not shown (spec §5 "old password required unless stored").
   */
  oldPassword?: string;
}

/**
 * The change-password modal (spec §2/§4). In forced mode it has no close button, Esc and the cover
 * do nothing, and there is no cancel. Success logs in again with the new password and goes to /.
 */
export function openChangePasswordModal({ forced, oldPassword }: ChangePasswordModalOptions): string {
  // The login that asked for the change and the start-up check after a reload may both ask: one modal.
  const open = useModalStore.getState().modals.find((m) => m.testId === 'change-password-modal');
  if (open) return open.id;
  const id = openModal({
    title: i18next.t('recovery:change.title'),
    width: 460,
    closable: !forced,
    coverClickClose: false,
    testId: 'change-password-modal',
  });
  // The form closes this very modal on success, so it is given the id once the modal exists.
  updateModal(id, {
    content: <ChangePasswordForm modalId={id} forced={forced} knownOldPassword={oldPassword ?? null} />,
  });
  return id;
}
