import type { Deposit } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VietQrDeposit } from './vietqr-deposit';

/** In the deposit history: a pending VietQR deposit opens its QR and details again, to pay it later. */
export function VietQrResume({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation('wallet');
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button
        type="button"
        data-testid={`vietqr-resume-${deposit.id}`}
        onClick={() => setOpen(true)}
        className="col-span-2 h-9 justify-self-start rounded-lg border border-border px-3 text-xs font-semibold text-primary hover:border-primary"
      >
        {t('deposit.vietqr.show')}
      </button>
    );
  }
  return (
    <div className="col-span-2 pt-2">
      <VietQrDeposit deposit={deposit} onDone={() => setOpen(false)} doneLabel={t('deposit.vietqr.hide')} />
    </div>
  );
}
