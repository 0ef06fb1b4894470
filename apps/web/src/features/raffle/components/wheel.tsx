import type { RafflePrize } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { sliceAngle, slicePath } from '../lib/wheel-geometry';

const R = 150;
/** How long the wheel turns (the CSS transition below). */
export const TURN_MS = 4200;
// Alternating slice fills from the theme (violet primary, gold accent), "no prize" slices muted.
const FILLS = ['var(--color-primary)', 'var(--color-primary-strong)'];

/** A slice's short label: the prize name, clipped so it fits along the radius. */
const short = (s: string) => (s.length > 13 ? `${s.slice(0, 12)}…` : s);

/**
 * The wheel: an SVG of the slices in wheel order, turned by a CSS transform (no animation library). The
 * transition runs only without prefers-reduced-motion (Tailwind's motion-safe); the page then reveals the
 * result at once instead of after the turn.
 */
export function Wheel({
  prizes,
  rotation,
  onTurned,
}: {
  prizes: RafflePrize[];
  rotation: number;
  onTurned: () => void;
}) {
  const { t } = useTranslation('raffle');
  const n = prizes.length;
  const a = sliceAngle(n);
  return (
    <div className="relative mx-auto aspect-square w-full max-w-[340px]" data-testid="raffle-wheel">
      <svg
        viewBox={`0 0 ${2 * R} ${2 * R}`}
        role="img"
        aria-label={t('wheelLabel', { count: n })}
        className="size-full drop-shadow-[0_8px_24px_rgba(91,33,182,0.35)] motion-safe:transition-transform motion-safe:duration-[4200ms] motion-safe:ease-[cubic-bezier(0.12,0.7,0.1,1)]"
        style={{ transform: `rotate(${rotation}deg)` }}
        onTransitionEnd={(e) => {
          if (e.propertyName === 'transform') onTurned();
        }}
        data-rotation={rotation}
      >
        {prizes.map((p, i) => (
          <g key={p.id}>
            <path
              d={slicePath(i, n, R)}
              fill={p.kind === 'none' ? 'var(--color-surface-3)' : FILLS[i % 2]}
              stroke="var(--color-accent)"
              strokeWidth={2}
              opacity={p.oddsPpm === 0 ? 0.45 : 1}
            />
            {/* Along the slice's radius, reading from the hub out to the rim. */}
            <text
              x={2 * R - 16}
              y={R + 5}
              transform={`rotate(${i * a - 90} ${R} ${R})`}
              textAnchor="end"
              className="text-[14px] font-extrabold"
              fill={p.kind === 'none' ? 'var(--color-text)' : '#fff'}
            >
              {short(p.name)}
            </text>
          </g>
        ))}
        <circle cx={R} cy={R} r={26} fill="var(--color-accent)" stroke="#fff" strokeWidth={4} />
      </svg>
      {/* The pointer stays still at the top; the wheel turns under it. */}
      <svg
        viewBox="0 0 24 24"
        aria-label={t('pointer')}
        role="img"
        className="absolute top-[-6px] left-1/2 size-9 -translate-x-1/2 drop-shadow"
      >
        <path d="M12 22 3 4h18z" fill="var(--color-accent)" stroke="#fff" strokeWidth={1.5} />
      </svg>
    </div>
  );
}
