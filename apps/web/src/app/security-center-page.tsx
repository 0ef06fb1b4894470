import { useTranslation } from 'react-i18next';
import { openChangePasswordModal } from '../features/accounts';
import { LoginFailuresSection } from '../features/accounts/security/login-failures';
import { VerificationSection } from '../features/kyc';
import { SaferGamblingSection } from '../features/responsible-gaming';
import { PaymentPasswordForm } from '../features/wallet/payment-password/payment-password-form';
import { useSession } from '../shared/session/session';

const sectionClass = 'flex flex-col gap-3 rounded-2xl border border-border p-4';

/**
 * The centre's default page, "my account" (securityCenter). Until its own issue brings the full
 * security centre (verification of mobile, e-mail, real name), it gathers the two passwords a member
 * manages: the login password (the accounts feature's change-password modal) and the payment password
 * (the wallet feature's form), and the account's recent failed sign-ins. Composed here because features
 * do not import each other.
 */
export function SecurityCenterPage() {
  const { t } = useTranslation('memberCentre');
  const account = useSession((s) => s.account);
  return (
    <div data-testid="security-center" className="flex max-w-xl flex-col gap-4">
      <h2 className="text-lg font-bold text-text">{t('menu.securityCenter')}</h2>
      <p className="text-sm text-text-muted">
        {t('security.account')}{' '}
        <span data-testid="security-account" className="font-semibold text-text">
          {account}
        </span>
      </p>
      <section className={sectionClass}>
        <h3 className="font-semibold text-text">{t('security.loginPassword')}</h3>
        <p className="text-sm text-text-muted">{t('security.loginPasswordText')}</p>
        <button
          type="button"
          data-testid="security-change-password"
          onClick={() => void openChangePasswordModal({ forced: false })}
          className="inline-flex h-10 items-center justify-center self-start rounded-xl border border-primary px-4 text-sm font-bold text-primary hover:bg-primary-soft"
        >
          {t('security.changeLoginPassword')}
        </button>
      </section>
      <section className={sectionClass}>
        <h3 className="font-semibold text-text">{t('security.paymentPassword')}</h3>
        <PaymentPasswordForm />
      </section>
      <VerificationSection className={sectionClass} />
      <SaferGamblingSection className={sectionClass} />
      <LoginFailuresSection className={sectionClass} />
    </div>
  );
}
