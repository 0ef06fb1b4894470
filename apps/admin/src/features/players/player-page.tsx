import { backofficePlayersContract as c, type Player360 } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Me } from '../../app/me-type';
import { call } from '../../shared/api/client';
import { Card, PageTitle } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { PlayerActions } from './player-actions';
import { ActivitySection, BonusSection, LinksSection, NotesSection, OverviewSection, SaferSection } from './sections';

const TABS = ['overview', 'activity', 'bonuses', 'safer', 'links', 'notes'] as const;
type Tab = (typeof TABS)[number];

/** A player's 360° page: the actions above, the facts in tabs. */
export function PlayerPage({ me }: { me: Me }) {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const [tab, setTab] = useState<Tab>('overview');
  const valid = Number.isInteger(id) && id > 0;
  const view = useQuery({
    queryKey: ['players', 'view', id],
    queryFn: ({ signal }) => call(c.player, { params: { id: String(id) }, signal }),
    enabled: valid,
  });
  const p: Player360 | undefined = view.data;
  return (
    <div className="space-y-4">
      <Link to="/players" className="text-sm text-brand">
        ← {t('players.back')}
      </Link>
      {!valid && <p role="alert">{t('errors.player_not_found')}</p>}
      <ErrorText error={view.error} />
      {p && (
        <>
          <PageTitle>
            <span data-testid="player-account">{p.profile.account}</span>{' '}
            <span
              data-testid="player-status"
              className={`ml-2 rounded px-2 py-0.5 text-sm ${p.profile.status === 'locked' ? 'bg-red-100 text-red-800' : 'bg-emerald-100 text-emerald-800'}`}
            >
              {t(`players.status.${p.profile.status}`)}
            </span>
          </PageTitle>
          <PlayerActions me={me} p={p} />
          <Card>
            <div role="tablist" className="mb-4 flex flex-wrap gap-1 border-b">
              {TABS.map((k) => (
                <button
                  key={k}
                  type="button"
                  role="tab"
                  aria-selected={tab === k}
                  data-testid={`player-tab-${k}`}
                  onClick={() => setTab(k)}
                  className={`-mb-px border-b-2 px-3 py-2 text-sm ${tab === k ? 'border-brand font-medium text-brand' : 'border-transparent text-slate-600'}`}
                >
                  {t(`players.tab.${k}`)}
                </button>
              ))}
            </div>
            {tab === 'overview' && <OverviewSection p={p} />}
            {tab === 'activity' && <ActivitySection p={p} />}
            {tab === 'bonuses' && <BonusSection p={p} />}
            {tab === 'safer' && <SaferSection p={p} />}
            {tab === 'links' && <LinksSection p={p} />}
            {tab === 'notes' && <NotesSection p={p} canWrite={me.permissions.includes('players.manage')} />}
          </Card>
        </>
      )}
    </div>
  );
}
