import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import type { Me } from '../../app/me-type';
import { PageTitle } from '../../shared/ui/controls';
import { TabNav } from '../../shared/ui/tab-nav';
import { AnnouncementsTab } from './announcements-tab';
import { ApplicationsTab } from './applications-tab';
import { SettingsTab } from './settings-tab';
import { SettlementsTab } from './settlements-tab';
import { TreeTab } from './tree-tab';

const TABS = ['applications', 'tree', 'settlements', 'settings', 'announcements'] as const;

/** The agents' operator side: applications, the tree with terms and contracts, settlement runs, settings, announcements. */
export function AgentsPage({ me }: { me: Me }) {
  const { t } = useTranslation();
  const canManage = me.permissions.includes('agents.manage');
  return (
    <div className="space-y-4">
      <PageTitle>{t('agents.title')}</PageTitle>
      <TabNav
        label={t('agents.title')}
        tabs={TABS.map((tab) => ({ to: `/agents/${tab}`, label: t(`agents.tabs.${tab}`) }))}
      />
      <Routes>
        <Route index element={<Navigate to="applications" replace />} />
        <Route path="applications" element={<ApplicationsTab canManage={canManage} />} />
        <Route path="tree" element={<TreeTab canManage={canManage} />} />
        <Route path="settlements" element={<SettlementsTab canManage={canManage} />} />
        <Route path="settings" element={<SettingsTab canManage={canManage} />} />
        <Route path="announcements" element={<AnnouncementsTab canManage={canManage} />} />
      </Routes>
    </div>
  );
}
