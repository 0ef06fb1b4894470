import { useTranslation } from 'react-i18next';

const SIZES = { sm: 'size-4 border-2', md: 'size-8 border-[3px]', lg: 'size-12 border-4' } as const;

/** Accessible loading spinner; `label` overrides the default "Loading…" text for screen readers. */
export function Spinner({
  size = 'md',
  className = '',
  label,
}: {
  size?: keyof typeof SIZES;
  className?: string;
  label?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <span role="status" data-testid="spinner" className={`inline-flex items-center justify-center ${className}`}>
      <span
        aria-hidden="true"
        className={`${SIZES[size]} animate-spin rounded-full border-primary/25 border-t-primary motion-reduce:animate-[spin_1.5s_linear_infinite]`}
      />
      <span className="sr-only">{label ?? t('loading')}</span>
    </span>
  );
}

/** A spinner centred in a block of the given minimum height (page and panel loading states). */
export function CenteredSpinner({ minHeight = 240 }: { minHeight?: number }) {
  return (
    <div className="flex w-full items-center justify-center" style={{ minHeight }}>
      <Spinner size="lg" />
    </div>
  );
}
