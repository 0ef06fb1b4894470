import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input } from '../../shared/ui/controls';

/**
 * A button that asks for a reason before it acts (reject, void, dismiss, resolve): the server keeps the
 * reason in the audit row and refuses one shorter than 3 characters.
 */
export function ReasonAction({
  label,
  testId,
  danger,
  pending,
  onConfirm,
}: {
  label: string;
  testId: string;
  danger?: boolean;
  pending?: boolean;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!open)
    return (
      <Button variant={danger ? 'danger' : 'ghost'} onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </Button>
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onConfirm(reason);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-center gap-2">
      <Input
        aria-label={t('lottery.reason')}
        placeholder={t('lottery.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        data-testid={`${testId}-reason`}
      />
      <Button
        type="submit"
        variant={danger ? 'danger' : 'primary'}
        disabled={pending}
        data-testid={`${testId}-confirm`}
      >
        {label}
      </Button>
      <Button variant="ghost" onClick={() => setOpen(false)}>
        {t('lottery.cancel')}
      </Button>
    </form>
  );
}
