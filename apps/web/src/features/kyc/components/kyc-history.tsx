import type { KycRequest } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date';

const STATUS_CLASS = { pending: 'text-accent-strong', approved: 'text-success', rejected: 'text-danger' } as const;

/** The member's own requests: level asked, when, status, and the reason of a rejection. */
export function KycHistory({ items }: { items: KycRequest[] }) {
  const { t, i18n } = useTranslation('memberCentre');
  if (items.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-text">{t('kyc.historyTitle')}</h4>
      <ul data-testid="kyc-history" className="flex flex-col divide-y divide-border text-sm">
        {items.map((r) => (
          <li key={r.id} data-testid="kyc-history-item" className="flex flex-col gap-0.5 py-2">
            <div className="flex flex-wrap items-center justify-between gap-x-3">
              <span className="text-text">{t('kyc.historyLevel', { level: t(`kyc.levels.${r.level}`) })}</span>
              <span data-testid="kyc-history-status" className={`font-semibold ${STATUS_CLASS[r.status]}`}>
                {t(`kyc.status.${r.status}`)}
              </span>
            </div>
            <time dateTime={r.createdAt} className="text-xs text-text-muted">
              {formatDateTime(r.createdAt, i18n.language)}
            </time>
            {r.rejectReason ? (
              <p className="text-xs text-danger">{t('kyc.reason', { reason: r.rejectReason })}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
