import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date';
import { LoadError } from '../../shared/ui/load-error';
import { CenteredSpinner } from '../../shared/ui/spinner';
import { kycHistoryQuery, kycStatusQuery } from './api';
import { KycHistory } from './components/kyc-history';
import { KycRequestForm } from './components/kyc-request-form';
import { LevelAllowances } from './components/level-allowances';

/**
 * Identity verification in the security centre (issue 18.5): the member's level and what each level allows,
 * the request under review or the last decision (with the operator's reason), the form for a higher level,
 * and the member's own history of requests.
 */
export function VerificationSection({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('memberCentre');
  const status = useQuery(kycStatusQuery());
  const history = useQuery(kycHistoryQuery());
  const pendingId = status.data?.pending?.id ?? null;
  // A decision arrived (the request that was pending is gone): the history shows it too.
  const { refetch: refetchHistory } = history;
  const wasPending = useRef<number | null>(null);
  useEffect(() => {
    if (wasPending.current !== null && pendingId === null) void refetchHistory();
    wasPending.current = pendingId;
  }, [pendingId, refetchHistory]);
  return (
    <section data-testid="kyc-section" className={className}>
      <h3 className="font-semibold text-text">{t('kyc.title')}</h3>
      {status.isPending ? (
        <CenteredSpinner minHeight={120} />
      ) : status.isError ? (
        <LoadError error={status.error} onRetry={status.refetch} testId="kyc-load-error" compact />
      ) : (
        <>
          <p className="text-sm text-text-muted">
            {t('kyc.currentLevel')}{' '}
            <span data-testid="kyc-level" data-level={status.data.level} className="font-semibold text-text">
              {t(`kyc.levels.${status.data.level}`)}
            </span>
          </p>
          <LevelAllowances allowances={status.data.allowances} level={status.data.level} />
          {status.data.pending ? (
            <p
              role="status"
              data-testid="kyc-pending"
              className="rounded-xl bg-accent/10 px-3 py-2 text-sm text-accent-strong"
            >
              {t('kyc.pending', {
                level: t(`kyc.levels.${status.data.pending.level}`),
                at: formatDateTime(status.data.pending.createdAt, i18n.language),
              })}
            </p>
          ) : status.data.lastDecided?.status === 'rejected' ? (
            <p
              role="status"
              data-testid="kyc-rejected"
              className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger"
            >
              {t('kyc.rejected', {
                level: t(`kyc.levels.${status.data.lastDecided.level}`),
                reason: status.data.lastDecided.rejectReason ?? '',
              })}
            </p>
          ) : null}
          {status.data.level === 'full' ? (
            <p data-testid="kyc-complete" className="text-sm text-success">
              {t('kyc.complete')}
            </p>
          ) : status.data.pending ? null : (
            <KycRequestForm
              level={status.data.level}
              dateOfBirth={status.data.dateOfBirth}
              last={status.data.lastDetails}
            />
          )}
          {history.data ? <KycHistory items={history.data.items} /> : null}
        </>
      )}
    </section>
  );
}
