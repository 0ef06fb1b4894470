import { type InputHTMLAttributes, useId } from 'react';
import { walletInputClass } from './wallet-styles';

/** A labelled text field with an optional hint and a translated error, tied together for screen readers. */
export function TextField({
  label,
  hint,
  error,
  testId,
  ...input
}: {
  label: string;
  hint?: string;
  error?: string | null;
  testId: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-text">
        {label}
      </label>
      <input
        id={id}
        data-testid={testId}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-error`}
        className={walletInputClass}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} data-testid={`${testId}-hint`} className="text-xs text-text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" data-testid={`${testId}-error`} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
