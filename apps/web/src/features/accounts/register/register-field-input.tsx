import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../components/form-field';
import { PasswordField } from '../components/password-field';
import type { RegisterFieldName, VisibleField } from './register-form-model';

const SECRET: ReadonlySet<RegisterFieldName> = new Set(['password', 'confirmPassword', 'paymentPassword']);

const INPUT_TYPE: Partial<Record<RegisterFieldName, HTMLInputTypeAttribute>> = {
  email: 'email',
  mobileNum: 'tel',
  birthday: 'date',
};

const INPUT_MODE: Partial<Record<RegisterFieldName, 'numeric' | 'tel' | 'email'>> = {
  mobileNum: 'tel',
  qqNum: 'numeric',
  whatsapp: 'numeric',
  idNumber: 'numeric',
  paymentPassword: 'numeric',
};

const AUTOCOMPLETE: Partial<Record<RegisterFieldName, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  paymentPassword: 'off',
  email: 'email',
  mobileNum: 'tel-national',
  payeeName: 'name',
  birthday: 'bday',
};

/** One registration input, labelled and hinted from register.json; `testId` is `register-<field>`. */
export function RegisterFieldInput({
  field,
  value,
  error,
  onChange,
  onBlur,
  leading,
  after,
}: {
  field: VisibleField;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
  leading?: ReactNode;
  after?: ReactNode;
}) {
  const { t } = useTranslation('register');
  const name = field.name;
  const hint = t(`fields.${name}.hint`, { defaultValue: '' });
  const label = t(`fields.${name}.label`);
  const common = {
    label: field.rule.required ? `${label} *` : label,
    placeholder: t(`fields.${name}.placeholder`, { defaultValue: '' }) || undefined,
    hint: hint || undefined,
    error,
    testId: `register-${name}`,
    name,
    value,
    required: field.rule.required,
    // The server's maximum, so a paste cannot silently exceed it; the minimum is the validator's job.
    maxLength: field.rule.maxLength,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    onBlur,
  };
  if (SECRET.has(name)) {
    return <PasswordField {...common} autoComplete={AUTOCOMPLETE[name]} inputMode={INPUT_MODE[name]} />;
  }
  return (
    <FormField
      {...common}
      type={INPUT_TYPE[name] ?? 'text'}
      inputMode={INPUT_MODE[name]}
      autoComplete={AUTOCOMPLETE[name] ?? 'off'}
      leading={leading}
      after={after}
    />
  );
}
