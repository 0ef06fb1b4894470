import { type MissionSummary, missionsContract } from '@app/contracts';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '../api/client';
import { realtime } from '../realtime/realtime-store';
import { useIsTrial, useSession } from '../session/session';

/**
 * The mission summary (spec §7): how many missions are complete and not yet claimed — the member-centre
 * badge on 'missionLeaderboard'. In shared/ so the member centre's menu (inbox's use-unread-counts) and the
 * missions page read and refresh one query without importing each other.
 */
export const MISSIONS_KEY = ['missions'] as const;
export const MISSION_SUMMARY_KEY = ['missions', 'summary'] as const;

export function missionSummaryQueryOptions(token: string | null, enabled = true) {
  return queryOptions({
    queryKey: [...MISSION_SUMMARY_KEY, token] as const,
    queryFn: ({ signal }): Promise<MissionSummary> => request(missionsContract.summary, { signal }),
    enabled: enabled && token !== null,
    // Progress moves with every settled bet; a completion arrives as a live notice (below), so this is a fallback.
    staleTime: 60_000,
    refetchInterval: 2 * 60_000,
    retry: false,
  });
}

/** The badge count of the logged-in real account; 0 for visitors and trial accounts (no request). */
export function useMissionSummary(): MissionSummary {
  const token = useSession((s) => s.token);
  const trial = useIsTrial();
  const client = useQueryClient();
  const { data } = useQuery(missionSummaryQueryOptions(token || null, !trial));
  useEffect(() => followNotices(client), [client]);
  return data ?? { count: 0 };
}

// Every mounted reader shares one listener.
let listeners = 0;
let stop: (() => void) | null = null;

/** Any personal notice (a mission completed, a deposit credited, …) may change progress: ask again at once. */
function followNotices(client: QueryClient): () => void {
  listeners += 1;
  stop ??= realtime.onPersonal((event) => {
    if (event.type === 'notice') void client.invalidateQueries({ queryKey: MISSIONS_KEY });
  });
  return () => {
    listeners -= 1;
    if (listeners === 0) {
      stop?.();
      stop = null;
    }
  };
}

/** After a claim: the badge drops by one at once, then the summary and the lists are asked again. */
export function afterMissionClaimed(client: QueryClient): Promise<void> {
  client.setQueriesData<MissionSummary>({ queryKey: MISSION_SUMMARY_KEY }, (old) =>
    old ? { count: Math.max(0, old.count - 1) } : old,
  );
  return client.invalidateQueries({ queryKey: MISSIONS_KEY });
}
