import { LOTTERY_SLIP_MAX_BETS, type LotteryMode } from '@app/contracts';
import { isValidOddsTable, type LotteryOddsTable } from '@app/games';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLanguage } from '../../shared/i18n/use-language';
import { useIsLoggedIn } from '../../shared/session/session';
import { LoadError } from '../../shared/ui/load-error';
import { closeModal, openModal } from '../../shared/ui/modal';
import { Skeleton } from '../../shared/ui/skeleton';
import { gameQueryOptions } from './api/game.api';
import { drawQueryOptions } from './api/lobby.api';
import { BetBuilder } from './components/bet-builder';
import { BetSlip } from './components/bet-slip';
import { ConfirmSlip } from './components/confirm-slip';
import { DrawCard } from './components/draw-card';
import { DrawHeader } from './components/draw-header';
import { MyBets } from './components/my-bets';
import { MyChases } from './components/my-chases';
import { ResultsHistory } from './components/results-history';
import { RulesView } from './components/rules-view';
import { StatsView } from './components/stats-view';
import { WinBanner } from './components/win-banner';
import { useLotteryDraw } from './hooks/use-lottery-draw';
import { usePassed } from './hooks/use-now';
import { usePlaceLotterySlip } from './hooks/use-place-slip';
import type { DraftCheck } from './lib/draft';
import { lineId } from './lib/slip';

const VIEWS = ['bet', 'results', 'stats', 'rules', 'mine'] as const;
type View = (typeof VIEWS)[number];

/**
 * The betting page of one lottery (/lottery?gameCode=…): the open draw with its countdowns, the bet
 * builder and slip (place, chase), the last result (drawn live when it comes in), results history,
 * statistics, rules, and my bets.
 */
