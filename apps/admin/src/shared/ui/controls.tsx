import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

/** The few form controls every screen uses, styled once. */
export function Button({
  variant = 'primary',
  className = '',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'ghost' | 'danger' }) {
  const look = {
    primary: 'bg-brand text-white hover:bg-violet-800 disabled:bg-slate-300',
    ghost: 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 disabled:text-slate-400',
    danger: 'border border-red-300 bg-white text-red-700 hover:bg-red-50 disabled:text-slate-400',
  }[variant];
  return <button type="button" className={`rounded-md px-3 py-2 text-sm font-medium ${look} ${className}`} {...rest} />;
}

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is among the children, inside the label.
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium text-slate-700">{label}</span>
      {children}
    </label>
  );
}

const box = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand focus:outline-none';
export const Input = (p: InputHTMLAttributes<HTMLInputElement>) => (
  <input {...p} className={`${box} ${p.className ?? ''}`} />
);
export const Select = (p: SelectHTMLAttributes<HTMLSelectElement>) => (
  <select {...p} className={`${box} ${p.className ?? ''}`} />
);

export function Card({ title, children, actions }: { title?: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      {(title || actions) && (
        <header className="mb-3 flex items-center justify-between gap-2">
          {title && <h2 className="text-base font-semibold">{title}</h2>}
          {actions}
        </header>
      )}
      {children}
    </section>
  );
}

export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className="mb-4 text-xl font-semibold">{children}</h1>;
}
