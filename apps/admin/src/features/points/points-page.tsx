import { useTranslation } from 'react-i18next';
import { NavLink, Route, Routes } from 'react-router';
import type { Me } from '../../app/me-type';
import { PageTitle } from '../../shared/ui/controls';
import { Catalogue } from './catalogue';
import { PointsGrant } from './points-grant';
import { PointsRulesForm } from './points-rules';
import { Redemptions } from './redemptions';

/** Points and the points mall: earning rules, the catalogue, redemptions to decide, grants by hand. */
export function PointsPage({ me }: { me: Me }) {
  const { t } = useTranslation();
  const canManage = me.permissions.includes('promotions.manage');
  const tab = ({ isActive }: { isActive: boolean }) =>
    `px-3 py-2 text-sm ${isActive ? 'border-b-2 border-brand font-medium' : 'text-slate-500'}`;
  return (
    <div className="space-y-4">
      <PageTitle>{t('points.title')}</PageTitle>
      <nav className="flex gap-1 border-b">
        <NavLink end to="/points" className={tab}>
          {t('points.tabs.redemptions')}
        </NavLink>
        <NavLink to="/points/catalogue" className={tab}>
          {t('points.tabs.catalogue')}
        </NavLink>
        <NavLink to="/points/rules" className={tab}>
          {t('points.tabs.rules')}
        </NavLink>
        {canManage && (
          <NavLink to="/points/grant" className={tab}>
            {t('points.tabs.grant')}
          </NavLink>
        )}
      </nav>
      <Routes>
        <Route index element={<Redemptions canManage={canManage} />} />
        <Route path="catalogue" element={<Catalogue canManage={canManage} />} />
        <Route path="rules" element={<PointsRulesForm canManage={canManage} />} />
        <Route path="grant" element={<PointsGrant />} />
      </Routes>
    </div>
  );
}