export function GamePage({ code }: { code: string }) {
  const { t } = useTranslation('lottery');
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const view: View = VIEWS.includes(params.get('view') as View) ? (params.get('view') as View) : 'bet';
  const setView = (v: View) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (v === 'bet') next.delete('view');
        else next.set('view', v);
        return next;
      },
      { replace: true },
    );
  const game = useQuery(gameQueryOptions(code));
  const draw = useLotteryDraw(code);
  const loggedIn = useIsLoggedIn();
  const slip = usePlaceLotterySlip(LOTTERY_SLIP_MAX_BETS);
  // One function for the page's life, so the memoised bet builder is not drawn again on every poll.
  const slipNow = useRef(slip);
  slipNow.current = slip;
  const addToSlip = useCallback(
    (c: Extract<DraftCheck, { ok: true }>) =>
      slipNow.current.dispatch({
        type: 'add',
        maxLines: LOTTERY_SLIP_MAX_BETS,
        line: { id: lineId(c.bet), bet: c.bet, legs: c.legs, cost: c.cost, maxWin: c.maxWin },
      }),
    [],
  );

  const asked = params.get('prizeMode');
  const [mode, setMode] = useState<LotteryMode | null>(null);
  useEffect(() => {
    if (!game.data || mode) return;
    const wanted = game.data.prizeModes.find((m) => m === asked);
    setMode(wanted ?? game.data.defaultMode);
  }, [game.data, mode, asked]);
  const table: LotteryOddsTable | null = useMemo(() => {
    const raw = mode ? game.data?.odds[mode] : undefined;
    return raw && isValidOddsTable(raw) ? raw : null;
  }, [game.data, mode]);

  // The open draw locks at its closesAt (server time): the page shows it closed at that moment, not at the
  // next poll of the draw.
  const locksAt = draw.current?.state === 'open' ? Date.parse(draw.current.closesAt) - draw.offset : null;
  const locked = usePassed(locksAt);

  const previous = useQuery({
    ...drawQueryOptions(draw.previous?.id ?? 0, language),
    enabled: (draw.previous?.id ?? 0) > 0,
  });

  if (game.isError) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl bg-surface p-5" data-testid="lottery-game-missing">
        <LoadError error={game.error} onRetry={() => void game.refetch()} />
        <Link to="/lottery" className="font-bold text-primary">
          {t('game.back')}
        </Link>
      </div>
    );
  }
  if (!game.data || !mode) return <Skeleton className="h-96" />;
  const g = game.data;
  const region = g.layout;
  const open = locksAt !== null && !locked;
  const blocked = !loggedIn ? t('slip.login') : !draw.current ? t('slip.noDraw') : !open ? t('slip.closed') : null;

  const confirm = () => {
    const current = draw.current;
    if (!current || blocked) return;
    const id = openModal({
      title: t('confirm.title'),
      width: 440,
      testId: 'lottery-confirm-modal',
      content: (
        <ConfirmSlip
          lines={slip.slip.lines}
          chase={slip.slip.chase}
          totals={slip.totals}
          drawLabel={t('confirm.draw', { game: g.name[language], draw: current.drawNo })}
        />
      ),
      buttons: [
        { label: t('confirm.cancel'), variant: 'secondary' },
        {
          label: t('confirm.ok'),
          variant: 'primary',
          onClick: () => {
            slip.place(current.id, mode);
            closeModal(id);
          },
        },
      ],
    });
  };

  return (
    <div className="flex min-w-0 flex-col gap-3" data-testid="lottery-game" data-game={code} data-region={region}>
      <section className="flex flex-col gap-2 rounded-3xl bg-gradient-to-br from-[#7f1d1d] via-[#b91c1c] to-primary px-4 py-4 text-white sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <Link to="/lottery" className="text-xs font-semibold text-white/80 hover:underline">
              ← {t('game.lobby')}
            </Link>
            <h1 className="text-2xl font-extrabold sm:text-3xl" data-testid="lottery-game-name">
              {g.name[language]}
            </h1>
          </div>
          {g.prizeModes.length > 1 && (
            <label className="flex items-center gap-2 text-xs">
              <span>{t('game.mode')}</span>
              <select
                value={mode}
                onChange={(e) => setMode(e.currentTarget.value as LotteryMode)}
                className="rounded-md bg-white/15 px-2 py-1 text-sm font-bold text-white"
              >
                {g.prizeModes.map((m) => (
                  <option key={m} value={m} className="text-black">
                    {t(`game.modes.${m}`)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        <DrawHeader draw={draw.current} offset={draw.offset} />
      </section>
      <div role="tablist" className="flex gap-1.5 overflow-x-auto" aria-label={t('game.views')}>
        {VIEWS.map((v) => (
          <button
            key={v}
            type="button"
            role="tab"
            aria-selected={v === view}
            data-testid={`lottery-view-${v}`}
            onClick={() => setView(v)}
            className={`shrink-0 rounded-xl px-4 py-2 text-sm font-bold ${v === view ? 'bg-primary text-white' : 'bg-surface text-text'}`}
          >
            {t(`game.viewNames.${v}`)}
          </button>
        ))}
      </div>
      {view === 'bet' && table && (
        <div className="grid grid-cols-1 gap-3 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex min-w-0 flex-col gap-3">
            <BetBuilder region={region} table={table} initialKind={params.get('playType')} onAdd={addToSlip} />
          </div>
          <div className="flex min-w-0 flex-col gap-3">
            <div>
              <BetSlip
                lines={slip.slip.lines}
                chase={slip.slip.chase}
                totals={slip.totals}
                canChase
                blocked={blocked}
                placing={slip.placing}
                error={slip.error}
                notice={slip.notice}
                onRemove={(id) => slip.dispatch({ type: 'remove', id })}
                onClear={() => slip.dispatch({ type: 'clear' })}
                onChase={(chase) => slip.dispatch({ type: 'chase', chase })}
                onConfirm={confirm}
              />
            </div>
            {loggedIn && draw.previous && <WinBanner game={code} drawId={draw.previous.id} />}
            {previous.data && <DrawCard draw={previous.data} liveFrom={draw.liveFrom} />}
          </div>
        </div>
      )}
      {view === 'results' && (
        <div className="flex flex-col gap-3">
          {previous.data && <DrawCard draw={previous.data} liveFrom={draw.liveFrom} />}
          <ResultsHistory gameId={code} />
        </div>
      )}
      {view === 'stats' && <StatsView gameId={code} />}
      {view === 'rules' && table && (
        <div className="rounded-2xl border border-border bg-surface p-3 sm:p-4">
          <RulesView region={region} table={table} />
          <p className="mt-3 text-xs text-text-muted">
            {t('rules.limits', { min: g.minPoints, max: g.maxPoints, lock: g.lockSeconds })}
          </p>
        </div>
      )}
      {view === 'mine' && (
        <div className="flex flex-col gap-3">
          {loggedIn && <MyChases game={code} />}
          <MyBets game={code} />
        </div>
      )}
    </div>
  );
}
