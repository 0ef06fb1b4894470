/** How a status reads at a glance. */
export type StatusTone = 'waiting' | 'good' | 'bad' | 'neutral';

const TONES: Record<StatusTone, string> = {
  waiting: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  good: 'bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  bad: 'bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-300',
  neutral: 'bg-surface-2 text-text-muted',
};

/** A small pill with a translated status label. */
export function StatusBadge({ label, tone, testId }: { label: string; tone: StatusTone; testId?: string }) {
  return (
    <span
      data-testid={testId}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[tone]}`}
    >
      {label}
    </span>
  );
}
