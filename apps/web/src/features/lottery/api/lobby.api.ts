import { type LotteryTag, lotteryLobbyContract } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { withPathParams } from '../../../shared/api/path-params';
import { lotteryKeys } from './lottery-keys';

/** Timestamped answers: `receivedAt` (device ms, midpoint of the call) is the countdowns' basis with serverTime. */
async function timed<T>(call: () => Promise<T>): Promise<{ value: T; receivedAt: number }> {
  const sentAt = Date.now();
  const value = await call();
  return { value, receivedAt: Math.round((sentAt + Date.now()) / 2) };
}

export type Lang = 'vi' | 'en';

export function menuQueryOptions(language: Lang) {
  return queryOptions({
    queryKey: lotteryKeys.menu(language),
    queryFn: ({ signal }) => request(lotteryLobbyContract.gameMenu, { query: { language }, signal }),
    staleTime: 5 * 60_000,
  });
}

export interface ListFilter {
  tag?: LotteryTag;
  weekday?: number;
  search?: string;
}

/** GET /lgw/vn/games/lotteries: the lottery items, filtered by tab, weekday and name. */
export function listQueryOptions(language: Lang, filter: ListFilter) {
  return queryOptions({
    queryKey: lotteryKeys.list(language, filter),
    queryFn: ({ signal }) =>
      timed(() =>
        request(lotteryLobbyContract.numbers, {
          query: {
            language,
            tag: filter.tag,
            weekday: filter.weekday === undefined ? undefined : String(filter.weekday),
            search: filter.search || undefined,
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function popularQueryOptions(language: Lang) {
  return queryOptions({
    queryKey: lotteryKeys.popular(language),
    queryFn: ({ signal }) => timed(() => request(lotteryLobbyContract.popular, { query: { language }, signal })),
    staleTime: 30_000,
  });
}

export function recentQueryOptions(language: Lang, token: string | null) {
  return queryOptions({
    queryKey: lotteryKeys.recent(language, token),
    queryFn: ({ signal }) => timed(() => request(lotteryLobbyContract.recent, { query: { language }, signal })),
    enabled: token !== null,
    staleTime: 30_000,
    retry: false,
  });
}

/** GET /lgw/vn/games/numero: the light call the lobby repeats (spec §4), `refetchInterval` its delay. */
export function numeroQueryOptions(refetchInterval: number | false) {
  return queryOptions({
    queryKey: lotteryKeys.numero,
    queryFn: ({ signal }) => timed(() => request(lotteryLobbyContract.numero, { query: {}, signal })),
    refetchInterval,
    staleTime: 0,
  });
}

export interface ResultsFilter {
  gameId?: string;
  tag?: LotteryTag;
  date?: string;
  limit?: number;
}

export function resultsQueryOptions(language: Lang, filter: ResultsFilter) {
  return queryOptions({
    queryKey: lotteryKeys.results({ ...filter, language }),
    queryFn: ({ signal }) =>
      request(lotteryLobbyContract.results, {
        query: {
          language,
          gameId: filter.gameId,
          tag: filter.tag,
          date: filter.date,
          limit: String(filter.limit ?? 20),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function drawQueryOptions(id: number, language: Lang) {
  return queryOptions({
    queryKey: lotteryKeys.draw(id),
    queryFn: ({ signal }) =>
      request(withPathParams(lotteryLobbyContract.draw, { id }), { query: { language }, signal }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 60_000,
  });
}

export function statsQueryOptions(gameId: string) {
  return queryOptions({
    queryKey: lotteryKeys.stats(gameId),
    queryFn: ({ signal }) =>
      request(withPathParams(lotteryLobbyContract.stats, { gameId }), { query: { draws: '100', pairs: '20' }, signal }),
    staleTime: 60_000,
  });
}
