/** Shared class names of the points mall's forms (one look for the redeem dialog and the convert panel). */
export const inputClass =
  'h-11 w-full rounded-xl border border-border bg-surface px-3 text-base text-text outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/30 aria-[invalid=true]:border-danger';
export const primaryButtonClass =
  'inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-primary px-5 text-sm font-bold text-white transition hover:bg-primary-strong disabled:cursor-not-allowed disabled:opacity-50';
export const secondaryButtonClass =
  'inline-flex h-11 items-center justify-center rounded-xl border border-border px-5 text-sm font-semibold text-text transition hover:border-primary hover:text-primary disabled:opacity-50';
export const labelClass = 'flex flex-col gap-1.5 text-sm font-semibold text-text';
