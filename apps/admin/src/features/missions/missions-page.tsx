import { useTranslation } from 'react-i18next';
import { NavLink, Route, Routes } from 'react-router';
import type { Me } from '../../app/me-type';
import { PageTitle } from '../../shared/ui/controls';
import { Leaderboards } from './leaderboards';
import { MissionList } from './mission-list';
import { ReferralSettingsForm } from './referral-settings';

/** Missions, leaderboards and invite-a-friend, as operator data. */
export function MissionsPage({ me }: { me: Me }) {
  const { t } = useTranslation();
  const canManage = me.permissions.includes('promotions.manage');
  const tab = ({ isActive }: { isActive: boolean }) =>
    `px-3 py-2 text-sm ${isActive ? 'border-b-2 border-brand font-medium' : 'text-slate-500'}`;
  return (
    <div className="space-y-4">
      <PageTitle>{t('missions.title')}</PageTitle>
      <nav className="flex gap-1 border-b">
        <NavLink end to="/missions" className={tab}>
          {t('missions.tabs.missions')}
        </NavLink>
        <NavLink to="/missions/leaderboards" className={tab}>
          {t('missions.tabs.leaderboards')}
        </NavLink>
        <NavLink to="/missions/referral" className={tab}>
          {t('missions.tabs.referral')}
        </NavLink>
      </nav>
      <Routes>
        <Route index element={<MissionList canManage={canManage} />} />
        <Route path="leaderboards" element={<Leaderboards canManage={canManage} />} />
        <Route path="referral" element={<ReferralSettingsForm canManage={canManage} />} />
      </Routes>
    </div>
  );
}
