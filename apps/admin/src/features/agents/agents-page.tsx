import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import type { Me } from '../../app/me-type';
import { PageTitle } from '../../shared/ui/controls';
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
      <nav aria-label={t('agents.title')} className="flex flex-wrap gap-2 border-b border-slate-200">
        {TABS.map((tab) => (
          <NavLink
            key={tab}
            to={`/agents/${tab}`}
            className={({ isActive }) =>
              `-mb-px border-b-2 px-3 py-2 text-sm ${isActive ? 'border-brand font-medium text-brand' : 'border-transparent text-slate-600'}`
            }
          >
            {t(`agents.tabs.${tab}`)}
          </NavLink>
        ))}
      </nav>
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
