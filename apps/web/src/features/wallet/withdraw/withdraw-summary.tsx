import type { WithdrawalInfo } from '@app/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../components/money';

/**
 * What limits a withdrawal now: available money, min/max, requests in flight, turnover still to play, and what
 * the VIP level's daily limits still allow today (count and amount).
 */
export function WithdrawSummary({ info }: { info: WithdrawalInfo }) {
  const { t } = useTranslation('wallet');
  const row = (label: string, value: ReactNode, testId: string) => (
    <div className="flex items-center justify-between gap-3 py-1.5">
      <dt className="text-text-muted">{label}</dt>
      <dd data-testid={testId} className="font-semibold text-text">
        {value}
      </dd>
    </div>
  );
  return (
    <dl
      data-testid="withdraw-summary"
      className="divide-y divide-border rounded-xl border border-border px-4 py-1 text-sm"
    >
      {row(t('withdraw.info.available'), <Money minor={info.available} />, 'withdraw-available')}
      {row(
        t('withdraw.info.range'),
        <>
          <Money minor={info.min} /> – <Money minor={info.max} />
        </>,
        'withdraw-range',
      )}
      {row(t('withdraw.info.pending'), `${info.pendingCount} / ${info.maxPending}`, 'withdraw-pending-count')}
      {row(t('withdraw.info.turnover'), <Money minor={info.turnoverRequired} />, 'withdraw-turnover')}
      {info.dailyLimit ? (
        <>
          {row(
            t('withdraw.info.dailyCount'),
            info.dailyLimit.remainingCount === null
              ? t('withdraw.info.noLimit')
              : t('withdraw.info.dailyCountValue', {
                  count: info.dailyLimit.remainingCount,
                  max: info.dailyLimit.maxCount,
                }),
            'withdraw-daily-count',
          )}
          {row(
            t('withdraw.info.dailyAmount'),
            info.dailyLimit.remainingAmount === null ? (
              t('withdraw.info.noLimit')
            ) : (
              <Money minor={info.dailyLimit.remainingAmount} />
            ),
            'withdraw-daily-amount',
          )}
        </>
      ) : null}
    </dl>
  );
}
