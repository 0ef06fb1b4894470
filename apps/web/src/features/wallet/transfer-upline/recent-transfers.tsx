import type { MemberTransfer } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatOperatorDateTime } from '../components/date-time';
import { EmptyState } from '../components/empty-state';
import { Money } from '../components/money';

/** The member's latest transfers with its upline/downline (sent negative, received positive). */
export function RecentTransfers({ items }: { items: readonly MemberTransfer[] }) {
  const { t } = useTranslation('wallet');
  return (
    <section aria-labelledby="tu-recent" className="flex flex-col gap-2">
      <h3 id="tu-recent" className="text-sm font-semibold text-text-muted">
        {t('transferUpline.recent')}
      </h3>
      {items.length === 0 ? (
        <EmptyState text={t('transferUpline.recentEmpty')} />
      ) : (
        <ul data-testid="tu-recent" className="flex flex-col divide-y divide-border rounded-xl border border-border">
          {items.map((item) => (
            <li key={item.id} data-testid="tu-transfer" className="flex items-center gap-3 px-3 py-2.5">
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm font-semibold text-text">
                  {t(item.amount < 0 ? 'transferUpline.sentTo' : 'transferUpline.receivedFrom', {
                    account: item.counterparty,
                  })}
                </span>
                <span className="text-xs text-text-muted">
                  {t(`transferUpline.direction.${item.direction}`)} · {formatOperatorDateTime(item.createdAt)}
                </span>
              </div>
              <Money minor={item.amount} signed className="text-sm font-semibold" testId="tu-transfer-amount" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
