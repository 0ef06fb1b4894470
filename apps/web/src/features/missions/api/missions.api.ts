import { missionsContract } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { withPathParams } from '../../../shared/api/path-params';
import type { SupportedLanguage } from '../../../shared/i18n/languages';
import { MISSIONS_KEY } from '../../../shared/missions';

/** GET /wps/member/missions: the member's missions in their current period, with progress. */
export function missionsQueryOptions(token: string | null, language: SupportedLanguage) {
  return queryOptions({
    queryKey: [...MISSIONS_KEY, 'list', token, language] as const,
    queryFn: ({ signal }) => request(missionsContract.list, { query: { language }, signal }),
    enabled: token !== null,
  });
}

/** GET /wps/member/missions/leaderboard: each board's current period, top ranks and the member's place. */
export function leaderboardQueryOptions(token: string | null, language: SupportedLanguage) {
  return queryOptions({
    queryKey: [...MISSIONS_KEY, 'leaderboard', token, language] as const,
    queryFn: ({ signal }) => request(missionsContract.leaderboard, { query: { language }, signal }),
    enabled: token !== null,
    staleTime: 30_000,
  });
}

export function claimMission(id: number) {
  return request(withPathParams(missionsContract.claim, { id }));
}
