import type { CSSProperties } from 'react';

/** Shimmering placeholder block shown while content loads. */
export function Skeleton({
  className = '',
  style,
  rounded = 'rounded-lg',
}: {
  className?: string;
  style?: CSSProperties;
  rounded?: string;
}) {
  return (
    <div
      aria-hidden="true"
      data-testid="skeleton"
      className={`animate-pulse bg-surface-3 motion-reduce:animate-none ${rounded} ${className}`}
      style={style}
    />
  );
}

/** Several skeleton lines of text. */
export function SkeletonText({ lines = 3, className = '' }: { lines?: number; className?: string }) {
  return (
    <div className={`flex flex-col gap-2 ${className}`} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        // Static placeholder list: index keys are stable here.
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder
        <Skeleton key={i} className="h-3" style={{ width: i === lines - 1 ? '60%' : '100%' }} />
      ))}
    </div>
  );
}
