import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import type { Me } from '../../app/me-type';
import { PageTitle } from '../../shared/ui/controls';
import { TabNav } from '../../shared/ui/tab-nav';
import { AlertsTab } from './alerts-tab';
import { FeedTab } from './feed-tab';
import { GameEditor } from './game-editor';
import { GamesTab } from './games-tab';
import { ResultsTab } from './results-tab';

const TABS = ['results', 'games', 'alerts', 'feed'] as const;

/** The lottery's operator side: result entry and approval first, then games, alerts and the feed. */
export function LotteryPage({ me }: { me: Me }) {
  const { t } = useTranslation();
  const canManage = me.permissions.includes('lottery.manage');
  return (
    <div className="space-y-4">
      <PageTitle>{t('lottery.title')}</PageTitle>
      <TabNav
        label={t('lottery.title')}
        tabs={TABS.map((tab) => ({ to: `/lottery/${tab}`, label: t(`lottery.tabs.${tab}`) }))}
      />
      <Routes>
        <Route index element={<Navigate to="results" replace />} />
        <Route path="results" element={<ResultsTab me={me} canManage={canManage} />} />
        <Route path="games" element={<GamesTab canManage={canManage} />} />
        <Route path="games/:code" element={<GameEditor canManage={canManage} />} />
        <Route path="alerts" element={<AlertsTab canManage={canManage} />} />
        <Route path="feed" element={<FeedTab canManage={canManage} />} />
      </Routes>
    </div>
  );
}
