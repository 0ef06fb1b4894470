import { useId } from 'react';

const inputClass =
  'h-11 w-full rounded-xl border border-border bg-surface px-3 text-right text-sm tabular text-text outline-none transition-colors placeholder:text-text-muted/70 focus:border-primary focus:ring-2 focus:ring-primary/20 aria-[invalid=true]:border-danger';

/**
 * A money field typed in currency units (read with parseAmount). `hint` shows the allowed range,
 * `error` a translated problem; both are tied to the input for screen readers.
 */
export function AmountInput({
  label,
  value,
  onChange,
  hint,
  error,
  testId,
  symbol,
  disabled = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string | null;
  testId: string;
  symbol: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-text">
        {label}
      </label>
      <div className="relative">
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-text-muted">
          {symbol}
        </span>
        <input
          id={id}
          data-testid={testId}
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint ${id}-error`}
          onChange={(e) => onChange(e.target.value)}
          className={`${inputClass} pl-8`}
        />
      </div>
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
