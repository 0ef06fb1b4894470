import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../../shared/motion/reduced-motion';
import { DieFace } from './die-face';

const ROLL_MS = 1_200;
const FRAME_MS = 90;

const randomFace = () => 1 + Math.floor(Math.random() * 6);

/**
 * The three dice of the last draw. While a draw is due (`rolling`) and when a new result arrives during the
 * visit, the dice tumble for a moment before they land on it; with reduced motion they simply show it.
 * `onLanded` tells when the shown dice are the result (the table announces it then).
 */
export function DiceReveal({
  dice,
  revealKey,
  rolling,
  label,
  roundId,
}: {
  dice: readonly number[] | null;
  revealKey: number | null;
  rolling: boolean;
  label: string;
  /** The round whose dice are shown (data attribute of the caption). */
  roundId: number | null;
}) {
  const reduced = usePrefersReducedMotion();
  const seen = useRef<number | null>(revealKey);
  const [tumbling, setTumbling] = useState(false);
  const [faces, setFaces] = useState<number[]>(() => [randomFace(), randomFace(), randomFace()]);

  // A result that arrives while the table is open rolls in; the one shown on arrival does not.
  useEffect(() => {
    if (revealKey === null || revealKey === seen.current) return;
    const first = seen.current === null;
    seen.current = revealKey;
    if (first || reduced) return;
    setTumbling(true);
    const id = window.setTimeout(() => setTumbling(false), ROLL_MS);
    return () => window.clearTimeout(id);
  }, [revealKey, reduced]);

  const moving = !reduced && (tumbling || rolling);
  useEffect(() => {
    if (!moving) return;
    const id = window.setInterval(() => setFaces([randomFace(), randomFace(), randomFace()]), FRAME_MS);
    return () => window.clearInterval(id);
  }, [moving]);

  const shown = moving ? faces : dice;
  return (
    <>
      <div
        role="img"
        aria-label={moving ? '…' : label}
        data-testid="dice-reveal"
        data-state={moving ? 'rolling' : dice ? 'landed' : 'empty'}
        className="flex items-center justify-center gap-3"
      >
        {[0, 1, 2].map((i) => (
          <DieFace
            key={i}
            face={shown?.[i] ?? null}
            size={56}
            className={moving ? 'dice-tumble drop-shadow-lg' : 'drop-shadow-lg'}
          />
        ))}
      </div>
      {/* One live region for the whole visit, so the result is announced once the dice land. */}
      <p
        data-testid="dice-result"
        data-round-id={moving ? '' : (roundId ?? '')}
        aria-live="polite"
        className="text-center text-sm font-bold"
      >
        {moving ? '…' : label}
      </p>
    </>
  );
}
