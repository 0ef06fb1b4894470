import { operatorContract } from '@app/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../shared/api/client';
import { saveToken, sessionEndReason } from '../../shared/session/session';
import { Button, Field, Input } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { LanguageSwitch } from './language-switch';

type Step = 'password' | 'totp' | 'newPassword';

/**
 * Operator sign-in: username and password, then the authenticator's code when the operator has enrolled
 * (the server answers operator_totp_required), then a new password when the server asks for one (a seeded
 * operator whose password is published).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('password');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const ended = sessionEndReason();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (step === 'newPassword' && pending) {
        await call(operatorContract.changePassword, {
          token: pending,
          body: { currentPassword: password, newPassword },
        });
        saveToken(pending);
        return;
      }
      const res = await call(operatorContract.login, {
        body: { username, password, ...(step === 'totp' ? { totpCode: code } : {}) },
      });
      if (res.passwordChangeRequired) {
        setPending(res.token);
        setStep('newPassword');
        return;
      }
      saveToken(res.token);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'operator_totp_required') {
        setStep('totp');
      } else {
        setError(err);
        if (step === 'totp') setCode('');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex min-h-full items-center justify-center p-6">
      <form
        onSubmit={submit}
        className="w-full max-w-sm space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow"
      >
        <div className="flex items-center justify-between">
          <h1 className="text-lg font-semibold">{t('login.title')}</h1>
          <LanguageSwitch />
        </div>
        {ended === 'expired' && step === 'password' && (
          <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">{t('login.expired')}</p>
        )}
        {step === 'password' && (
          <>
            <Field label={t('login.username')}>
              <Input
                name="username"
                autoComplete="username"
                value={username}
                required
                onChange={(e) => setUsername(e.target.value)}
              />
            </Field>
            <Field label={t('login.password')}>
              <Input
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                required
                onChange={(e) => setPassword(e.target.value)}
              />
            </Field>
          </>
        )}
        {step === 'totp' && (
          <Field label={t('login.code')}>
            <Input
              name="totpCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              autoFocus
              value={code}
              required
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
            <span className="text-xs text-slate-500">{t('login.codeHint')}</span>
          </Field>
        )}
        {step === 'newPassword' && (
          <Field label={t('login.newPassword')}>
            <Input
              name="newPassword"
              type="password"
              autoComplete="new-password"
              value={newPassword}
              required
              onChange={(e) => setNewPassword(e.target.value)}
            />
            <span className="text-xs text-slate-500">{t('login.newPasswordHint')}</span>
          </Field>
        )}
        <ErrorText error={error} />
        <Button type="submit" disabled={busy} className="w-full">
          {step === 'totp' ? t('login.verify') : step === 'newPassword' ? t('login.savePassword') : t('login.submit')}
        </Button>
      </form>
    </div>
  );
}
