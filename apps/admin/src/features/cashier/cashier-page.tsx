import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import type { Me } from '../../app/me-type';
import { PageTitle } from '../../shared/ui/controls';
import { TabNav } from '../../shared/ui/tab-nav';
import { BankFeedPage } from './bank-feed';
import { CashierLimits } from './cashier-limits';
import { DepositMethodsPage } from './deposit-methods';
import { DepositsQueue } from './deposits-queue';
import { WithdrawalsQueue } from './withdrawals-queue';

const TABS = ['withdrawals', 'deposits', 'methods', 'limits', 'bank-feed'] as const;

/** The cashier: withdrawal and deposit queues, payment methods and limits, unmatched bank-feed lines. */
export function CashierPage({ me }: { me: Me }) {
  const { t } = useTranslation();
  const canManage = me.permissions.includes('cashier.manage');
  return (
    <div className="space-y-4">
      <PageTitle>{t('cashier.title')}</PageTitle>
      <TabNav
        label={t('cashier.title')}
        tabs={TABS.map((tab) => ({ to: `/cashier/${tab}`, label: t(`cashier.tabs.${tab}`) }))}
      />
      <Routes>
        <Route index element={<Navigate to="/cashier/withdrawals" replace />} />
        <Route path="withdrawals" element={<WithdrawalsQueue canManage={canManage} />} />
        <Route path="deposits" element={<DepositsQueue canManage={canManage} />} />
        <Route path="methods" element={<DepositMethodsPage canManage={canManage} />} />
        <Route path="limits" element={<CashierLimits canManage={canManage} />} />
        <Route path="bank-feed" element={<BankFeedPage canManage={canManage} />} />
      </Routes>
    </div>
  );
}
