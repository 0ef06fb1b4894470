/** A form's own error line (beside the per-field ones); renders nothing without a message. */
export function FormError({ message, testId }: { message: string | null; testId: string }) {
  if (!message) return null;
  return (
    <p role="alert" data-testid={testId} className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger">
      {message}
    </p>
  );
}
