import type { ReactNode } from 'react';
import { AppLink } from '../../../shared/router/app-link';

/** Heading of a home section with an optional 'see all' link. */
export function SectionHeading({
  id,
  title,
  more,
}: {
  id: string;
  title: string;
  more?: { to: string; label: string };
}) {
  return (
    <div className="mb-3 flex items-end justify-between gap-3">
      <h2 id={id} className="flex items-center gap-2 font-extrabold text-lg text-text tracking-tight sm:text-xl">
        <span className="h-5 w-1.5 rounded-full bg-gradient-to-b from-accent to-accent-strong" aria-hidden="true" />
        {title}
      </h2>
      {more ? (
        <AppLink to={more.to} className="shrink-0 font-semibold text-primary text-sm hover:underline">
          {more.label} ›
        </AppLink>
      ) : null}
    </div>
  );
}

/** Section wrapper with consistent spacing. */
export function HomeSection({
  labelledBy,
  children,
  testId,
}: {
  labelledBy: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section aria-labelledby={labelledBy} data-testid={testId}>
      {children}
    </section>
  );
}
