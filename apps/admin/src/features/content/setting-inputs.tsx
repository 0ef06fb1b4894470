import { type ComponentType, useState } from 'react';
import { Field, Input } from '../../shared/ui/controls';
import { isoOf, localOf } from './window-time';

const area =
  'rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-xs focus:border-brand focus:outline-none';

/** Text lines (or commas) ↔ a list of strings; the text is kept as typed until the next change. */
export function ListInput({
  label,
  name,
  value,
  onChange,
}: {
  label: string;
  name: string;
  value: string[];
  onChange: (v: string[]) => void;
}) {
  const [text, setText] = useState(() => value.join('\n'));
  return (
    <Field label={label}>
      <textarea
        name={name}
        rows={4}
        className={area}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onChange(
            e.target.value
              .split(/[\n,]/)
              .map((s) => s.trim())
              .filter(Boolean),
          );
        }}
      />
    </Field>
  );
}

export function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

export function TextInput({
  label,
  name,
  value,
  onChange,
  multiline = false,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (v: string) => void;
  multiline?: boolean;
}) {
  return (
    <Field label={label}>
      {multiline ? (
        <textarea name={name} rows={3} className={area} value={value} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input name={name} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}

/** An instant or none, edited in the browser's zone. */
export function TimeInput({
  label,
  name,
  value,
  onChange,
}: {
  label: string;
  name: string;
  value: string | null;
  onChange: (v: string | null) => void;
}) {
  return (
    <Field label={label}>
      <Input
        type="datetime-local"
        name={name}
        value={localOf(value)}
        onChange={(e) => onChange(isoOf(e.target.value))}
      />
    </Field>
  );
}

/** A whole number; what is not one is sent as typed, for the server to refuse by name. */
export function IntInput({
  label,
  name,
  value,
  onChange,
}: {
  label: string;
  name: string;
  value: number;
  onChange: (v: number | string) => void;
}) {
  const [text, setText] = useState(String(value));
  const input = (
    <Input
      name={name}
      aria-label={label || name}
      inputMode="numeric"
      className="w-full"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(/^-?\d+$/.test(e.target.value.trim()) ? Number(e.target.value) : e.target.value);
      }}
    />
  );
  // In a table row the column header is the label.
  return label ? <Field label={label}>{input}</Field> : input;
}

/** A setting group's form: the stored value in, the whole edited value out. */
export type SettingForm = ComponentType<{ value: unknown; onChange: (v: unknown) => void }>;
