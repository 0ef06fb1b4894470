import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WageringPanel } from '../../../shared/promotions/wagering-panel';
import { CenteredSpinner } from '../../../shared/ui/spinner';
import { BankAccountsSection } from '../bank-accounts/bank-accounts-section';
import { SectionTabs } from '../components/section-tabs';
import { walletErrorText } from '../components/wallet-error';
import { walletSecondaryButtonClass } from '../components/wallet-styles';
import { PaymentPasswordForm } from '../payment-password/payment-password-form';
import { withdrawalInfoQueryOptions } from './api/get-withdrawal-info';
import { WithdrawForm } from './withdraw-form';
import { WithdrawSummary } from './withdraw-summary';
import { WithdrawalList } from './withdrawal-list';

type WithdrawTab = 'request' | 'records' | 'accounts' | 'password';

/**
 * The member centre's withdraw page: request a withdrawal (once an account is bound and the payment
 * password set; otherwise the page leads there), the withdrawal records with their confirmations, the
 * bank accounts and the payment password.
 */
export function WithdrawPage() {
  const { t } = useTranslation(['wallet', 'errors']);
  const [tab, setTab] = useState<WithdrawTab>('request');
  const info = useQuery(withdrawalInfoQueryOptions());
  return (
    <div data-testid="withdraw-page">
      <h2 className="mb-3 text-lg font-bold text-text">{t('withdraw.title')}</h2>
      <SectionTabs
        label={t('withdraw.title')}
        testId="withdraw-tabs"
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'request', label: t('withdraw.tabs.request') },
          { id: 'records', label: t('withdraw.tabs.records') },
          { id: 'accounts', label: t('withdraw.tabs.accounts') },
          { id: 'password', label: t('withdraw.tabs.password') },
        ]}
      />
      {info.isPending ? (
        <CenteredSpinner minHeight={160} />
      ) : info.isError ? (
        <p role="alert" data-testid="withdraw-info-error" className="text-sm text-danger">
          {walletErrorText(t, info.error)}
        </p>
      ) : tab === 'request' ? (
        <div className="flex flex-col gap-4">
          <WithdrawSummary info={info.data} />
          {/* Bonus wagering still required (issue 16), with the offer to forfeit a bonus. */}
          <WageringPanel showDeposit={false} />
          {info.data.bankAccounts.length === 0 ? (
            <NextStep
              text={t('withdraw.needBank')}
              action={t('withdraw.tabs.accounts')}
              onClick={() => setTab('accounts')}
              testId="withdraw-need-bank"
            />
          ) : !info.data.paymentPasswordSet ? (
            <NextStep
              text={t('withdraw.needPassword')}
              action={t('withdraw.tabs.password')}
              onClick={() => setTab('password')}
              testId="withdraw-need-password"
            />
          ) : (
            <WithdrawForm info={info.data} onDone={() => setTab('records')} />
          )}
        </div>
      ) : tab === 'records' ? (
        <WithdrawalList awaiting={info.data.awaitingConfirmation} />
      ) : tab === 'accounts' ? (
        <BankAccountsSection paymentPasswordSet={info.data.paymentPasswordSet} />
      ) : (
        <PaymentPasswordForm />
      )}
    </div>
  );
}

function NextStep({
  text,
  action,
  onClick,
  testId,
}: {
  text: string;
  action: string;
  onClick: () => void;
  testId: string;
}) {
  return (
    <div
      data-testid={testId}
      className="flex flex-wrap items-center gap-3 rounded-xl bg-primary-soft px-4 py-3 text-sm"
    >
      <span className="text-text">{text}</span>
      <button type="button" onClick={onClick} className={`${walletSecondaryButtonClass} h-9 text-xs`}>
        {action}
      </button>
    </div>
  );
}
