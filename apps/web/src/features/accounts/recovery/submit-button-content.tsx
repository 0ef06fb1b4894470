import type { ReactNode } from 'react';

/** A submit button's label with a white spinner while its action runs (the button stays the same size). */
export function SubmitButtonContent({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <>
      {busy ? (
        <span
          aria-hidden="true"
          data-testid="submit-spinner"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      ) : null}
      {children}
    </>
  );
}
