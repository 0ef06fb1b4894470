import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../../shared/format/number';
import { useInitialConfig } from '../../../shared/system';
import { useBalance } from './use-balance';

const HIDE_KEY = 'hideBalance';

function readHidden(): boolean {
  try {
    return localStorage.getItem(HIDE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Balance with currency symbol (default 'P'), refresh and show/hide ('***'); 'updating' until known. */
export function BalanceChip() {
  const { t } = useTranslation('auth');
  const { data: config } = useInitialConfig();
  const { balance, refresh, refreshing } = useBalance();
  // The wallet's own symbol first, then the site's, then the spec's default 'P'.
  const symbol = (balance.status === 'ready' && balance.currencySymbol) || config?.currencySymbol || 'P';
  const [hidden, setHidden] = useState(readHidden);
  const [spinning, setSpinning] = useState(false);
  const toggle = () => {
    setHidden((h) => {
      try {
        localStorage.setItem(HIDE_KEY, h ? '0' : '1');
      } catch {
        // The choice lasts for this visit only.
      }
      return !h;
    });
  };
  const onRefresh = async () => {
    setSpinning(true);
    try {
      await refresh();
    } finally {
      // A short turn of the icon tells the press was taken even when nothing changed.
      window.setTimeout(() => setSpinning(false), 600);
    }
  };
  const text = balance.status === 'pending' ? t('account.updating') : hidden ? '***' : formatMinor(balance.minor);
  // Compact on phones, where it shares the top bar with the logo, the account button and the switches.
  const btn =
    'grid size-6 place-items-center rounded-full text-text-muted transition hover:bg-surface-2 hover:text-primary sm:size-7';
  return (
    <div
      data-testid="balance-chip"
      className="flex min-w-0 shrink-0 items-center rounded-full border border-border bg-surface py-0.5 pr-0.5 pl-2 sm:gap-0.5 sm:pl-3"
    >
      <span className="sr-only">{t('account.balance')}</span>
      <span
        data-testid="balance"
        data-status={balance.status}
        className="tabular truncate text-xs font-bold tracking-tight text-money sm:text-sm sm:tracking-normal"
      >
        {balance.status === 'pending' ? (
          <span className="font-medium text-text-muted">{text}</span>
        ) : (
          <>
            <span data-testid="currency-symbol">{symbol}</span> {text}
          </>
        )}
      </span>
      <button
        type="button"
        data-testid="balance-refresh"
        aria-label={t('account.refresh')}
        onClick={() => void onRefresh()}
        className={btn}
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className={`size-4 fill-none stroke-current stroke-2 ${spinning || refreshing ? 'animate-spin' : ''}`}
        >
          <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <button
        type="button"
        data-testid="balance-toggle"
        aria-pressed={hidden}
        aria-label={hidden ? t('account.show') : t('account.hide')}
        onClick={toggle}
        className={btn}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-none stroke-current stroke-2">
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" strokeLinejoin="round" />
          <circle cx="12" cy="12" r="3" />
          {hidden ? <path d="M4 4l16 16" strokeLinecap="round" /> : null}
        </svg>
      </button>
    </div>
  );
}
