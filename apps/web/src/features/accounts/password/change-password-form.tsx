import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSettings } from '../../../shared/system';
import { closeModal } from '../../../shared/ui/modal';
import { primaryButtonClass, secondaryButtonClass } from '../components/field-styles';
import { FormError } from '../components/form-error';
import { NewPasswordFields } from '../components/new-password-fields';
import { PasswordField } from '../components/password-field';
import { accountErrorText } from '../lib/account-errors';
import { SubmitButtonContent } from '../recovery/submit-button-content';
import { fieldErrorText } from '../register/field-messages';
import { changePasswordAndRelogin } from './change-password-flow';
import { type ChangePasswordErrors, checkChangePassword, newPasswordIssue, passwordRule } from './password-rules';

type Field = keyof ChangePasswordErrors;
// The register namespace's texts for the password rule are reused (one wording everywhere).
const MESSAGE_FIELD: Record<Field, string> = {
  oldPassword: 'oldPassword',
  newPassword: 'password',
  confirmNewPassword: 'confirmPassword',
};

/**
 * The change-password form (spec §4/§5): old password (unless the caller holds it), new password by
 * the password rule, confirmation equal. Forced mode has no cancel: the modal cannot be dismissed.
 */
export function ChangePasswordForm({
  modalId,
  forced,
  knownOldPassword,
}: {
  modalId: string;
  forced: boolean;
  knownOldPassword: string | null;
}) {
  const { t } = useTranslation('recovery');
  const settings = useRegisterSettings();
  const rule = passwordRule(settings.data?.fields);
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [errors, setErrors] = useState<ChangePasswordErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const oldKnown = knownOldPassword !== null;

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
    const found = checkChangePassword(rule, values, oldKnown);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await changePasswordAndRelogin(modalId, {
        oldPassword: oldKnown ? (knownOldPassword ?? '') : values.oldPassword,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
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
      data-testid="change-password-form"
      noValidate
      className="flex flex-col gap-4 px-1 pb-1"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {forced ? (
        <p data-testid="change-password-forced" className="rounded-xl bg-accent/15 px-3 py-2.5 text-sm text-text">
          {t('change.forcedNotice')}
        </p>
      ) : null}
      {oldKnown ? null : (
        <PasswordField
          label={t('fields.oldPassword.label')}
          placeholder={t('fields.oldPassword.placeholder')}
          testId="change-old-password"
          autoComplete="current-password"
          maxLength={128}
          value={values.oldPassword}
          error={text('oldPassword')}
          onChange={(e) => set('oldPassword', e.target.value)}
        />
      )}
      <NewPasswordFields
        maxLength={rule.maxLength}
        testIds={{ password: 'change-new-password', confirm: 'change-confirm-password' }}
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
      <FormError message={formError} testId="change-password-error" />
      <div className={forced ? '' : 'grid grid-cols-2 gap-3'}>
        {forced ? null : (
          <button
            type="button"
            data-testid="change-password-cancel"
            className={secondaryButtonClass}
            onClick={() => closeModal(modalId)}
          >
            {t('change.cancel')}
          </button>
        )}
        <button type="submit" data-testid="change-password-submit" disabled={busy} className={primaryButtonClass}>
          <SubmitButtonContent busy={busy}>{t('change.submit')}</SubmitButtonContent>
        </button>
      </div>
    </form>
  );
}
