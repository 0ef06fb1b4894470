import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { inputClass } from './field-styles';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** Translated error text under the field; also sets aria-invalid. */
  error?: string | null;
  /** Optional hint under the field when there is no error. */
  hint?: string;
  testId?: string;
  /** Content drawn inside the input's right edge (e.g. a show-password toggle). */
  trailing?: ReactNode;
  /** Content before the input on the same row (e.g. a country code select). */
  leading?: ReactNode;
  /** Content after the input on the same row (e.g. the get-code button). */
  after?: ReactNode;
  /** Hides the label visually (still read by screen readers), for the compact header form. */
  hideLabel?: boolean;
}

/** Label, input and the error text under it, wired for screen readers (aria-invalid, aria-describedby). */
export function FormField({
  label,
  error,
  hint,
  testId,
  trailing,
  leading,
  after,
  hideLabel,
  ...input
}: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-msg`;
  const message = error || hint;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-semibold text-text'}>
        {label}
      </label>
      <div className="flex items-stretch gap-2">
        {leading}
        <div className="relative min-w-0 flex-1">
          <input
            id={id}
            data-testid={testId}
            aria-invalid={error ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            className={`${inputClass} ${trailing ? 'pr-11' : ''}`}
            {...input}
          />
          {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
        </div>
        {after}
      </div>
      {message ? (
        <p
          id={messageId}
          data-testid={testId ? `${testId}-error` : undefined}
          className={error ? 'text-xs text-danger' : 'text-xs text-text-muted'}
          role={error ? 'alert' : undefined}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
