/** Input look shared by the account forms (same as the help feedback form). */
export const inputClass =
  'h-11 w-full rounded-xl border border-border bg-surface px-3 text-sm text-text outline-none transition-colors placeholder:text-text-muted/70 focus:border-primary focus:ring-2 focus:ring-primary/20 aria-[invalid=true]:border-danger aria-[invalid=true]:focus:ring-danger/20';

/** Primary submit button of the account forms. */
export const primaryButtonClass =
  'inline-flex h-11 w-full items-center justify-center gap-2 rounded-xl bg-primary px-5 text-sm font-bold text-white shadow-sm transition hover:bg-primary-strong disabled:cursor-not-allowed disabled:opacity-60';

/** Secondary (outlined) button of the account forms. */
export const secondaryButtonClass =
  'inline-flex h-11 w-full items-center justify-center gap-2 rounded-xl border border-primary px-5 text-sm font-bold text-primary transition hover:bg-primary-soft disabled:cursor-not-allowed disabled:opacity-60';
