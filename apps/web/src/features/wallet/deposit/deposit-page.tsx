import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SectionTabs } from '../components/section-tabs';
import { DepositForm } from './deposit-form';
import { DepositHistory } from './deposit-history';
import { DepositLimitsPanel } from './deposit-limits';
import { DepositReturn } from './deposit-return';

type DepositTab = 'new' | 'history' | 'limits';

/** Reads `?depositId=` (the payment page sends the member back with it); null when absent or not an id. */
function returnedDepositId(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * The member centre's deposit page (depositv2): a new deposit, the deposit history and the deposit
 * limits; on the way back from a payment page, the returned deposit's status heads the page.
 */
export function DepositPage() {
  const { t } = useTranslation('wallet');
  const [params] = useSearchParams();
  const depositId = returnedDepositId(params.get('depositId'));
  const [tab, setTab] = useState<DepositTab>('new');
  return (
    <div data-testid="deposit-page">
      <h2 className="mb-3 text-lg font-bold text-text">{t('deposit.title')}</h2>
      {depositId ? <DepositReturn id={depositId} /> : null}
      <SectionTabs
        label={t('deposit.title')}
        testId="deposit-tabs"
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'new', label: t('deposit.tabs.new') },
          { id: 'history', label: t('deposit.tabs.history') },
          { id: 'limits', label: t('deposit.tabs.limits') },
        ]}
      />
      {tab === 'new' ? <DepositForm /> : tab === 'history' ? <DepositHistory /> : <DepositLimitsPanel />}
    </div>
  );
}
