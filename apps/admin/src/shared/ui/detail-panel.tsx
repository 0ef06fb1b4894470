import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card } from './controls';

/**
 * The panel a list opens under itself for its selected row (a deposit, a bank line, a round, a job, a game…):
 * a titled card with a close button; `testId` names what it shows.
 */
export function DetailPanel({
  title,
  onClose,
  testId,
  children,
}: {
  title: string;
  onClose: () => void;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card
      title={title}
      actions={
        <Button variant="ghost" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {testId ? <div data-testid={testId}>{children}</div> : children}
    </Card>
  );
}

/** One label/value line of Facts; the value's own test id, when a journey reads it. */
export type Fact = readonly [label: string, value: ReactNode, testId?: string];

/**
 * A row's label/value pairs in two columns; an empty value (nothing, null, '') shows "—". `mono` sets the
 * values in a fixed-width face (hashes, seeds, JSON).
 */
export function Facts({ items, testId, mono }: { items: readonly Fact[]; testId?: string; mono?: boolean }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm" data-testid={testId}>
      {items.map(([k, v, id]) => (
        <div key={k} className="contents">
          <dt className="text-slate-500">{k}</dt>
          <dd className={mono ? 'font-mono text-xs break-all' : 'break-all'} data-testid={id}>
            {v === null || v === undefined || v === '' ? '—' : v}
          </dd>
        </div>
      ))}
    </dl>
  );
}
