import { useTranslation } from 'react-i18next';
import { ButtonSpinner } from '../components/button-spinner';
import { prepareAntiBot } from '../lib/anti-bot';
import { useWhitelabelFlag } from '../lib/use-whitelabel-flag';
import { UsernameFields } from './login-fields';
import { useLoginForm } from './use-login-form';

/**
 * Compact username login in the desktop top bar (≥ lg). Errors show under the row; the SMS mode and
 * free play live on /login, reached through its link.
 */
export function HeaderLoginForm() {
  const { t } = useTranslation('auth');
  // Visitors who never touch the header form should not pay for a proof of work: it starts on focus.
  const form = useLoginForm('member', { prepareOnMount: false });
  const directReg = useWhitelabelFlag('DIRECTREG3');
  const fieldError = form.fieldErrors.username ?? form.fieldErrors.password ?? form.fieldErrors.captcha;
  const message = form.error ?? fieldError;
  return (
    <form
      noValidate
      data-testid="header-login-form"
      onFocus={prepareAntiBot}
      className="relative flex items-start gap-2 [&_input]:h-9 [&>div]:w-36 [&>div:nth-child(3)]:w-52"
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
    >
      <UsernameFields form={form} compact />
      <button
        type="submit"
        data-testid="header-login-submit"
        disabled={form.busy !== false}
        className="inline-flex h-9 items-center gap-1.5 whitespace-nowrap rounded-full bg-primary px-4 text-sm font-semibold text-white transition hover:bg-primary-strong disabled:opacity-60"
      >
        {form.busy ? <ButtonSpinner /> : null}
        {t('login.submit')}
      </button>
      <button
        type="button"
        data-testid="header-forgot"
        title={t('login.forgot')}
        aria-label={t('login.forgot')}
        onClick={() => void import('../recovery/forgot-modal').then((m) => m.openForgotModal())}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full border border-border text-sm font-bold text-text-muted transition hover:bg-surface-2 hover:text-primary"
      >
        ?
      </button>
      {directReg ? (
        <button
          type="button"
          data-testid="header-register"
          // The registerModal of spec §2; its code loads on the first click.
          onClick={() => void import('../register/register-modal').then((m) => m.openRegisterModal())}
          className="inline-flex h-9 items-center whitespace-nowrap rounded-full bg-gradient-to-r from-accent to-accent-strong px-4 text-sm font-semibold text-white shadow-sm transition hover:brightness-110"
        >
          {t('login.register')}
        </button>
      ) : null}
      {message ? (
        <p
          role="alert"
          data-testid="header-login-error"
          className="absolute top-full left-0 z-20 mt-1 max-w-96 rounded-lg bg-danger px-3 py-1.5 text-xs text-white shadow-lg"
        >
          {message}
        </p>
      ) : null}
    </form>
  );
}
