import { useTranslation } from 'react-i18next';
import { i18next, loadNamespaces } from '../../../shared/i18n/i18n';
import { navigateTo } from '../../../shared/router/app-navigator';
import { closeModal, openModal, updateModal } from '../../../shared/ui/modal';
import { ModalLink } from '../register/modal-link';
import { ForgetForm } from './forget-form';

// The texts this module shows are a separate chunk, fetched with it.
await loadNamespaces(['recovery']);

function ForgotModalBody({ modalId }: { modalId: string }) {
  const { t } = useTranslation('recovery');
  return (
    <div className="px-1 pb-1">
      <ForgetForm
        resetToken={null}
        onReset={() => {
          closeModal(modalId);
          navigateTo('/login');
        }}
      />
      <div className="mt-5 flex flex-wrap items-center justify-between gap-2 border-t border-border pt-4 text-sm">
        <ModalLink to="/login" modalId={modalId} testId="forgot-modal-login">
          {t('modal.login')}
        </ModalLink>
        <ModalLink to="/help" modalId={modalId} testId="forgot-modal-help">
          {t('modal.help')}
        </ModalLink>
      </div>
    </div>
  );
}

/** The forgot-password modal of spec §2: the same recovery form as /forget, in a modal. */
export function openForgotModal(): string {
  const id = openModal({
    title: i18next.t('recovery:modal.title'),
    width: 480,
    testId: 'forgot-modal',
    coverClickClose: false,
  });
  // The links and the success step close this very modal, so the body gets the id once it exists.
  updateModal(id, { content: <ForgotModalBody modalId={id} /> });
  return id;
}
