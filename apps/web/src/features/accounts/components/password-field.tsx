import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, type FormFieldProps } from './form-field';

/** Password input with the show/hide toggle of spec §2; `testId` names the input, the toggle is `${testId}-toggle`. */
export function PasswordField(props: Omit<FormFieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  return (
    <FormField
      {...props}
      type={shown ? 'text' : 'password'}
      autoComplete={props.autoComplete ?? 'current-password'}
      trailing={
        <button
          type="button"
          data-testid={props.testId ? `${props.testId}-toggle` : undefined}
          aria-label={shown ? t('field.hidePassword') : t('field.showPassword')}
          aria-pressed={shown}
          onClick={() => setShown((v) => !v)}
          className="grid size-9 place-items-center rounded-lg text-text-muted hover:bg-surface-2 hover:text-text"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-none stroke-current stroke-2">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" strokeLinejoin="round" />
            <circle cx="12" cy="12" r="3" />
            {shown ? null : <path d="M4 4l16 16" strokeLinecap="round" />}
          </svg>
        </button>
      }
    />
  );
}
