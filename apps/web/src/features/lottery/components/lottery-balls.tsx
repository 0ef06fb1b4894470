const BALLS = [
  { n: '27', x: 60, y: 70, c: '#dc2626' },
  { n: '08', x: 130, y: 45, c: '#f59e0b' },
  { n: '91', x: 195, y: 80, c: '#7c3aed' },
  { n: '36', x: 100, y: 130, c: '#0ea5e9' },
  { n: '54', x: 170, y: 140, c: '#16a34a' },
] as const;

/** Generated artwork: numbered lottery balls. */
export function LotteryBalls({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 250 190" aria-hidden="true" className={className}>
      <defs>
        <radialGradient id="lb-shine" cx=".35" cy=".3" r=".7">
          <stop offset="0" stopColor="#fff" stopOpacity=".9" />
          <stop offset=".4" stopColor="#fff" stopOpacity=".15" />
          <stop offset="1" stopColor="#000" stopOpacity=".15" />
        </radialGradient>
      </defs>
      {BALLS.map((b) => (
        <g key={b.n}>
          <circle cx={b.x} cy={b.y} r="34" fill={b.c} />
          <circle cx={b.x} cy={b.y} r="34" fill="url(#lb-shine)" />
          <circle cx={b.x} cy={b.y} r="17" fill="#fff" />
          <text
            x={b.x}
            y={b.y + 6}
            textAnchor="middle"
            fontSize="17"
            fontWeight="900"
            fill="#1c1530"
            fontFamily="system-ui"
          >
            {b.n}
          </text>
        </g>
      ))}
    </svg>
  );
}
