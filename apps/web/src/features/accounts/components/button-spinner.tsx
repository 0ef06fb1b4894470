/** Small spinner drawn in the button's own text colour while its action runs. */
export function ButtonSpinner() {
  return (
    <span
      aria-hidden="true"
      data-testid="button-spinner"
      className="inline-block size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]"
    />
  );
}
