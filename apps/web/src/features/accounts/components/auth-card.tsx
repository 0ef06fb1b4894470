import type { ReactNode } from 'react';

/** The white card that holds an account form, its title and the links under it. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  testId,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
  testId: string;
}) {
  return (
    <section
      data-testid={testId}
      className="w-full rounded-3xl border border-border bg-surface p-5 shadow-xl shadow-primary/5 sm:p-8"
    >
      <h1 className="text-2xl font-extrabold">{title}</h1>
      {subtitle ? <p className="mt-1 text-sm text-text-muted">{subtitle}</p> : null}
      <div className="mt-5">{children}</div>
      {footer ? <div className="mt-6 border-t border-border pt-4 text-sm text-text-muted">{footer}</div> : null}
    </section>
  );
}
