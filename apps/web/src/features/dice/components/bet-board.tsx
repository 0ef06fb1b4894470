import type { DiceSelectionInput } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { chipLabel } from '../lib/chips';
import { oddsText, selectionText, shortOddsText } from '../lib/selection-text';
import { spotKey } from '../lib/spot-key';
import { DieFace } from './die-face';

const FACES = [1, 2, 3, 4, 5, 6] as const;
const TOTALS = Array.from({ length: 14 }, (_, i) => i + 4);

interface BoardProps {
  /** Odds (x:1) by spot key, from the rules. */
  odds: ReadonlyMap<string, readonly number[]>;
  /** Stake on the slip by spot key (minor units). */
  stakeOn: (key: string) => number;
  onPick: (selection: DiceSelectionInput) => void;
  disabled: boolean;
}

function Spot({
  selection,
  big,
  children,
  odds,
  stakeOn,
  onPick,
  disabled,
  tone,
}: BoardProps & { selection: DiceSelectionInput; big?: boolean; children?: React.ReactNode; tone?: string }) {
  const { t } = useTranslation('dice');
  const key = spotKey(selection);
  const stake = stakeOn(key);
  const o = odds.get(key);
  const name = selectionText(t, selection);
  return (
    <button
      type="button"
      data-testid={`dice-spot-${key}`}
      disabled={disabled}
      onClick={() => onPick(selection)}
      aria-label={o ? t('board.spotLabel', { name, odds: oddsText(o) }) : name}
      className={`relative flex min-h-11 flex-col items-center justify-center rounded-xl border px-1 py-1.5 text-center font-bold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent enabled:hover:brightness-110 enabled:active:scale-95 disabled:opacity-60 ${
        tone ?? 'border-white/15 bg-white/5 text-white'
      } ${stake > 0 ? 'ring-2 ring-accent' : ''}`}
    >
      {children ?? <span className={big ? 'text-2xl font-black' : 'text-sm'}>{name}</span>}
      {o && <span className="text-[10px] font-semibold text-white/70 tabular-nums">{shortOddsText(o)}</span>}
      {stake > 0 && (
        <span
          data-testid="dice-spot-stake"
          className="absolute -top-2 -right-1 rounded-full bg-accent px-1.5 text-[10px] font-black text-[#1c1530] tabular-nums shadow"
        >
          {chipLabel(stake)}
        </span>
      )}
    </button>
  );
}

/** The table: Tài/Xỉu, Chẵn/Lẻ, the totals 4–17, any triple, triples, doubles and single faces. */
export function BetBoard(props: BoardProps) {
  const { t } = useTranslation('dice');
  const face = (f: number, n: number) => (
    <span className="flex gap-0.5" aria-hidden="true">
      {['a', 'b', 'c'].slice(0, n).map((slot) => (
        <DieFace key={slot} face={f} size={n === 1 ? 22 : 14} />
      ))}
    </span>
  );
  return (
    <div data-testid="dice-board" className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-2">
        <Spot {...props} selection={{ kind: 'small' }} big tone="border-sky-400/40 bg-sky-600/30 text-white">
          <span className="text-2xl font-black">{t('sel.small')}</span>
          <span className="text-[11px] text-white/70">{t('board.smallRange')}</span>
        </Spot>
        <Spot {...props} selection={{ kind: 'big' }} big tone="border-rose-400/40 bg-rose-600/30 text-white">
          <span className="text-2xl font-black">{t('sel.big')}</span>
          <span className="text-[11px] text-white/70">{t('board.bigRange')}</span>
        </Spot>
        <Spot {...props} selection={{ kind: 'odd' }} />
        <Spot {...props} selection={{ kind: 'even' }} />
      </div>
      <h3 className="mt-1 text-xs font-bold text-white/70">{t('board.totals')}</h3>
      <div className="grid grid-cols-7 gap-1">
        {TOTALS.map((total) => (
          <Spot key={total} {...props} selection={{ kind: 'total', total }}>
            <span className="text-base font-black tabular-nums">{total}</span>
          </Spot>
        ))}
      </div>
      <h3 className="mt-1 text-xs font-bold text-white/70">{t('board.triples')}</h3>
      <Spot {...props} selection={{ kind: 'anyTriple' }} tone="border-emerald-400/40 bg-emerald-600/25 text-white" />
      <div className="grid grid-cols-6 gap-1">
        {FACES.map((f) => (
          <Spot key={f} {...props} selection={{ kind: 'triple', face: f }}>
            {face(f, 3)}
          </Spot>
        ))}
      </div>
      <h3 className="mt-1 text-xs font-bold text-white/70">{t('board.doubles')}</h3>
      <div className="grid grid-cols-6 gap-1">
        {FACES.map((f) => (
          <Spot key={f} {...props} selection={{ kind: 'double', face: f }}>
            {face(f, 2)}
          </Spot>
        ))}
      </div>
      <h3 className="mt-1 text-xs font-bold text-white/70">{t('board.singles')}</h3>
      <div className="grid grid-cols-6 gap-1">
        {FACES.map((f) => (
          <Spot key={f} {...props} selection={{ kind: 'single', face: f }}>
            {face(f, 1)}
          </Spot>
        ))}
      </div>
    </div>
  );
}
