import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-text';

/**
 * The end of every agent-centre form (terms, transfer, contract offer): the problem found before sending or
 * the server's translated error, the success line, and the submit button (disabled while sending).
 */
export function FormFooter(props: {
  problem: string | null;
  /** The mutation's error, when it failed. */
  error: unknown;
  success?: ReactNode;
  pending: boolean;
  submitLabel: string;
}) {
  const { t } = useTranslation('agent');
  return (
    <>
      {props.problem || props.error ? (
        <p role="alert" className="text-sm text-danger">
          {props.problem ?? apiErrorText(t, props.error)}
        </p>
      ) : null}
      {props.success ? (
        <p role="status" className="text-sm text-success">
          {props.success}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={props.pending}
        className="h-10 rounded-xl bg-primary text-sm font-bold text-white disabled:opacity-50"
      >
        {props.submitLabel}
      </button>
    </>
  );
}
