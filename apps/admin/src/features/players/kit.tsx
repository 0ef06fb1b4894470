import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, Input } from '../../shared/ui/controls';

/** The shared amount parser (one for every screen): a positive amount in đồng → minor units, or null. */
export { positiveMinorOf as minorOf } from '../../shared/amount-input';

/** A required reason and a confirm button: one shorter than 3 characters is refused here, saying so. */
export function ReasonForm({
  submit,
  busy,
  onSubmit,
  onCancel,
  testId,
  children,
  label,
}: {
  submit: string;
  busy?: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
  testId: string;
  children?: ReactNode;
  label?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const send = (e: FormEvent) => {
    e.preventDefault();
    const v = text.trim();
    if (v.length < 3) return setTooShort(true);
    onSubmit(v);
  };
  return (
    <form onSubmit={send} className="mt-3 flex flex-wrap items-end gap-2" data-testid={testId}>
      {children}
      <Field label={label ?? t('players.reason')}>
        <Input
          className="w-80 max-w-full"
          name="reason"
          value={text}
          maxLength={500}
          onChange={(e) => {
            setText(e.target.value);
            setTooShort(false);
          }}
        />
      </Field>
      <Button type="submit" variant="danger" disabled={busy} data-testid={`${testId}-confirm`}>
        {submit}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        {t('players.cancel')}
      </Button>
      {tooShort && (
        <p role="alert" className="w-full text-sm text-red-700">
          {t('players.reasonTooShort')}
        </p>
      )}
    </form>
  );
}

/** Label / value pairs in two columns. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-slate-500">{k}</dt>
          <dd className="break-all">{v ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A small read-only table. */
export function MiniTable({
  head,
  rows,
  empty,
  testId,
}: {
  head: string[];
  rows: ReactNode[][];
  empty: string;
  testId?: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <thead>
          <tr className="border-b text-slate-500">
            {head.map((h) => (
              <th key={h} className="px-2 py-1 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: read-only rows, never reordered.
            <tr key={i} className="border-b last:border-0">
              {r.map((c, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns.
                <td key={j} className="px-2 py-1 align-top">
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
