import { useTranslation } from 'react-i18next';
import { i18next, loadNamespaces } from '../../../shared/i18n/i18n';
import { openModal, updateModal } from '../../../shared/ui/modal';
import { ModalLink } from './modal-link';
import { currentReferralCode } from './referral';
import { RegisterForm } from './register-form';

// The texts this module shows are a separate chunk, fetched with it.
await loadNamespaces(['register']);

function RegisterModalBody({ modalId }: { modalId: string }) {
  const { t } = useTranslation('register');
  return (
    <div className="px-1 pb-1">
      <RegisterForm
        referralCode={currentReferralCode(null)}
        termsLink={
          <ModalLink to="/help#term" modalId={modalId} testId="register-modal-terms">
            {t('terms.link')}
          </ModalLink>
        }
      />
      <div className="mt-5 flex flex-wrap items-center justify-between gap-2 border-t border-border pt-4 text-sm text-text-muted">
        <span>
          {t('modal.hasAccount')}{' '}
          <ModalLink to="/login" modalId={modalId} testId="register-modal-login">
            {t('modal.login')}
          </ModalLink>
        </span>
        <span className="flex gap-4">
          <ModalLink to="/forget" modalId={modalId} testId="register-modal-forget">
            {t('modal.forget')}
          </ModalLink>
          <ModalLink to="/help" modalId={modalId} testId="register-modal-help">
            {t('modal.help')}
          </ModalLink>
        </span>
      </div>
    </div>
  );
}

/**
 * The registerModal of spec §2: the registration form in a modal, with links to /login, /forget,
 * /help and /help#term; after success the player is logged in and goes to / (completeLogin closes it).
 */
export function openRegisterModal(): string {
  const id = openModal({
    title: i18next.t('register:modal.title'),
    width: 520,
    testId: 'register-modal',
    // A stray click beside a half-filled form must not throw the typing away.
    coverClickClose: false,
  });
  // The links close this very modal, so the body is given the id once the modal exists.
  updateModal(id, { content: <RegisterModalBody modalId={id} /> });
  return id;
}
