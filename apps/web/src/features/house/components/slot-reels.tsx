import { HOUSE_SLOT, PAYLINES } from '@app/games';
import type { CellKey } from '../lib/presentation';
import { SymbolArt } from './symbol-art';

const LINE_COLOURS = ['#fbbf24', '#f472b6', '#34d399', '#60a5fa', '#f87171', '#a78bfa', '#fb923c', '#2dd4bf'];

/** A spinning reel: its own strip, twice over, scrolling (the real symbols pass by, not random ones). */
function ScrollingReel({ reel }: { reel: number }) {
  // Each reel starts at its own place on the strip so neighbouring reels do not scroll in step.
  const full = HOUSE_SLOT.reels[reel]!;
  const strip = Array.from({ length: 12 }, (_, i) => full[(reel * 7 + i) % full.length]!);
  return (
    <div className="house-slot-scrolling flex flex-col">
      {[...strip, ...strip].map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative strip, never reordered
        <SymbolArt key={i} symbol={s} className="aspect-square w-full p-1" />
      ))}
    </div>
  );
}

/**
 * The 5×3 window. Each reel either scrolls (spinning) or shows its three symbols, landing with a small
 * bounce; winning cells glow and the paying lines are drawn over the window.
 */
export function SlotReels({
  window,
  spinning,
  winCells,
  winLines,
}: {
  window: number[][];
  spinning: readonly boolean[];
  winCells: ReadonlySet<CellKey>;
  winLines: readonly number[];
}) {
  return (
    <div className="relative rounded-2xl bg-[#1a1033] p-2 shadow-inner ring-4 ring-[#f59e0b]/70">
      <div className="grid grid-cols-5 gap-1.5" data-testid="slot-window">
        {window.map((col, reel) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions, fixed in number and order
            key={reel}
            data-testid={`slot-reel-${reel}`}
            data-spinning={spinning[reel] ? 'true' : 'false'}
            className="relative aspect-[1/3] overflow-hidden rounded-xl bg-[#2a1a4f]"
          >
            {spinning[reel] ? (
              <ScrollingReel reel={reel} />
            ) : (
              <div className="house-slot-landed flex h-full flex-col">
                {col.map((symbol, row) => (
                  <div
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions
                    key={row}
                    data-testid="slot-cell"
                    data-win={winCells.has(`${reel}:${row}`) ? 'true' : 'false'}
                    className={`flex-1 rounded-lg p-1 ${winCells.has(`${reel}:${row}`) ? 'house-slot-win-cell' : ''}`}
                  >
                    <SymbolArt symbol={symbol} className="h-full w-full" />
                  </div>
                ))}
              </div>
            )}
          </div>
        ))}
      </div>
      {winLines.length > 0 && (
        <svg
          viewBox="0 0 500 300"
          preserveAspectRatio="none"
          aria-hidden="true"
          className="pointer-events-none absolute inset-2 h-[calc(100%-1rem)] w-[calc(100%-1rem)]"
        >
          {winLines.map((line) => (
            <polyline
              key={line}
              data-testid="slot-payline"
              points={PAYLINES[line]!.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ')}
              fill="none"
              stroke={LINE_COLOURS[line % LINE_COLOURS.length]}
              strokeWidth="6"
              strokeLinejoin="round"
              strokeLinecap="round"
              opacity="0.85"
            />
          ))}
        </svg>
      )}
    </div>
  );
}
