import type { OperatorPermission } from '@app/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { AuditPage } from '../features/audit/audit-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { OperatorsPage } from '../features/operators/operators-page';
import { SecurityPage } from '../features/security/security-page';
import type { Me } from './shell';

/** The routes of the screens in screens.ts; a screen the role does not allow says so instead of calling. */
export function AppRoutes({ me }: { me: Me }) {
  const allowed = (p: OperatorPermission, page: ReactNode) => (me.permissions.includes(p) ? page : <NotAllowed />);
  return (
    <Routes>
      <Route path="/" element={allowed('dashboard.view', <DashboardPage />)} />
      <Route path="/operators" element={allowed('operators.view', <OperatorsPage me={me} />)} />
      <Route path="/security" element={allowed('operators.view', <SecurityPage me={me} />)} />
      <Route path="/audit" element={allowed('audit.view', <AuditPage me={me} />)} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

function NotAllowed() {
  const { t } = useTranslation();
  return <p className="text-slate-600">{t('errors.operator_permission_denied')}</p>;
}

function NotFound() {
  const { t } = useTranslation();
  return <p className="text-slate-600">{t('common.notFound')}</p>;
}
