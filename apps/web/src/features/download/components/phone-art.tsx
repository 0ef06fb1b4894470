/** Tile colours of the phone's mini lobby: the games are the decoration (LOOK.md). */
const TILES = [
  ['#f59e0b', '#ef4444'],
  ['#8b5cf6', '#3b82f6'],
  ['#10b981', '#0ea5e9'],
  ['#ec4899', '#8b5cf6'],
  ['#f97316', '#facc15'],
  ['#06b6d4', '#6366f1'],
] as const;

/** Generated artwork of a phone showing the app's lobby (no downloaded images). */
export function PhoneArt({ siteName, className = '' }: { siteName: string; className?: string }) {
  return (
    <svg viewBox="0 0 320 600" role="img" aria-label={siteName} className={className} data-testid="phone-art">
      <defs>
        <linearGradient id="pa-body" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2e1065" />
          <stop offset="1" stopColor="#0f0a1e" />
        </linearGradient>
        <linearGradient id="pa-banner" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#7c3aed" />
          <stop offset="1" stopColor="#db2777" />
        </linearGradient>
        {TILES.map(([a, b], i) => (
          <linearGradient key={a + b} id={`pa-t${i}`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={a} />
            <stop offset="1" stopColor={b} />
          </linearGradient>
        ))}
      </defs>
      <rect x="8" y="8" width="304" height="584" rx="44" fill="url(#pa-body)" stroke="#a78bfa" strokeWidth="3" />
      <rect x="22" y="22" width="276" height="556" rx="32" fill="#f5f3ff" />
      <rect x="120" y="30" width="80" height="16" rx="8" fill="#0f0a1e" />
      <text x="40" y="78" fontSize="17" fontWeight="800" fill="#5b21b6" fontFamily="system-ui, sans-serif">
        {siteName}
      </text>
      <rect x="226" y="62" width="56" height="22" rx="11" fill="#f59e0b" />
      <rect x="36" y="98" width="248" height="110" rx="16" fill="url(#pa-banner)" />
      <circle cx="250" cy="120" r="46" fill="#ffffff" opacity=".12" />
      <circle cx="70" cy="200" r="30" fill="#fbbf24" opacity=".35" />
      <rect x="54" y="126" width="120" height="14" rx="7" fill="#ffffff" opacity=".95" />
      <rect x="54" y="148" width="84" height="10" rx="5" fill="#ffffff" opacity=".7" />
      <rect x="54" y="170" width="64" height="22" rx="11" fill="#fbbf24" />
      {[0, 1, 2, 3, 4].map((i) => (
        <g key={i}>
          <rect x={36 + i * 51} y="224" width="42" height="42" rx="12" fill="#ede9fe" />
          <circle cx={57 + i * 51} cy="245" r="10" fill={TILES[i]?.[0]} />
        </g>
      ))}
      {TILES.map((_, i) => {
        const x = 36 + (i % 2) * 128;
        const y = 282 + Math.floor(i / 2) * 92;
        return (
          <g key={`tile-${x}-${y}`}>
            <rect x={x} y={y} width="120" height="82" rx="14" fill={`url(#pa-t${i})`} />
            <circle cx={x + 92} cy={y + 24} r="16" fill="#ffffff" opacity=".22" />
            <rect x={x + 10} y={y + 58} width="62" height="10" rx="5" fill="#ffffff" opacity=".9" />
          </g>
        );
      })}
      <rect x="22" y="534" width="276" height="44" fill="#ffffff" />
      {[0, 1, 2, 3].map((i) => (
        <rect key={i} x={54 + i * 64} y="546" width="20" height="20" rx="6" fill={i === 0 ? '#7c3aed' : '#c4b5fd'} />
      ))}
    </svg>
  );
}
