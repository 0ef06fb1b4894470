import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../shared/api/error-text';
import { useFormatMoney } from '../../shared/format/use-money';
import { useLanguage } from '../../shared/i18n/use-language';
import { useSession } from '../../shared/session/session';
import { showDialog } from '../../shared/ui/modal';
import { CenteredSpinner } from '../../shared/ui/spinner';
import { leaderboardQueryOptions, missionsQueryOptions } from './api/missions.api';
import { LeaderboardBoard } from './components/leaderboard-board';
import { MissionCard } from './components/mission-card';
import { useClaimMission } from './use-claim-mission';

type Tab = 'missions' | 'leaderboard';

/**
 * Member centre 'missionLeaderboard': the member's missions with progress bars and claim buttons (a reward
 * is claimed once per period), and the leaderboards with the top ranks and the member's own place.
 */
export function MissionLeaderboardPage() {
  const { t } = useTranslation('missions');
  const [tab, setTab] = useState<Tab>('missions');
  return (
    <div data-testid="mission-leaderboard-page" className="flex max-w-3xl flex-col gap-4">
      <h2 className="text-lg font-bold text-text">{t('title')}</h2>
      <div role="tablist" aria-label={t('title')} className="flex gap-2">
        {(['missions', 'leaderboard'] as const).map((x) => (
          <button
            key={x}
            type="button"
            role="tab"
            aria-selected={tab === x}
            data-testid={`missions-tab-${x}`}
            onClick={() => setTab(x)}
            className={`h-9 rounded-full border px-4 text-sm font-semibold ${tab === x ? 'border-primary bg-primary text-white' : 'border-border text-text hover:border-primary hover:text-primary'}`}
          >
            {t(`tab.${x}`)}
          </button>
        ))}
      </div>
      {tab === 'missions' ? <MissionList /> : <Leaderboards />}
    </div>
  );
}

function MissionList() {
  const { t } = useTranslation('missions');
  const { language } = useLanguage();
  const token = useSession((s) => s.token);
  const money = useFormatMoney();
  const q = useQuery(missionsQueryOptions(token || null, language));
  const claim = useClaimMission();
  if (q.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        {apiErrorText(t, q.error)}
      </p>
    );
  }
  if (!q.data) return <CenteredSpinner minHeight={160} />;
  if (q.data.items.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border p-8 text-center text-sm text-text-muted">
        {t('empty')}
      </p>
    );
  }
  return (
    <ul data-testid="mission-list" aria-busy={q.isFetching} className="flex flex-col gap-3">
      {q.data.items.map((m) => (
        <MissionCard
          key={m.id}
          mission={m}
          claiming={claim.isPending && claim.variables === m.id}
          error={claim.isError && claim.variables === m.id ? apiErrorText(t, claim.error) : null}
          onClaim={() =>
            claim.mutate(m.id, {
              onSuccess: (r) =>
                showDialog({
                  testId: 'mission-claimed-dialog',
                  icon: 'success',
                  message: t('claimedDialog', {
                    reward:
                      r.reward.type === 'points' ? t('points', { count: r.reward.amount }) : money(r.reward.amount),
                  }),
                }),
            })
          }
        />
      ))}
    </ul>
  );
}

function Leaderboards() {
  const { t } = useTranslation('missions');
  const { language } = useLanguage();
  const token = useSession((s) => s.token);
  const q = useQuery(leaderboardQueryOptions(token || null, language));
  if (q.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        {apiErrorText(t, q.error)}
      </p>
    );
  }
  if (!q.data) return <CenteredSpinner minHeight={160} />;
  if (q.data.boards.length === 0) {
    return <p className="py-8 text-center text-sm text-text-muted">{t('board.none')}</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      {q.data.boards.map((b) => (
        <LeaderboardBoard key={b.id} board={b} />
      ))}
    </div>
  );
}
