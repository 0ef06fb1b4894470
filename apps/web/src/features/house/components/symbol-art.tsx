import { SLOT_SYMBOLS } from '@app/games';
import { useTranslation } from 'react-i18next';

/** Colours of each symbol's tile: [top, bottom, ink]. */
const PALETTE: Record<(typeof SLOT_SYMBOLS)[number], [string, string, string]> = {
  wild: ['#fde68a', '#d97706', '#451a03'],
  scatter: ['#c4b5fd', '#6d28d9', '#ffffff'],
  dragon: ['#fca5a5', '#b91c1c', '#fff7ed'],
  phoenix: ['#fdba74', '#c2410c', '#fff7ed'],
  lantern: ['#fecaca', '#dc2626', '#fde68a'],
  coin: ['#fef08a', '#ca8a04', '#422006'],
  ace: ['#93c5fd', '#1d4ed8', '#ffffff'],
  king: ['#86efac', '#15803d', '#ffffff'],
  queen: ['#f9a8d4', '#be185d', '#ffffff'],
  jack: ['#67e8f9', '#0e7490', '#ffffff'],
};

function Glyph({ name, ink }: { name: (typeof SLOT_SYMBOLS)[number]; ink: string }) {
  switch (name) {
    case 'wild':
      return (
        <text x="50" y="60" textAnchor="middle" fontSize="26" fontWeight="900" fill={ink}>
          WILD
        </text>
      );
    case 'scatter':
      return (
        <path
          d="M50 14l9 24 26 1-20 16 7 25-22-14-22 14 7-25-20-16 26-1z"
          fill="#fde047"
          stroke={ink}
          strokeWidth="3"
        />
      );
    case 'dragon':
      // A coiled dragon: a spiral body with a flame.
      return (
        <g fill="none" stroke={ink} strokeWidth="6" strokeLinecap="round">
          <path d="M30 70c-10-20 8-44 28-38s20 30 2 32-16-16-4-16" />
          <path d="M62 26l8-10M70 30l12-6" />
        </g>
      );
    case 'phoenix':
      return <path d="M50 78c-4-18-22-22-30-40 14 6 22 4 30-14 8 18 16 20 30 14-8 18-26 22-30 40z" fill={ink} />;
    case 'lantern':
      return (
        <g>
          <rect x="40" y="16" width="20" height="8" rx="2" fill={ink} />
          <ellipse cx="50" cy="50" rx="26" ry="24" fill={ink} />
          <path d="M50 26v48M34 34c6 10 6 22 0 32M66 34c-6 10-6 22 0 32" stroke="#b91c1c" strokeWidth="3" fill="none" />
          <path d="M50 74v10" stroke={ink} strokeWidth="4" />
        </g>
      );
    case 'coin':
      // A Vietnamese cash coin: round with a square hole.
      return (
        <g>
          <circle cx="50" cy="50" r="30" fill="#fde047" stroke={ink} strokeWidth="5" />
          <rect x="41" y="41" width="18" height="18" fill="#ca8a04" stroke={ink} strokeWidth="4" />
        </g>
      );
    default: {
      const letter = { ace: 'A', king: 'K', queen: 'Q', jack: 'J' }[name];
      return (
        <text x="50" y="70" textAnchor="middle" fontSize="54" fontWeight="900" fill={ink}>
          {letter}
        </text>
      );
    }
  }
}

/** One symbol as a tile of SVG art (made here: nothing is downloaded), labelled for screen readers. */
export function SymbolArt({ symbol, className = '' }: { symbol: number; className?: string }) {
  const { t } = useTranslation('houseSlot');
  const name = SLOT_SYMBOLS[symbol] ?? 'jack';
  const [top, bottom, ink] = PALETTE[name];
  const id = `slot-grad-${name}`;
  return (
    <svg viewBox="0 0 100 100" role="img" aria-label={t(`symbols.${name}`)} data-symbol={name} className={className}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={top} />
          <stop offset="1" stopColor={bottom} />
        </linearGradient>
      </defs>
      <rect x="4" y="4" width="92" height="92" rx="16" fill={`url(#${id})`} />
      <Glyph name={name} ink={ink} />
    </svg>
  );
}
