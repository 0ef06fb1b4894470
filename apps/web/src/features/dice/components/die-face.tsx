// Pip positions on a 3×3 grid (0–8, row by row) for each face.
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [2, 6],
  3: [2, 4, 6],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/** One die drawn as SVG; `face` 1–6, or null for a blank die (no result yet). */
export function DieFace({
  face,
  size = 48,
  className = '',
}: {
  face: number | null;
  size?: number;
  className?: string;
}) {
  const pips = face ? (PIPS[face] ?? []) : [];
  return (
    <svg viewBox="0 0 60 60" width={size} height={size} aria-hidden="true" className={className}>
      <rect x="2" y="2" width="56" height="56" rx="12" fill="#fff" stroke="#d6d3e1" strokeWidth="2" />
      {pips.map((p) => (
        <circle
          key={p}
          cx={14 + (p % 3) * 16}
          cy={14 + Math.floor(p / 3) * 16}
          r="5.5"
          fill={face === 1 || face === 4 ? '#dc2626' : '#1c1530'}
        />
      ))}
    </svg>
  );
}
