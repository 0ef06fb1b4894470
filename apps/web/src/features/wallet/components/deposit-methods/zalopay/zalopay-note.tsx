import { useTranslation } from 'react-i18next';

/** Under the amount: the member confirms in ZaloPay and comes back here. */
export function ZaloPayNote() {
  const { t } = useTranslation('wallet');
  return (
    <p data-testid="zalopay-note" className="rounded-xl bg-[#0068ff]/10 px-3 py-2 text-sm text-text">
      {t('deposit.eWallet.zalopay')}
    </p>
  );
}
