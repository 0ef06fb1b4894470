import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import type { Me } from '../../app/me-type';
import { PageTitle } from '../../shared/ui/controls';
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
      <nav aria-label={t('lottery.title')} className="flex gap-2 border-b border-slate-200">
        {TABS.map((tab) => (
          <NavLink
            key={tab}
            to={`/lottery/${tab}`}
            className={({ isActive }) =>
              `-mb-px border-b-2 px-3 py-2 text-sm ${isActive ? 'border-brand font-medium text-brand' : 'border-transparent text-slate-600'}`
            }
          >
            {t(`lottery.tabs.${tab}`)}
          </NavLink>
        ))}
      </nav>
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
