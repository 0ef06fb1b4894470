import { backofficeContract, operatorContract } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../app/me-type';
import { call } from '../../shared/api/client';
import { clearSession } from '../../shared/session/session';
import { Button, Field, Input } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';

/** Two-factor set-up: a QR code (and its secret to type by hand), then a code from the authenticator. */
export function TotpEnrolPage({ me }: { me: Me }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [code, setCode] = useState('');
  const start = useMutation({ mutationFn: () => call(backofficeContract.totpEnrol) });
  const confirm = useMutation({
    mutationFn: () => call(backofficeContract.totpConfirm, { body: { code } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['me'] }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    confirm.mutate();
  };
  const leave = async () => {
    await call(operatorContract.logout).catch(() => undefined);
    clearSession('logout');
    qc.clear();
  };
  return (
    <div className="flex min-h-full items-center justify-center p-6">
      <div className="w-full max-w-md space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow">
        <h1 className="text-lg font-semibold">{t('enrol.title')}</h1>
        <p className="text-sm text-slate-600">{t('enrol.intro', { name: me.username })}</p>
        {!start.data ? (
          <Button onClick={() => start.mutate()} disabled={start.isPending}>
            {t('enrol.start')}
          </Button>
        ) : (
          <form onSubmit={submit} className="space-y-4">
            <img src={start.data.qrDataUrl} alt={t('enrol.qrAlt')} width={240} height={240} className="mx-auto" />
            <p className="text-xs text-slate-600">
              {t('enrol.manual')}{' '}
              <code data-testid="totp-secret" className="break-all rounded bg-slate-100 px-1">
                {start.data.secret}
              </code>
            </p>
            <Field label={t('enrol.code')}>
              <Input
                name="totpCode"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                required
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              />
            </Field>
            <Button type="submit" disabled={confirm.isPending || code.length !== 6} className="w-full">
              {t('enrol.confirm')}
            </Button>
          </form>
        )}
        <ErrorText error={start.error ?? confirm.error} />
        <button type="button" onClick={leave} className="text-sm text-slate-500 hover:text-slate-800">
          {t('app.logout')}
        </button>
      </div>
    </div>
  );
}
