import { accountsContract, type RegisterFieldSetting } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showDialog } from '../../../shared/ui/modal';
import { primaryButtonClass } from '../components/field-styles';
import { FormError } from '../components/form-error';
import { FormField } from '../components/form-field';
import { NewPasswordFields } from '../components/new-password-fields';
import { accountErrorText } from '../lib/account-errors';
import { requestEncrypted } from '../lib/secure-request';
import { checkConfirmation, checkNewPassword, newPasswordIssue, passwordRule } from '../password/password-rules';
import { fieldErrorText } from '../register/field-messages';
import type { FieldError } from '../register/register-form-model';
import { checkRequired } from './recovery-rules';
import { SubmitButtonContent } from './submit-button-content';

type Field = 'token' | 'newPassword' | 'confirmNewPassword';
const MESSAGE_FIELD: Record<Field, string> = {
  token: 'resetCode',
  newPassword: 'password',
  confirmNewPassword: 'confirmPassword',
};

/**
 * Second step of the e-mail reset: the code from the e-mail (or ?resetToken= of its link), a new
 * password and its confirmation → POST /wps/member/password/reset (encrypted). The server ends every
 * session, so success says "log in again" and `onDone` takes the player to the login.
 */
export function ResetCodeForm({
  fields,
  initialToken,
  sentNotice,
  onBack,
  onDone,
}: {
  fields: readonly RegisterFieldSetting[] | undefined;
  initialToken: string | null;
  sentNotice: boolean;
  onBack: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('recovery');
  const [values, setValues] = useState<Record<Field, string>>({
    token: initialToken ?? '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, FieldError>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rule = passwordRule(fields);

  const set = (name: Field, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const text = (name: Field) => {
    const e = errors[name];
    return e ? fieldErrorText(t, MESSAGE_FIELD[name], e) : null;
  };

  const submit = async () => {
    if (busy) return;
    setFormError(null);
    const found: Partial<Record<Field, FieldError>> = {};
    const tok = checkRequired(values.token);
    if (tok) found.token = tok;
    const np = checkNewPassword(rule, values.newPassword);
    if (np) found.newPassword = np;
    const cf = checkConfirmation(values.newPassword, values.confirmNewPassword);
    if (cf) found.confirmNewPassword = cf;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await requestEncrypted(accountsContract.resetByEmailToken, { ...values, token: values.token.trim() });
      showDialog({ icon: 'success', message: t('success'), testId: 'reset-success-dialog' });
      onDone();
    } catch (err) {
      const issue = newPasswordIssue(err);
      if (issue) setErrors((e) => ({ ...e, newPassword: issue }));
      setFormError(accountErrorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      data-testid="forget-reset-form"
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {sentNotice ? (
        <div role="status" data-testid="forget-email-sent" className="rounded-xl bg-primary-soft px-3 py-2.5 text-sm">
          <p className="font-semibold text-primary">{t('email.sent')}</p>
          <p className="mt-0.5 text-text-muted">{t('email.sentDetail')}</p>
        </div>
      ) : null}
      <FormField
        label={t('fields.resetCode.label')}
        placeholder={t('fields.resetCode.placeholder')}
        testId="forget-reset-code"
        autoComplete="one-time-code"
        maxLength={128}
        value={values.token}
        error={text('token')}
        onChange={(e) => set('token', e.target.value)}
      />
      <NewPasswordFields
        maxLength={rule.maxLength}
        testIds={{ password: 'forget-reset-password', confirm: 'forget-reset-confirm' }}
        password={{
          value: values.newPassword,
          error: text('newPassword'),
          onChange: (v) => set('newPassword', v),
        }}
        confirm={{
          value: values.confirmNewPassword,
          error: text('confirmNewPassword'),
          onChange: (v) => set('confirmNewPassword', v),
        }}
      />
      <FormError message={formError} testId="forget-error" />
      <button type="submit" data-testid="forget-reset-submit" disabled={busy} className={primaryButtonClass}>
        <SubmitButtonContent busy={busy}>{t('reset.submit')}</SubmitButtonContent>
      </button>
      <button
        type="button"
        onClick={onBack}
        data-testid="forget-reset-back"
        className="self-center text-sm font-semibold text-primary hover:underline"
      >
        {t('email.back')}
      </button>
    </form>
  );
}
