import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterFormState } from './use-register-form';

function Box({
  testId,
  checked,
  onChange,
  invalid,
  children,
}: {
  testId: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  invalid: boolean;
  children: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-2.5 text-sm leading-5 text-text">
      <input
        type="checkbox"
        data-testid={testId}
        checked={checked}
        aria-invalid={invalid || undefined}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-primary"
      />
      <span>{children}</span>
    </label>
  );
}

/** The terms box (starts checked, spec §4) and the 18+ confirmation; either unticked blocks submit. */
export function RegisterConsent({ form, termsLink }: { form: RegisterFormState; termsLink: ReactNode }) {
  const { t } = useTranslation('register');
  return (
    <div className="flex flex-col gap-2.5 rounded-xl bg-surface-2 px-3 py-3">
      <Box testId="register-age" checked={form.age} onChange={form.setAge} invalid={form.boxError === 'age'}>
        {t('age.confirm')}
      </Box>
      <Box testId="register-terms" checked={form.terms} onChange={form.setTerms} invalid={form.boxError === 'terms'}>
        {t('terms.accept')} {termsLink}
      </Box>
      {form.boxError ? (
        <p role="alert" data-testid="register-consent-error" className="text-xs text-danger">
          {t(form.boxError === 'terms' ? 'terms.required' : 'age.required')}
        </p>
      ) : null}
    </div>
  );
}
