import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import type { Me } from '../../app/me-type';
import { PageTitle } from '../../shared/ui/controls';
import { TabNav } from '../../shared/ui/tab-nav';
import { BannersTab } from './banners-tab';
import { HelpTab } from './help-tab';
import { NoticesTab } from './notices-tab';
import { SettingsTab } from './settings-tab';

const TABS = ['banners', 'notices', 'help', 'settings'] as const;

/** Content and site settings: banners per group, notices and popups, the help centre, the site's settings. */
export function ContentPage({ me }: { me: Me }) {
  const { t } = useTranslation();
  const canEdit = me.permissions.includes('content.manage');
  return (
    <div>
      <PageTitle>{t('content.title')}</PageTitle>
      <TabNav
        label={t('content.title')}
        className="mb-4"
        tabs={TABS.map((tab) => ({ to: `/content/${tab}`, label: t(`content.tabs.${tab}`) }))}
      />
      <Routes>
        <Route index element={<Navigate to="banners" replace />} />
        <Route path="banners" element={<BannersTab canEdit={canEdit} />} />
        <Route path="notices" element={<NoticesTab canEdit={canEdit} />} />
        <Route path="help" element={<HelpTab canEdit={canEdit} />} />
        <Route path="settings/*" element={<SettingsTab canEdit={canEdit} />} />
      </Routes>
    </div>
  );
}
