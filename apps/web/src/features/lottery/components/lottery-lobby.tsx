import type { LotteryItem, LotteryTag } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useSession } from '../../../shared/session/session';
import { LoadError } from '../../../shared/ui/load-error';
import { Skeleton } from '../../../shared/ui/skeleton';
import {
  listQueryOptions,
  menuQueryOptions,
  numeroQueryOptions,
  popularQueryOptions,
  recentQueryOptions,
} from '../api/lobby.api';
import { lotteryKeys } from '../api/lottery-keys';
import { useLotteryFavourites } from '../hooks/use-favourites';
import { openNumberRefreshMs, WEEKDAY_FILTER } from '../lib/lobby-filter';
import { LobbyTabs } from './lobby-tabs';
import { LotteryCard } from './lottery-card';

/**
 * The lottery lobby (spec §2): category tabs (arrows past seven), weekday filter (2–7 Monday–Saturday,
 * 1 Sunday), Hot, Favourites (this browser, per username), Recent, search by name. Open numbers and
 * countdowns are refreshed by spec §4's rule; countdowns run on the server's clock.
 */
export function LotteryLobby({ initialTag }: { initialTag?: LotteryTag }) {
  const { t } = useTranslation('lottery');
  const { language } = useLanguage();
  const client = useQueryClient();
  const token = useSession((s) => s.token);
  const [tab, setTab] = useState<string>(initialTag ?? 'all');
  const [weekday, setWeekday] = useState<number | undefined>(undefined);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const { favourites, toggle } = useLotteryFavourites();

  useEffect(() => {
    const id = window.setTimeout(() => setSearch(typed.trim()), 300);
    return () => window.clearTimeout(id);
  }, [typed]);

  const menu = useQuery(menuQueryOptions(language));
  const isTag = (x: string): x is LotteryTag => ['MB', 'MT', 'MN', 'ST'].includes(x);
  const list = useQuery({
    ...listQueryOptions(language, { tag: isTag(tab) ? tab : undefined, weekday, search }),
    enabled: tab !== 'hot' && tab !== 'recent',
  });
  const popular = useQuery({ ...popularQueryOptions(language), enabled: tab === 'hot' });
  const recent = useQuery({ ...recentQueryOptions(language, token), enabled: tab === 'recent' && token !== null });
  const source = tab === 'hot' ? popular : tab === 'recent' ? recent : list;

  const items: LotteryItem[] = useMemo(() => {
    const all = source.data?.value.list ?? [];
    const byWeekday = (i: LotteryItem) => weekday === undefined || i.drawDayOfWeek.includes(weekday);
    const needle = search.toLowerCase();
    const byName = (i: LotteryItem) => !needle || i.gameName.toLowerCase().includes(needle);
    if (tab === 'fav') return all.filter((i) => favourites.includes(i.gameId));
    // Hot and Recent come unfiltered from the server: the weekday and name filters apply here.
    return tab === 'hot' || tab === 'recent' ? all.filter((i) => byWeekday(i) && byName(i)) : all;
  }, [source.data, tab, favourites, weekday, search]);

  // Spec §4: the open numbers are asked again after the smallest time to lock among the open draws.
  const [refreshMs, setRefreshMs] = useState(7_000);
  const numero = useQuery(numeroQueryOptions(refreshMs));
  const numeros = numero.data?.value.list;
  useEffect(() => {
    if (numeros) setRefreshMs(openNumberRefreshMs(numeros));
    else if (source.data) setRefreshMs(openNumberRefreshMs(source.data.value.list));
  }, [numeros, source.data]);
  // A new result is out for a card (its newest drawn draw changed): read the list again for its last result.
  const liveById = useMemo(() => new Map((numeros ?? []).map((n) => [n.gameId, n])), [numeros]);
  const lastDraws = useMemo(() => new Map((numeros ?? []).map((n) => [n.gameId, n.lastDrawId])), [numeros]);
  useEffect(() => {
    const stale = items.some(
      (i) => lastDraws.has(i.gameId) && (lastDraws.get(i.gameId) ?? null) !== (i.lastResult?.drawId ?? null),
    );
    if (stale)
      void client.invalidateQueries({ queryKey: lotteryKeys.all, predicate: (q) => q.queryKey[1] !== 'numero' });
  }, [lastDraws, items, client]);

  const tabs = [
    { id: 'all', label: t('lobby.all') },
    ...(menu.data?.menus ?? []).map((m) => ({ id: m.tag, label: m.name })),
    { id: 'hot', label: t('lobby.hot') },
    { id: 'fav', label: t('lobby.favourites') },
    { id: 'recent', label: t('lobby.recent') },
  ];
  const weekdayBtn = (on: boolean) =>
    `shrink-0 rounded-lg px-2.5 py-1 text-xs font-bold ${on ? 'bg-primary text-white' : 'bg-surface text-text-muted'}`;

  return (
    <section className="flex min-w-0 flex-col gap-3" data-testid="lottery-lobby">
      <LobbyTabs tabs={tabs} value={tab} onChange={setTab} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <input
          type="search"
          value={typed}
          onInput={(e) => setTyped(e.currentTarget.value)}
          placeholder={t('lobby.search')}
          aria-label={t('lobby.search')}
          data-testid="lottery-search"
          className="h-10 w-full min-w-0 rounded-xl border border-border bg-surface px-3 text-sm sm:flex-1"
        />
        <fieldset className="flex min-w-0 gap-1 overflow-x-auto" data-testid="lottery-weekdays">
          <legend className="sr-only">{t('lobby.weekday')}</legend>
          <button
            type="button"
            aria-pressed={weekday === undefined}
            className={weekdayBtn(weekday === undefined)}
            onClick={() => setWeekday(undefined)}
          >
            {t('lobby.anyDay')}
          </button>
          {WEEKDAY_FILTER.map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={weekday === d}
              data-testid={`lottery-weekday-${d}`}
              title={t(`vn.weekdays.${d}`)}
              className={weekdayBtn(weekday === d)}
              onClick={() => setWeekday(d)}
            >
              {t(`lobby.weekdayShort.${d}`)}
            </button>
          ))}
        </fieldset>
      </div>
      {tab === 'recent' && token === null ? (
        <p className="rounded-xl bg-surface p-4 text-sm text-text-muted">{t('lobby.recentLogin')}</p>
      ) : source.isError ? (
        <LoadError error={source.error} onRetry={() => void source.refetch()} />
      ) : source.isPending ? (
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2, 3].map((i) => (
            <li key={i}>
              <Skeleton className="h-36" />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <p className="rounded-xl bg-surface p-4 text-sm text-text-muted" data-testid="lottery-lobby-empty">
          {t(tab === 'fav' ? 'lobby.noFavourites' : 'lobby.none')}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="lottery-cards">
          {items.map((item) => {
            const live = liveById.get(item.gameId);
            const merged = live ? { ...item, ...live, numero: live.numero || item.numero } : item;
            // Each card's countdowns tick by themselves (CardCountdown), from when their answer arrived.
            const receivedAt = live ? numero.data!.receivedAt : source.data!.receivedAt;
            return (
              <LotteryCard
                key={item.gameId}
                item={merged}
                receivedAt={receivedAt}
                favourite={favourites.includes(item.gameId)}
                onFavourite={() => toggle(item.gameId)}
              />
            );
          })}
        </ul>
      )}
    </section>
  );
}
