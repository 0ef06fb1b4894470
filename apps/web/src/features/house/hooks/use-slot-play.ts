import type { HouseSpinAnswer, SlotSpinResult } from '@app/contracts';
import { HOUSE_SLOT, windowAt } from '@app/games';
import { useCallback, useRef, useState } from 'react';
import { prefersReducedMotion as reducedMotion } from '../../../shared/motion/reduced-motion';
import { spin as spinCall } from '../api/house-slot.api';
import type { SlotSounds } from '../lib/slot-sounds';

const REELS = HOUSE_SLOT.reels.length;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A fresh id per press of Spin: a retry of that request (same id) is played once by the server. */
const newRequestId = () => {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

export interface FreeSpinState {
  /** 1-based number of the free spin being shown. */
  index: number;
  total: number;
  won: number;
}

export type SlotPhase = 'idle' | 'spinning' | 'presenting';

/**
 * Plays a round and presents it: the reels scroll while the server answers, stop one by one on the
 * round's stops, the wins light up, then each free spin the round awarded is shown in turn. The
 * round's money was already settled by the server; this is presentation only.
 */
export function useSlotPlay(opts: { token: string; sounds: SlotSounds; onSettled: (a: HouseSpinAnswer) => void }) {
  const [phase, setPhase] = useState<SlotPhase>('idle');
  const [window, setWindow] = useState<number[][]>(() => windowAt(HOUSE_SLOT, [0, 0, 0, 0, 0]));
  const [spinning, setSpinning] = useState<boolean[]>(() => new Array(REELS).fill(false));
  const [shown, setShown] = useState<SlotSpinResult | null>(null);
  const [freeSpin, setFreeSpin] = useState<FreeSpinState | null>(null);
  const [roundWin, setRoundWin] = useState<number | null>(null);
  const busy = useRef(false);
  const { token, sounds, onSettled } = opts;

  const land = useCallback(
    async (result: SlotSpinResult, minSpinMs: number) => {
      const fast = reducedMotion();
      setShown(null);
      setSpinning(new Array(REELS).fill(true));
      if (!fast) await sleep(minSpinMs);
      setWindow(result.window);
      for (let reel = 0; reel < REELS; reel++) {
        setSpinning((s) => s.map((v, i) => (i === reel ? false : v)));
        sounds.reelStop();
        if (!fast) await sleep(140);
      }
      setShown(result);
    },
    [sounds],
  );

  const play = useCallback(
    async (bet: { lineBet: number; lines: number }): Promise<void> => {
      if (busy.current) return;
      busy.current = true;
      setPhase('spinning');
      setRoundWin(null);
      setFreeSpin(null);
      setShown(null);
      setSpinning(new Array(REELS).fill(true));
      const started = performance.now();
      try {
        let answer: HouseSpinAnswer;
        try {
          answer = await spinCall({ token, ...bet, requestId: newRequestId() });
        } catch (err) {
          setSpinning(new Array(REELS).fill(false));
          throw err;
        }
        const { spin } = answer;
        await land(spin.base, Math.max(0, 450 - (performance.now() - started)));
        setPhase('presenting');
        if (spin.base.win > 0) sounds.win(spin.base.win >= spin.totalBet * 10);
        let won = spin.base.win;
        if (spin.freeSpins.length > 0) {
          sounds.freeSpins();
          setFreeSpin({ index: 0, total: spin.freeSpins.length, won });
          if (!reducedMotion()) await sleep(1400);
          for (const [i, free] of spin.freeSpins.entries()) {
            setFreeSpin({ index: i + 1, total: spin.freeSpins.length, won });
            await land(free, 300);
            won += free.win;
            setFreeSpin({ index: i + 1, total: spin.freeSpins.length, won });
            if (free.win > 0) sounds.win(false);
            if (!reducedMotion()) await sleep(free.win > 0 ? 700 : 250);
          }
        }
        setRoundWin(spin.totalWin);
        onSettled(answer);
      } finally {
        busy.current = false;
        setPhase('idle');
      }
    },
    [token, land, sounds, onSettled],
  );

  return { phase, window, spinning, shown, freeSpin, roundWin, play };
}
