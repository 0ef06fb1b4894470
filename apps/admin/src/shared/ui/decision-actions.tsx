import { type ReactNode, useState } from 'react';
import { Button } from './controls';
import { ReasonForm } from './reason-form';

/** One decision a row's panel offers: its button, and the form (or confirmation) it opens. */
export interface Decision {
  id: string;
  label: string;
  variant?: 'primary' | 'danger';
  /** What the button opens; `close` shuts it (after the call succeeded, or on cancel). */
  form: (close: () => void) => ReactNode;
}

/**
 * The decisions open on a selected row (confirm or reject a deposit, approve or reject a withdrawal, assign or
 * dismiss a bank line…): a row of buttons, and in their place the one form an operator opened. The form closes
 * itself once its call succeeded; a refused call leaves it open beside the error the panel shows.
 */
export function DecisionActions({ decisions }: { decisions: readonly Decision[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const current = decisions.find((d) => d.id === open);
  if (current) return <>{current.form(() => setOpen(null))}</>;
  if (decisions.length === 0) return null;
  return (
    <div className="mt-3 flex gap-2">
      {decisions.map((d) => (
        <Button key={d.id} variant={d.variant ?? 'primary'} onClick={() => setOpen(d.id)}>
          {d.label}
        </Button>
      ))}
    </div>
  );
}

/**
 * A decision that asks a reason (or note) before it acts, through the shared ReasonForm: `run` sends it; the
 * form closes once that call succeeded.
 */
export function reasonDecision({
  id,
  label,
  variant = 'danger',
  testId,
  reasonLabel,
  min,
  busy,
  run,
}: {
  id: string;
  label: string;
  variant?: 'primary' | 'danger';
  testId: string;
  reasonLabel: string;
  min: number;
  busy: boolean;
  run: (reason: string) => Promise<unknown>;
}): Decision {
  return {
    id,
    label,
    variant,
    form: (close) => (
      <ReasonForm
        testId={testId}
        label={reasonLabel}
        submit={label}
        variant={variant}
        min={min}
        busy={busy}
        onSubmit={(reason) => run(reason).then(close, () => undefined)}
        onCancel={close}
      />
    ),
  };
}
