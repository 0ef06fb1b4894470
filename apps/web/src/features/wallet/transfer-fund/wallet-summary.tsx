import { useTranslation } from 'react-i18next';
import { Money } from '../components/money';
import type { WalletLine } from './wallet-lines';

/** Total, main (with what pending transfers hold), locked bonus and each vendor wallet. */
export function WalletSummary({
  total,
  main,
  locked,
  vendors,
}: {
  total: number;
  main: WalletLine;
  locked: WalletLine | null;
  vendors: readonly WalletLine[];
}) {
  const { t } = useTranslation('wallet');
  return (
    <section aria-labelledby="tf-total" className="flex flex-col gap-3">
      <div className="rounded-2xl bg-gradient-to-br from-primary to-primary-strong px-5 py-4 text-white shadow-sm">
        <h3 id="tf-total" className="text-sm opacity-85">
          {t('transferFund.total')}
        </h3>
        <Money minor={total} testId="tf-total" className="text-2xl font-bold" />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <WalletCard label={t('transferFund.main')} line={main} testId="tf-wallet-MAIN" />
        {locked ? <WalletCard label={t('transferFund.locked')} line={locked} testId="tf-wallet-LOCKED" /> : null}
      </div>
      {vendors.length > 0 ? (
        <>
          <h3 className="pt-1 text-sm font-semibold text-text-muted">{t('transferFund.vendorWallets')}</h3>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {vendors.map((v) => (
              <WalletCard key={v.wallet} label={v.wallet} line={v} testId={`tf-wallet-${v.wallet}`} />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

function WalletCard({ label, line, testId }: { label: string; line: WalletLine; testId: string }) {
  const { t } = useTranslation('wallet');
  return (
    <div data-testid={testId} className="rounded-xl border border-border bg-surface px-3 py-2.5">
      <div className="text-xs font-semibold text-text-muted">{label}</div>
      <Money minor={line.balance} testId={`${testId}-balance`} className="text-base font-bold text-money" />
      {line.held > 0 ? (
        <div className="text-xs text-text-muted" data-testid={`${testId}-held`}>
          {t('transferFund.held')} <Money minor={line.held} />
        </div>
      ) : null}
    </div>
  );
}
