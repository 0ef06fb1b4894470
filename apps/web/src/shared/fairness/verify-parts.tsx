import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';

// The pieces every provably fair verify page (house slot, dice) is built of, so that they look and read alike.

/** The page: the games' dark backdrop, a title and, where there is somewhere to go back to, a back link. */
export function VerifyFrame({
  title,
  back,
  testId,
  children,
}: {
  title: string;
  back?: { to: string; label: string; testId: string };
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div
      data-testid={testId}
      className="min-h-dvh bg-[radial-gradient(circle_at_50%_0%,#4c1d95,#0f0a1e_65%)] px-3 py-4 text-white sm:px-6"
    >
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        <header className="flex items-center justify-between gap-3">
          <h1 className="text-2xl font-black text-accent">{title}</h1>
          {back && (
            <Link
              to={back.to}
              data-testid={back.testId}
              className="rounded-xl bg-white/10 px-3 py-2 text-sm font-bold hover:bg-white/20"
            >
              {back.label}
            </Link>
          )}
        </header>
        {children}
      </div>
    </div>
  );
}

/** One input of the seeds form (seeds are pasted, so spaces around them are dropped). */
export function SeedField({
  label,
  value,
  onChange,
  testId,
  numeric = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  numeric?: boolean;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs">
      <span className="text-white/60">{label}</span>
      <input
        data-testid={testId}
        inputMode={numeric ? 'numeric' : 'text'}
        value={value}
        onChange={(e) => onChange(e.target.value.trim())}
        className="w-full rounded-lg bg-black/30 px-3 py-2 font-mono text-xs text-white outline-none focus-visible:ring-2 focus-visible:ring-accent"
      />
    </label>
  );
}

/**
 * The seeds form's values and its inputs: `field(key, label, numeric?)` is the input of one value, with the
 * test id `<testIdPrefix>-<key>`.
 */
export function useSeedForm<K extends string>(initial: Record<K, string>, testIdPrefix: string) {
  const [form, setForm] = useState(initial);
  const field = (key: K, label: string, numeric = false) => (
    <SeedField
      testId={`${testIdPrefix}-${key}`}
      label={label}
      value={form[key]}
      onChange={(value) => setForm((f) => ({ ...f, [key]: value }))}
      numeric={numeric}
    />
  );
  return { form, setForm, field };
}

/** A check's answer: green with ✓ when it holds, red with ✗ when it does not. */
export function Verdict({ ok, yes, no, testId }: { ok: boolean; yes: string; no: string; testId: string }) {
  return (
    <div
      data-testid={testId}
      data-ok={ok}
      className={`rounded-lg px-3 py-2 font-bold ${ok ? 'bg-emerald-500/15 text-emerald-300' : 'bg-red-500/15 text-red-300'}`}
    >
      {ok ? `✓ ${yes}` : `✗ ${no}`}
    </div>
  );
}

/** The parsed nonce (or another whole number field), NaN when it is not one. */
export const wholeNumber = (s: string) => (/^\d{1,10}$/.test(s) ? Number.parseInt(s, 10) : Number.NaN);

/** The seeds form's button, the width of the form. */
export function VerifySubmit({ label, testId }: { label: string; testId: string }) {
  return (
    <button
      type="submit"
      data-testid={testId}
      className="rounded-lg bg-accent px-4 py-2 font-extrabold text-[#1c1530] hover:bg-accent-strong sm:col-span-2"
    >
      {label}
    </button>
  );
}

/** Why the seeds could not be checked (announced at once). */
export function VerifyError({ message, testId }: { message: string | null; testId: string }) {
  if (!message) return null;
  return (
    <p role="alert" data-testid={testId} className="font-semibold text-red-300">
      {message}
    </p>
  );
}
