import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/load-error';
import { CenteredSpinner } from '../../../shared/ui/spinner';
import { walletSecondaryButtonClass } from '../components/wallet-styles';
import { bankAccountsQueryOptions } from './api/get-bank-accounts';
import { BankAccountRow } from './bank-account-row';
import { BindBankForm } from './bind-bank-form';

/** The member's withdrawal accounts: the bound ones (up to the operator's maximum) and the form to bind another. */
export function BankAccountsSection({ paymentPasswordSet }: { paymentPasswordSet: boolean }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const q = useQuery(bankAccountsQueryOptions());
  const [adding, setAdding] = useState(false);
  if (q.isPending) return <CenteredSpinner minHeight={120} />;
  if (q.isError) return <LoadError error={q.error} onRetry={q.refetch} testId="bank-accounts-load-error" />;
  const { accounts, max } = q.data;
  const canAdd = accounts.length < max;
  return (
    <section data-testid="bank-accounts" className="flex max-w-xl flex-col gap-3">
      <p className="text-sm text-text-muted">{t('withdraw.bank.count', { count: accounts.length, max })}</p>
      {accounts.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {accounts.map((a) => (
            <BankAccountRow key={a.id} account={a} needsPassword={paymentPasswordSet} />
          ))}
        </ul>
      ) : null}
      {canAdd && (adding || accounts.length === 0) ? (
        <BindBankForm data={q.data} onDone={() => setAdding(false)} />
      ) : canAdd ? (
        <button
          type="button"
          data-testid="bank-account-add"
          onClick={() => setAdding(true)}
          className={`${walletSecondaryButtonClass} self-start`}
        >
          {t('withdraw.bank.add')}
        </button>
      ) : null}
    </section>
  );
}
