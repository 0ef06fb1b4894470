import { useTranslation } from 'react-i18next';

/** Under the amount: the member confirms in MoMo (app or QR on MoMo's page) and comes back here. */
export function MomoNote() {
  const { t } = useTranslation('wallet');
  return (
    <p data-testid="momo-note" className="rounded-xl bg-[#a50064]/10 px-3 py-2 text-sm text-text">
      {t('deposit.eWallet.momo')}
    </p>
  );
}
