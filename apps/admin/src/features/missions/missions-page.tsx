import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import type { Me } from '../../app/me-type';
import { PageTitle } from '../../shared/ui/controls';
import { TabNav } from '../../shared/ui/tab-nav';
import { Leaderboards } from './leaderboards';
import { MissionList } from './mission-list';
import { ReferralSettingsForm } from './referral-settings';

/** Missions, leaderboards and invite-a-friend, as operator data. */
export function MissionsPage({ me }: { me: Me }) {
  const { t } = useTranslation();
  const canManage = me.permissions.includes('promotions.manage');
  return (
    <div className="space-y-4">
      <PageTitle>{t('missions.title')}</PageTitle>
      <TabNav
        label={t('missions.title')}
        tabs={[
          { to: '/missions', label: t('missions.tabs.missions'), end: true },
          { to: '/missions/leaderboards', label: t('missions.tabs.leaderboards') },
          { to: '/missions/referral', label: t('missions.tabs.referral') },
        ]}
      />
      <Routes>
        <Route index element={<MissionList canManage={canManage} />} />
        <Route path="leaderboards" element={<Leaderboards canManage={canManage} />} />
        <Route path="referral" element={<ReferralSettingsForm canManage={canManage} />} />
      </Routes>
    </div>
  );
}
