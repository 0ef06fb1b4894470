import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import type { Me } from '../../app/me-type';
import { PageTitle } from '../../shared/ui/controls';
import { TabNav } from '../../shared/ui/tab-nav';
import { GamesTab } from './games-tab';
import { HouseTab } from './house-tab';
import { ImportTab } from './import-tab';
import { RoundsTab } from './rounds-tab';
import { VendorsTab } from './vendors-tab';

const TABS = ['vendors', 'list', 'house', 'rounds', 'import'] as const;

/** Games: vendors (maintenance), the game list, house game settings, rounds and the catalogue import. */
export function GamesPage({ me }: { me: Me }) {
  const { t } = useTranslation();
  const canManage = me.permissions.includes('games.manage');
  return (
    <div className="space-y-4">
      <PageTitle>{t('games.title')}</PageTitle>
      <TabNav
        label={t('games.title')}
        tabs={TABS.filter((tab) => tab !== 'import' || canManage).map((tab) => ({
          to: `/games/${tab}`,
          label: t(`games.tabs.${tab}`),
        }))}
      />
      <Routes>
        <Route index element={<Navigate to="/games/vendors" replace />} />
        <Route path="vendors" element={<VendorsTab canManage={canManage} />} />
        <Route path="list" element={<GamesTab canManage={canManage} />} />
        <Route path="house" element={<HouseTab canManage={canManage} />} />
        <Route path="rounds" element={<RoundsTab canManage={canManage} />} />
        {canManage && <Route path="import" element={<ImportTab />} />}
      </Routes>
    </div>
  );
}
