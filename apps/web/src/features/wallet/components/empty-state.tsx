/** The calm "nothing here yet" line of a list or report. */
export function EmptyState({ text, testId = 'wallet-empty' }: { text: string; testId?: string }) {
  return (
    <p
      data-testid={testId}
      className="rounded-xl border border-dashed border-border bg-surface-2/60 px-4 py-8 text-center text-sm text-text-muted"
    >
      {text}
    </p>
  );
}
