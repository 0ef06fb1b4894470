/** Illustrations of the status screens, drawn in SVG so they never fail to load. */

export function MaintenanceArt() {
  return (
    <svg viewBox="0 0 240 170" className="h-auto w-56 md:w-64" aria-hidden="true">
      <defs>
        <linearGradient id="ma-body" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#4c1d95" />
        </linearGradient>
        <linearGradient id="ma-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="1" stopColor="#d97706" />
        </linearGradient>
      </defs>
      <ellipse cx="120" cy="160" rx="96" ry="8" fill="#000" opacity=".18" />
      {/* slot machine */}
      <rect x="62" y="34" width="116" height="120" rx="16" fill="url(#ma-body)" />
      <rect x="62" y="34" width="116" height="26" rx="13" fill="url(#ma-gold)" />
      <text x="120" y="53" textAnchor="middle" fontSize="14" fontWeight="900" fill="#4c1d95" fontFamily="system-ui">
        777
      </text>
      <rect x="74" y="68" width="92" height="46" rx="8" fill="#1e1b4b" />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x={79 + i * 29} y="73" width="24" height="36" rx="4" fill="#fff" />
          <path d={`M${85 + i * 29} 91h12`} stroke="#a78bfa" strokeWidth="4" strokeLinecap="round" />
        </g>
      ))}
      <rect x="78" y="124" width="84" height="16" rx="8" fill="#1e1b4b" opacity=".45" />
      <rect x="178" y="62" width="8" height="44" rx="4" fill="#c4b5fd" />
      <circle cx="182" cy="58" r="9" fill="#ef4444" />
      {/* barrier */}
      <g transform="rotate(-8 120 128)">
        <rect x="26" y="118" width="188" height="20" rx="4" fill="#fbbf24" />
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <path key={i} d={`M${38 + i * 32} 118l-14 20h14l14-20z`} fill="#1f2937" />
        ))}
      </g>
      {/* gear */}
      <g transform="translate(196 30)">
        <circle r="18" fill="url(#ma-gold)" />
        {[0, 45, 90, 135].map((a) => (
          <rect key={a} x="-4" y="-24" width="8" height="48" rx="2" fill="url(#ma-gold)" transform={`rotate(${a})`} />
        ))}
        <circle r="7" fill="#4c1d95" />
      </g>
      <circle cx="34" cy="40" r="4" fill="#fde68a" />
      <circle cx="46" cy="22" r="2.5" fill="#fde68a" opacity=".8" />
    </svg>
  );
}

export function RegionBlockArt() {
  return (
    <svg viewBox="0 0 240 170" className="h-auto w-56 md:w-64" aria-hidden="true">
      <defs>
        <linearGradient id="rb-globe" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#a78bfa" />
          <stop offset="1" stopColor="#4c1d95" />
        </linearGradient>
        <linearGradient id="rb-shield" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="1" stopColor="#d97706" />
        </linearGradient>
      </defs>
      <ellipse cx="120" cy="160" rx="90" ry="8" fill="#000" opacity=".18" />
      <circle cx="108" cy="84" r="62" fill="url(#rb-globe)" />
      <g fill="none" stroke="#ede9fe" strokeWidth="2.5" opacity=".55">
        <ellipse cx="108" cy="84" rx="26" ry="62" />
        <path d="M46 84h124M54 54h108M54 114h108" />
      </g>
      <path d="M80 50c10-6 22 2 18 12s-16 6-22 14-2 18-12 16" fill="#c4b5fd" opacity=".7" />
      <path d="M126 100c10-4 20 4 16 14s-14 10-20 4" fill="#c4b5fd" opacity=".7" />
      {/* shield with lock */}
      <g transform="translate(150 72)">
        <path
          d="M30 0l30 11v24c0 22-13 36-30 44C13 71 0 57 0 35V11z"
          fill="url(#rb-shield)"
          stroke="#fff"
          strokeWidth="3"
        />
        <rect x="17" y="34" width="26" height="21" rx="4" fill="#4c1d95" />
        <path d="M22 34v-6a8 8 0 0116 0v6" fill="none" stroke="#4c1d95" strokeWidth="4" />
        <circle cx="30" cy="44" r="3" fill="#fde68a" />
      </g>
      <circle cx="30" cy="30" r="4" fill="#fde68a" />
      <circle cx="212" cy="40" r="3" fill="#fde68a" opacity=".8" />
    </svg>
  );
}
