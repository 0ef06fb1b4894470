import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, Input, Select } from '../../shared/ui/controls';
import { lastDays, PRESETS } from './days';

export interface RangeValue {
  from: string;
  to: string;
  by?: string;
}

/**
 * A report's range (local days, both ends included; the server checks them and answers a translated code when
 * they are wrong), quick ranges, and the grouping when the report has several.
 */
export function RangeForm({
  value,
  groups,
  onApply,
  children,
}: {
  value: RangeValue;
  groups?: readonly string[];
  onApply: (v: RangeValue) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  // A new range from the address (Back, a quick range) replaces what was being typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the three fields are the value.
  useEffect(() => setDraft(value), [value.from, value.to, value.by]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label={t('reports.range')}>
      <Field label={t('reports.from')}>
        <Input
          type="date"
          name="from"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
      </Field>
      <Field label={t('reports.to')}>
        <Input type="date" name="to" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
      </Field>
      {groups && groups.length > 1 && (
        <Field label={t('reports.by')}>
          <Select name="by" value={draft.by ?? groups[0]} onChange={(e) => setDraft({ ...draft, by: e.target.value })}>
            {groups.map((g) => (
              <option key={g} value={g}>
                {t(`reports.groups.${g}`)}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {children}
      <Button type="submit">{t('reports.show')}</Button>
      <div className="flex gap-1">
        {PRESETS.map((n) => (
          <Button key={n} variant="ghost" onClick={() => onApply({ ...draft, ...lastDays(n) })}>
            {t('reports.lastDays', { n })}
          </Button>
        ))}
      </div>
    </form>
  );
}
