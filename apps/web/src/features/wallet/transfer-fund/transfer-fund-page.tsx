import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/session';
import { LoadError } from '../../../shared/ui/load-error';
import { CenteredSpinner } from '../../../shared/ui/spinner';
import { consolidatedFundsQueryOptions } from './api/consolidated-funds.api';
import { merchantWalletQueryOptions } from './api/merchant-wallet.api';
import { SweepButton } from './sweep-button';
import { TransferForm } from './transfer-form';
import { TransferStatus } from './transfer-status';
import { useVendorTransfer } from './use-vendor-transfer';
import { VendorTransferList } from './vendor-transfer-list';
import { hasVendorMoney, walletLines } from './wallet-lines';
import { WalletSummary } from './wallet-summary';

/**
 * My wallet (member centre 'transferFund'): every wallet's balance, and on a transfer-wallet site the
 * moves between the main wallet and the vendor wallets, with "sweep all back". On a single-wallet site
 * every game plays from the main wallet, so the transfer parts are not shown.
 */
export function TransferFundPage() {
  const { t } = useTranslation('wallet');
  const token = useSession((s) => s.token);
  const funds = useQuery(consolidatedFundsQueryOptions(token));
  const merchant = useQuery(merchantWalletQueryOptions(token));
  const transfer = useVendorTransfer();
  const busy = transfer.state.phase === 'sending' || transfer.state.phase === 'checking';

  if (funds.isError || merchant.isError) {
    return (
      <LoadError
        error={funds.error ?? merchant.error}
        onRetry={() => Promise.all([funds.refetch(), merchant.refetch()])}
        testId="tf-load-error"
      />
    );
  }
  if (!funds.data || !merchant.data) return <CenteredSpinner />;
  const single = merchant.data.isSingle;
  const lines = walletLines(funds.data, single ? [] : merchant.data.vendors);

  return (
    <div data-testid="transfer-fund-page" className="flex max-w-3xl flex-col gap-5">
      <h2 className="text-lg font-bold text-text">{t('transferFund.title')}</h2>
      <WalletSummary total={funds.data.total} main={lines.main} locked={lines.locked} vendors={lines.vendors} />
      {single ? (
        <p data-testid="tf-single" className="rounded-xl bg-surface-2 px-4 py-3 text-sm text-text-muted">
          {t('transferFund.single')}
        </p>
      ) : (
        <>
          <TransferForm
            main={lines.main}
            vendors={lines.vendors}
            busy={busy}
            onSubmit={(input) => void transfer.start(input)}
          />
          <TransferStatus
            state={transfer.state}
            onRecheck={() => {
              const s = transfer.state;
              if (s.phase === 'unsettled') void transfer.recheck(s.transfer);
            }}
          />
          <SweepButton disabled={busy || !hasVendorMoney(lines.vendors)} onDone={transfer.refresh} />
          <VendorTransferList busy={busy} onRecheck={(item) => void transfer.recheck(item)} />
        </>
      )}
    </div>
  );
}
