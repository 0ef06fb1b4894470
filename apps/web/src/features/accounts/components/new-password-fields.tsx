import { useTranslation } from 'react-i18next';
import { PasswordField } from './password-field';

interface PasswordInput {
  value: string;
  /** The translated error, or null. */
  error: string | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/**
 * The new password (with the password rule's hint) and, when `confirm` is given, its confirmation: the
 * shared part of the change-password and both reset forms. `testIds` name the two inputs.
 */
export function NewPasswordFields({
  maxLength,
  testIds,
  password,
  confirm,
}: {
  maxLength: number;
  testIds: { password: string; confirm?: string };
  password: PasswordInput;
  confirm?: PasswordInput;
}) {
  const { t } = useTranslation('recovery');
  return (
    <>
      <PasswordField
        label={t('fields.newPassword.label')}
        placeholder={t('fields.newPassword.placeholder')}
        hint={t('fields.newPassword.hint')}
        testId={testIds.password}
        autoComplete="new-password"
        maxLength={maxLength}
        value={password.value}
        error={password.error}
        onChange={(e) => password.onChange(e.target.value)}
        onBlur={password.onBlur}
      />
      {confirm ? (
        <PasswordField
          label={t('fields.confirmNewPassword.label')}
          placeholder={t('fields.confirmNewPassword.placeholder')}
          testId={testIds.confirm}
          autoComplete="new-password"
          maxLength={maxLength}
          value={confirm.value}
          error={confirm.error}
          onChange={(e) => confirm.onChange(e.target.value)}
          onBlur={confirm.onBlur}
        />
      ) : null}
    </>
  );
}
