import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../api/error-text';

/**
 * What a panel shows when its data could not be loaded (the network dropped, the server failed): the
 * translated reason and a retry that asks again in place, so the panel recovers without being
 * reopened. It also asks again by itself when the browser comes back online. The lobby's pattern,
 * shared by every panel that loads data.
 */
export function LoadError({
  error,
  onRetry,
  testId = 'load-error',
  compact = false,
}: {
  error: unknown;
  onRetry: () => unknown;
  testId?: string;
  /** Inside a form or a list: no large empty box around it. */
  compact?: boolean;
}) {
  const { t } = useTranslation(['common', 'errors']);
  useEffect(() => {
    const again = () => void onRetry();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [onRetry]);
  return (
    <div
      role="alert"
      data-testid={testId}
      className={`flex flex-col items-center gap-3 rounded-2xl text-center ${compact ? 'py-4' : 'bg-surface py-10'}`}
    >
      <p className="text-sm text-text-muted">{apiErrorText(t, error)}</p>
      <button
        type="button"
        data-testid={`${testId}-retry`}
        onClick={() => void onRetry()}
        className="rounded-full bg-primary px-5 py-2 font-semibold text-sm text-white hover:bg-primary-strong"
      >
        {t('common:retry')}
      </button>
    </div>
  );
}
