import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountErrorText } from '../lib/account-errors';
import { completeLogin } from '../lib/complete-login';
import { loginWithRemembered } from './login-actions';
import type { LoginFormController } from './use-login-form';

/**
 * "Continue as …" for a returning player whose remember-me is still valid (1 day): one click signs
 * in with the revocable token, no password. "Use another account" revokes it.
 */
export function RememberedOffer({ form }: { form: LoginFormController }) {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const entry = form.remembered;
  if (!entry) {
    return error ? (
      <p role="alert" data-testid="remembered-error" className="mb-4 text-sm text-danger">
        {error}
      </p>
    ) : null;
  }
  const use = async () => {
    setBusy(true);
    setError(null);
    try {
      await completeLogin(await loginWithRemembered(entry.username, entry.rememberToken), { method: 'remember' });
    } catch (err) {
      // A used, revoked or expired token cannot work again: forget it.
      form.dropRemembered();
      setError(accountErrorText(t, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      data-testid="remembered-offer"
      className="mb-4 flex flex-col gap-2 rounded-2xl border border-primary/30 bg-primary-soft/50 p-3"
    >
      <button
        type="button"
        data-testid="remembered-continue"
        disabled={busy}
        onClick={() => void use()}
        className="inline-flex h-11 items-center justify-center rounded-xl bg-primary px-4 text-sm font-bold text-white hover:bg-primary-strong disabled:opacity-60"
      >
        {t('login.continueAs', { username: entry.username })}
      </button>
      <button
        type="button"
        data-testid="remembered-forget"
        onClick={form.forgetRemembered}
        className="text-xs font-semibold text-primary hover:underline"
      >
        {t('login.notYou')}
      </button>
    </div>
  );
}
