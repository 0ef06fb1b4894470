import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, Input } from './controls';

/**
 * A required reason (or note) and a confirm button, for every screen that asks one before it acts (reject,
 * lock, dismiss, void…): one shorter than `min` characters is refused here, saying so, so the server's own
 * length rule is never the first to answer. `children` are further fields shown before the reason; the
 * confirm button is `<testId>-confirm`. Without `onCancel` there is no cancel button (a form always shown).
 */
export function ReasonForm({
  label,
  submit,
  min = 3,
  busy,
  onSubmit,
  onCancel,
  testId,
  variant = 'danger',
  children,
}: {
  /** The field's label; "Reason" when not given. */
  label?: string;
  submit: string;
  min?: number;
  busy?: boolean;
  onSubmit: (reason: string) => void;
  onCancel?: () => void;
  testId?: string;
  variant?: 'primary' | 'danger';
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const send = (e: FormEvent) => {
    e.preventDefault();
    const v = text.trim();
    if (v.length < min) return setTooShort(true);
    onSubmit(v);
  };
  return (
    <form onSubmit={send} className="mt-3 flex flex-wrap items-end gap-2" data-testid={testId}>
      {children}
      <Field label={label ?? t('common.reason')}>
        <Input
          className="w-96 max-w-full"
          name="reason"
          value={text}
          maxLength={500}
          onChange={(e) => {
            setText(e.target.value);
            setTooShort(false);
          }}
        />
      </Field>
      <Button type="submit" variant={variant} disabled={busy} data-testid={testId && `${testId}-confirm`}>
        {submit}
      </Button>
      {onCancel && (
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      )}
      {tooShort && (
        <p role="alert" className="w-full text-sm text-red-700">
          {t('common.reasonTooShort', { min })}
        </p>
      )}
    </form>
  );
}
