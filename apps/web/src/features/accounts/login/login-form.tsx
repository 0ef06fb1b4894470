import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonSpinner } from '../components/button-spinner';
import { primaryButtonClass, secondaryButtonClass } from '../components/field-styles';
import { useWhitelabelFlag } from '../lib/use-whitelabel-flag';
import { SocialSignIn } from '../oauth/social-sign-in';
import type { LoginArea } from './login-actions';
import { SmsFields, UsernameFields } from './login-fields';
import { RememberedOffer } from './remembered-offer';
import { type LoginMode, useLoginForm } from './use-login-form';

function ModeTabs({ mode, onChange }: { mode: LoginMode; onChange: (m: LoginMode) => void }) {
  const { t } = useTranslation('auth');
  const tab = (m: LoginMode, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={mode === m}
      data-testid={`login-mode-${m}`}
      onClick={() => onChange(m)}
      className={`h-9 flex-1 rounded-lg text-sm font-semibold transition ${mode === m ? 'bg-surface text-primary shadow-sm' : 'text-text-muted hover:text-text'}`}
    >
      {label}
    </button>
  );
  return (
    <div role="tablist" className="mb-4 flex gap-1 rounded-xl bg-surface-2 p-1">
      {tab('username', t('login.tabUsername'))}
      {tab('sms', t('login.tabSms'))}
    </div>
  );
}

/**
 * The full login form of spec §2 (the /login card and the popup window): username or SMS mode (the
 * switch only when verification-code login is on), remember-me, register (direct registration on),
 * free play (when enabled).
 */
export function LoginForm({ area = 'member' }: { area?: LoginArea }) {
  const { t } = useTranslation('auth');
  const form = useLoginForm(area);
  const smsLogin = useWhitelabelFlag('MOBILEVERCODELOGIN3');
  const directReg = useWhitelabelFlag('DIRECTREG3');
  // Trial play is for players: the agent page's form has no free-play button.
  const freePlayOn = useWhitelabelFlag('FREEPLAY') && area === 'member';
  const mode = smsLogin ? form.mode : 'username';
  return (
    <div data-testid="login-form">
      <RememberedOffer form={form} />
      {smsLogin ? <ModeTabs mode={mode} onChange={form.switchMode} /> : null}
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit();
        }}
      >
        {mode === 'username' ? <UsernameFields form={form} /> : <SmsFields form={form} />}
        {mode === 'username' ? (
          <label className="flex cursor-pointer items-center gap-2 text-sm text-text select-none">
            <input
              type="checkbox"
              data-testid="login-remember"
              checked={form.remember}
              onChange={(e) => form.changeRemember(e.target.checked)}
              className="size-4 accent-[var(--color-primary)]"
            />
            {t('login.remember')}
          </label>
        ) : null}
        {form.error ? (
          <p role="alert" data-testid="login-error" className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger">
            {form.error}
          </p>
        ) : null}
        <button type="submit" data-testid="login-submit" disabled={form.busy !== false} className={primaryButtonClass}>
          {form.busy === 'login' ? <ButtonSpinner /> : null}
          {form.busy === 'login' ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      {directReg || freePlayOn ? (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {directReg ? (
            <Link to="/register" data-testid="login-register-button" className={secondaryButtonClass}>
              {t('login.register')}
            </Link>
          ) : null}
          {freePlayOn ? (
            <button
              type="button"
              data-testid="login-free-play"
              disabled={form.busy !== false}
              onClick={() => void form.freePlay()}
              className={`${secondaryButtonClass} border-accent text-accent-strong hover:bg-accent/10`}
              title={t('login.orFreePlay')}
            >
              {form.busy === 'freeplay' ? <ButtonSpinner /> : null}
              {t('login.freePlay')}
            </button>
          ) : null}
        </div>
      ) : null}
      {area === 'member' ? <SocialSignIn disabled={form.busy !== false} /> : null}
    </div>
  );
}
