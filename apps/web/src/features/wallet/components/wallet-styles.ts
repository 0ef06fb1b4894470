/** Looks shared by the wallet pages' forms (the same as the account forms, so the site reads as one). */
export const walletInputClass =
  'h-11 w-full rounded-xl border border-border bg-surface px-3 text-sm text-text outline-none transition-colors placeholder:text-text-muted/70 focus:border-primary focus:ring-2 focus:ring-primary/20 aria-[invalid=true]:border-danger';

export const walletPrimaryButtonClass =
  'inline-flex h-11 w-full items-center justify-center gap-2 rounded-xl bg-primary px-5 text-sm font-bold text-white shadow-sm transition hover:bg-primary-strong disabled:cursor-not-allowed disabled:opacity-60';

export const walletSecondaryButtonClass =
  'inline-flex h-11 items-center justify-center gap-2 rounded-xl border border-primary px-4 text-sm font-bold text-primary transition hover:bg-primary-soft disabled:cursor-not-allowed disabled:opacity-60';
