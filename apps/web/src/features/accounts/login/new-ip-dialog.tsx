import type { LoginResult } from '@app/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18next } from '../../../shared/i18n/i18n';
import { closeModal, openModal } from '../../../shared/ui/modal';
import { primaryButtonClass, secondaryButtonClass } from '../components/field-styles';
import { FormField } from '../components/form-field';
import { accountErrorText } from '../lib/account-errors';
import { answerNewIpCheck, type NewIpCheck } from './login-actions';

function NewIpForm({
  check,
  onSuccess,
  onCancel,
}: {
  check: NewIpCheck;
  onSuccess: (r: LoginResult) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('auth');
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!answer.trim()) {
      setError(t('errors.input_empty'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSuccess(await answerNewIpCheck(check.checkId, answer));
    } catch (err) {
      setError(accountErrorText(t, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" data-testid="new-ip-form">
      <p className="text-sm text-text">{t(`newIp.intro.${check.method}`)}</p>
      <FormField
        label={t('newIp.answer')}
        testId="new-ip-answer"
        value={answer}
        autoComplete="one-time-code"
        maxLength={128}
        error={error}
        onChange={(e) => setAnswer(e.target.value)}
      />
      <div className="grid grid-cols-2 gap-3">
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          {t('newIp.cancel')}
        </button>
        <button type="submit" className={primaryButtonClass} disabled={busy} data-testid="new-ip-submit">
          {t('newIp.submit')}
        </button>
      </div>
    </form>
  );
}

/** The new-IP check of spec §6: asks for the answer and calls onSuccess with the login it completes. */
export function openNewIpDialog(check: NewIpCheck, onSuccess: (r: LoginResult) => void): string {
  const id: string = openModal({
    title: i18next.t('auth:newIp.title'),
    width: 420,
    height: 1,
    icon: 'info',
    coverClickClose: false,
    testId: 'new-ip-dialog',
    content: (
      <NewIpForm
        check={check}
        onCancel={() => closeModal(id)}
        onSuccess={(r) => {
          closeModal(id);
          onSuccess(r);
        }}
      />
    ),
  });
  return id;
}
