import type { VendorTransfer } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/session';
import { Pager } from '../../../shared/ui/pager';
import { Spinner } from '../../../shared/ui/spinner';
import { formatOperatorDateTime } from '../components/date-time';
import { EmptyState } from '../components/empty-state';
import { Money } from '../components/money';
import { StatusBadge, type StatusTone } from '../components/status-badge';
import { walletErrorText } from '../components/wallet-error';
import { VENDOR_TRANSFERS_PAGE_SIZE, vendorTransfersQueryOptions } from './api/vendor-transfers.api';

const TONE: Record<VendorTransfer['status'], StatusTone> = {
  pending: 'waiting',
  unknown: 'waiting',
  succeeded: 'good',
  failed: 'bad',
};

/** The member's main ↔ vendor transfers, newest first; an unsettled one can be checked again. */
export function VendorTransferList({ onRecheck, busy }: { onRecheck: (t: VendorTransfer) => void; busy: boolean }) {
  const { t } = useTranslation('wallet');
  const token = useSession((s) => s.token);
  const [page, setPage] = useState(1);
  const q = useQuery(vendorTransfersQueryOptions(token, page));
  return (
    <section aria-labelledby="tf-list" className="flex flex-col gap-2">
      <h3 id="tf-list" className="flex items-center gap-2 text-sm font-semibold text-text-muted">
        {t('transferFund.list.title')}
        {q.isFetching ? <Spinner size="sm" /> : null}
      </h3>
      {q.isError ? (
        <p role="alert" className="text-sm text-danger">
          {walletErrorText(t, q.error)}
        </p>
      ) : !q.data ? null : q.data.items.length === 0 ? (
        <EmptyState text={t('transferFund.list.empty')} />
      ) : (
        <ul data-testid="tf-transfers" className="flex flex-col divide-y divide-border rounded-xl border border-border">
          {q.data.items.map((item) => (
            <li
              key={item.id}
              data-testid="tf-transfer"
              data-status={item.status}
              className="flex items-center gap-3 px-3 py-2.5"
            >
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="text-sm font-semibold text-text">
                  {t(item.direction === 'in' ? 'transferFund.list.in' : 'transferFund.list.out', {
                    vendor: item.vendor,
                  })}
                </span>
                <span className="text-xs text-text-muted">{formatOperatorDateTime(item.createdAt)}</span>
              </div>
              <Money minor={item.amount} className="text-sm font-semibold" />
              <StatusBadge label={t(`transferFund.statusName.${item.status}`)} tone={TONE[item.status]} />
              {item.status === 'unknown' || item.status === 'pending' ? (
                <button
                  type="button"
                  data-testid="tf-transfer-recheck"
                  disabled={busy}
                  onClick={() => onRecheck(item)}
                  className="text-xs font-semibold text-primary underline-offset-2 hover:underline disabled:opacity-50"
                >
                  {t('transferFund.status.checkAgain')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {q.data ? (
        <Pager
          page={page}
          total={q.data.total}
          pageSize={VENDOR_TRANSFERS_PAGE_SIZE}
          onPage={setPage}
          busy={q.isFetching}
        />
      ) : null}
    </section>
  );
}
