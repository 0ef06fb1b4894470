import type { Deposit } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../../shared/format/number';
import { Money } from '../components/money';
import { CopyField } from './copy-field';

/**
 * What the member needs to make the bank transfer: the receiving account and the unique reference code
 * to write in the transfer memo (the operator matches the payment by it), each with a copy button.
 */
export function BankTransferDetails({ deposit, onDone }: { deposit: Deposit; onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const bank = deposit.bank;
  return (
    <section data-testid="bank-transfer-details" className="flex flex-col gap-3">
      <p role="status" className="rounded-xl bg-primary-soft px-4 py-3 text-sm text-text">
        {t('deposit.bankTransferIntro')}
      </p>
      <div className="rounded-xl border border-border px-4 py-1">
        <CopyField label={t('deposit.referenceCode')} value={deposit.referenceCode ?? ''} testId="deposit-reference" />
        <CopyField label={t('deposit.amount')} value={formatMinor(deposit.amount)} testId="deposit-transfer-amount" />
        {bank ? (
          <>
            <CopyField label={t('deposit.bankName')} value={bank.bankName} testId="deposit-bank-name" />
            <CopyField label={t('deposit.accountName')} value={bank.accountName} testId="deposit-account-name" />
            <CopyField label={t('deposit.accountNumber')} value={bank.accountNumber} testId="deposit-account-number" />
            {bank.branch ? <CopyField label={t('deposit.branch')} value={bank.branch} testId="deposit-branch" /> : null}
          </>
        ) : null}
      </div>
      <p className="text-xs text-text-muted">
        {t('deposit.bankTransferNote')} <Money minor={deposit.amount} />
      </p>
      <button
        type="button"
        data-testid="deposit-new"
        onClick={onDone}
        className="h-10 self-start rounded-xl border border-border px-4 text-sm font-semibold text-text hover:border-primary"
      >
        {t('deposit.newDeposit')}
      </button>
    </section>
  );
}
