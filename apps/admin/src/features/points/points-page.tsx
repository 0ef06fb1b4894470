import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import type { Me } from '../../app/me-type';
import { PageTitle } from '../../shared/ui/controls';
import { TabNav } from '../../shared/ui/tab-nav';
import { Catalogue } from './catalogue';
import { PointsGrant } from './points-grant';
import { PointsRulesForm } from './points-rules';
import { Redemptions } from './redemptions';

/** Points and the points mall: earning rules, the catalogue, redemptions to decide, grants by hand. */
export function PointsPage({ me }: { me: Me }) {
  const { t } = useTranslation();
  const canManage = me.permissions.includes('promotions.manage');
  return (
    <div className="space-y-4">
      <PageTitle>{t('points.title')}</PageTitle>
      <TabNav
        label={t('points.title')}
        tabs={[
          { to: '/points', label: t('points.tabs.redemptions'), end: true },
          { to: '/points/catalogue', label: t('points.tabs.catalogue') },
          { to: '/points/rules', label: t('points.tabs.rules') },
          ...(canManage ? [{ to: '/points/grant', label: t('points.tabs.grant') }] : []),
        ]}
      />
      <Routes>
        <Route index element={<Redemptions canManage={canManage} />} />
        <Route path="catalogue" element={<Catalogue canManage={canManage} />} />
        <Route path="rules" element={<PointsRulesForm canManage={canManage} />} />
        <Route path="grant" element={<PointsGrant />} />
      </Routes>
    </div>
  );
}
