import type { Transaction } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatOperatorDateTime } from '../components/date-time';
import { Money } from '../components/money';
import { StatusBadge, type StatusTone } from '../components/status-badge';

const TONE: Record<Transaction['status'], StatusTone> = { posted: 'good', pending: 'waiting', voided: 'neutral' };

/** One main-wallet transaction: what it was, when (operator zone), amount in or out, its state. */
export function TransactionRow({ item }: { item: Transaction }) {
  const { t } = useTranslation('wallet');
  const typeLabel = t(`history.type.${item.type}`);
  return (
    <li data-testid="history-row" data-kind={item.kind} className="flex items-center gap-3 px-3 py-2.5">
      <div className="flex min-w-0 flex-1 flex-col">
        <span data-testid="history-row-kind" className="truncate text-sm font-semibold text-text">
          {t(`history.kind.${item.kind}`, { defaultValue: typeLabel })}
        </span>
        <span className="text-xs text-text-muted">{formatOperatorDateTime(item.createdAt)}</span>
      </div>
      <div className="flex flex-col items-end gap-1">
        <Money minor={item.amount} signed className="text-sm font-semibold" testId="history-row-amount" />
        <StatusBadge label={t(`history.status.${item.status}`)} tone={TONE[item.status]} />
      </div>
    </li>
  );
}
