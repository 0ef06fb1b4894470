import type { HouseSession, HouseSpinAnswer } from '@app/contracts';
import { SCATTER } from '@app/games';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { apiErrorText } from '../../shared/api/error-text';
import { formatMinor } from '../../shared/format/number';
import { useFormatMoney } from '../../shared/format/use-money';
import { CenteredSpinner } from '../../shared/ui/spinner';
import { houseSpinsKey, listSpins, openSession } from './api/house-slot.api';
import { BetControls } from './components/bet-controls';
import { FairnessPanel } from './components/fairness-panel';
import { SlotReels } from './components/slot-reels';
import { SpinHistory } from './components/spin-history';
import { useSlotPlay } from './hooks/use-slot-play';
import { isBigWin, winningCells } from './lib/presentation';
import { createSlotSounds } from './lib/slot-sounds';
import { firstAllowedLineBet, withinStakeLimits } from './lib/stake-range';
import './house-slot.css';

const SOUND_KEY = 'houseSlot.sound';
const readSound = () => {
  try {
    return localStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
};

function SlotFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-screen bg-[radial-gradient(circle_at_50%_0%,#4c1d95,#0f0a1e_65%)] px-3 py-4 text-white sm:px-6">
      <div className="mx-auto flex max-w-5xl flex-col gap-4">{children}</div>
    </div>
  );
}

/** Without a launch token the slot cannot know the player: it is opened from the lobby, like any game. */
function NoSession({ expired }: { expired: boolean }) {
  const { t } = useTranslation('houseSlot');
  return (
    <SlotFrame>
      <div data-testid="slot-no-session" className="mt-16 flex flex-col items-center gap-4 text-center">
        <h1 className="text-2xl font-extrabold">{t('title')}</h1>
        <p className="max-w-md text-white/80">{t(expired ? 'session.expired' : 'session.missing')}</p>
        <Link to="/rng" className="rounded-xl bg-accent px-6 py-3 font-extrabold text-[#1c1530] hover:bg-accent-strong">
          {t('session.toLobby')}
        </Link>
      </div>
    </SlotFrame>
  );
}

/**
 * The house slot (route /house/slot, opened by the lobby's launch like any vendor's game). Money is
 * settled by the server per round; this page presents rounds and the provably fair controls.
 */
export function HouseSlotPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useQuery({
    queryKey: ['house-slot', 'session', token],
    queryFn: () => openSession(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!token) return <NoSession expired={false} />;
  if (session.isPending) return <CenteredSpinner minHeight={480} />;
  if (session.isError) {
    const expired = session.error instanceof ApiError && session.error.code === 'house_session_expired';
    return <NoSession expired={expired || !(session.error instanceof ApiError)} />;
  }
  return <SlotGame token={token} start={session.data} />;
}

function SlotGame({ token, start }: { token: string; start: HouseSession }) {
  const { t } = useTranslation('houseSlot');
  const location = useLocation();
  const queryClient = useQueryClient();
  const [balance, setBalance] = useState(start.balance);
  const [fairness, setFairness] = useState(start.fairness);
  const limits = start.stakeLimits;
  const [lineBet, setLineBet] = useState<number>(() => firstAllowedLineBet(limits, 20));
  const [lines, setLines] = useState(20);
  const [error, setError] = useState<string | null>(null);
  const [sound, setSound] = useState(readSound);
  const soundRef = useRef(sound);
  soundRef.current = sound;
  const sounds = useMemo(() => createSlotSounds(() => soundRef.current), []);
  const spins = useQuery({ queryKey: houseSpinsKey(token), queryFn: () => listSpins(token) });

  const onSettled = useCallback(
    (a: HouseSpinAnswer) => {
      setBalance(a.balance);
      setFairness(a.fairness);
      void queryClient.invalidateQueries({ queryKey: houseSpinsKey(token) });
    },
    [queryClient, token],
  );
  const slot = useSlotPlay({ token, sounds, onSettled });
  const totalBet = lineBet * lines;
  const busy = slot.phase !== 'idle';
  // Amounts carry the site's currency symbol; play money (free play) is a number without one.
  const siteMoney = useFormatMoney();
  const money = (minor: number) => (start.currency === 'PLAY' ? formatMinor(minor) : siteMoney(minor));

  async function onSpin() {
    setError(null);
    setBalance((b) => b - totalBet);
    try {
      await slot.play({ lineBet, lines });
    } catch (err) {
      setBalance((b) => b + totalBet);
      if (err instanceof ApiError && err.code === 'insufficient_funds') {
        const details = err.details as { balance?: number } | undefined;
        if (typeof details?.balance === 'number') setBalance(details.balance);
      }
      // The limits are amounts: shown in the page's money format, not as raw minor units.
      if (err instanceof ApiError && err.code === 'house_stake_out_of_limits') {
        const d = err.details as { minStake: number; maxStake: number };
        setError(t('errors:house_stake_out_of_limits', { min: money(d.minStake), max: money(d.maxStake) }));
      } else setError(apiErrorText(t, err));
    }
  }

  function toggleSound() {
    const next = !sound;
    setSound(next);
    try {
      localStorage.setItem(SOUND_KEY, next ? 'on' : 'off');
    } catch {
      // Storage unavailable: the choice holds for this visit.
    }
  }

  const shown = slot.shown;
  const winCells = shown ? winningCells(shown, SCATTER) : new Set<`${number}:${number}`>();
  const winLines = shown ? shown.lineWins.map((w) => w.line) : [];
  const from = `${location.pathname}${location.search}`;

  return (
    <SlotFrame>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-black tracking-wide text-accent drop-shadow">{t('title')}</h1>
        <div className="flex items-center gap-3">
          <div className="rounded-xl bg-black/30 px-4 py-2 text-right">
            <div className="text-[10px] uppercase tracking-wide text-white/60">
              {t(start.currency === 'PLAY' ? 'balancePlay' : 'balance')}
            </div>
            <div data-testid="slot-balance" className="font-extrabold tabular-nums text-accent">
              {money(balance)}
            </div>
          </div>
          <button
            type="button"
            data-testid="slot-sound"
            aria-pressed={sound}
            onClick={toggleSound}
            className="flex items-center gap-2 rounded-xl bg-white/10 px-3 py-2 text-sm font-bold hover:bg-white/20"
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
              {sound ? <path d="M16 8a5 5 0 0 1 0 8M19 5a9 9 0 0 1 0 14" /> : <path d="M16 9l6 6M22 9l-6 6" />}
            </svg>
            {sound ? t('sound.on') : t('sound.off')}
          </button>
        </div>
      </header>

      <div className="grid gap-4 lg:grid-cols-[1fr_300px]">
        <div className="flex flex-col gap-4">
          {slot.freeSpin && (
            <div
              data-testid="slot-free-spins"
              className="rounded-xl bg-purple-600/40 px-4 py-2 text-center font-extrabold"
            >
              {slot.freeSpin.index === 0
                ? t('free.awarded', { total: slot.freeSpin.total })
                : t('free.progress', {
                    index: slot.freeSpin.index,
                    total: slot.freeSpin.total,
                    won: money(slot.freeSpin.won),
                  })}
            </div>
          )}
          <SlotReels window={slot.window} spinning={slot.spinning} winCells={winCells} winLines={winLines} />
          <div className="flex min-h-10 items-center justify-center" aria-live="polite">
            {slot.roundWin !== null &&
              (slot.roundWin > 0 ? (
                <div
                  data-testid="slot-win"
                  className={`font-black text-accent ${isBigWin(slot.roundWin, totalBet) ? 'animate-bounce text-3xl' : 'text-xl'}`}
                >
                  {isBigWin(slot.roundWin, totalBet) ? t('win.big') : t('win.win')} {money(slot.roundWin)}
                </div>
              ) : (
                <div data-testid="slot-no-win" className="text-white/60">
                  {t('win.none')}
                </div>
              ))}
          </div>
          {error && (
            <p role="alert" data-testid="slot-error" className="text-center font-semibold text-red-300">
              {error}
            </p>
          )}
          <BetControls
            lineBet={lineBet}
            lines={lines}
            onLineBet={setLineBet}
            onLines={setLines}
            onSpin={onSpin}
            busy={busy}
            canSpin={balance >= totalBet && withinStakeLimits(limits, totalBet)}
            money={money}
          />
          <p
            data-testid="slot-stake-range"
            className={`text-center text-sm ${withinStakeLimits(limits, totalBet) ? 'text-white/70' : 'font-bold text-amber-300'}`}
          >
            {t('controls.stakeRange', { min: money(limits.minStake), max: money(limits.maxStake) })}
          </p>
          <p className="text-center text-xs text-white/50">{t('rules', { rtp: start.rtpPercent })}</p>
        </div>
        <aside className="flex flex-col gap-4">
          <FairnessPanel
            token={token}
            fairness={fairness}
            disabled={busy}
            onRotated={(f) => {
              setFairness(f);
              void queryClient.invalidateQueries({ queryKey: houseSpinsKey(token) });
            }}
          />
          <SpinHistory spins={spins.data?.items ?? []} from={from} money={money} />
        </aside>
      </div>
    </SlotFrame>
  );
}
