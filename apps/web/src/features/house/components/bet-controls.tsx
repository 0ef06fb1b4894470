import { HOUSE_SLOT_LINE_BETS, HOUSE_SLOT_MAX_LINES } from '@app/contracts';
import { useTranslation } from 'react-i18next';

function Stepper({
  label,
  value,
  onLess,
  onMore,
  testId,
  disabled,
}: {
  label: string;
  value: string;
  onLess: (() => void) | null;
  onMore: (() => void) | null;
  testId: string;
  disabled: boolean;
}) {
  const { t } = useTranslation('houseSlot');
  const btn =
    'size-9 rounded-lg bg-white/10 text-lg font-black text-white hover:bg-white/20 disabled:opacity-30 focus-visible:outline-2 focus-visible:outline-accent';
  return (
    <div className="flex flex-col items-center gap-1">
      <span className="text-xs font-semibold uppercase tracking-wide text-white/60">{label}</span>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={btn}
          onClick={onLess ?? undefined}
          disabled={disabled || !onLess}
          aria-label={t('controls.less', { what: label })}
        >
          −
        </button>
        <output data-testid={testId} className="min-w-16 text-center font-bold tabular-nums text-white">
          {value}
        </output>
        <button
          type="button"
          className={btn}
          onClick={onMore ?? undefined}
          disabled={disabled || !onMore}
          aria-label={t('controls.more', { what: label })}
        >
          +
        </button>
      </div>
    </div>
  );
}

/** Line bet and number of lines, the total they make, and the Spin button. */
export function BetControls({
  lineBet,
  lines,
  onLineBet,
  onLines,
  onSpin,
  busy,
  canSpin,
  money,
}: {
  lineBet: number;
  lines: number;
  onLineBet: (v: number) => void;
  onLines: (v: number) => void;
  onSpin: () => void;
  busy: boolean;
  canSpin: boolean;
  /** The page's amount format (with the currency symbol, or none for play money). */
  money: (minor: number) => string;
}) {
  const { t } = useTranslation('houseSlot');
  const bets: readonly number[] = HOUSE_SLOT_LINE_BETS;
  const i = bets.indexOf(lineBet);
  return (
    <div className="flex flex-wrap items-end justify-center gap-x-6 gap-y-3">
      <Stepper
        label={t('controls.lineBet')}
        value={money(lineBet)}
        testId="slot-line-bet"
        disabled={busy}
        onLess={i > 0 ? () => onLineBet(bets[i - 1]!) : null}
        onMore={i < bets.length - 1 ? () => onLineBet(bets[i + 1]!) : null}
      />
      <Stepper
        label={t('controls.lines')}
        value={String(lines)}
        testId="slot-lines"
        disabled={busy}
        onLess={lines > 1 ? () => onLines(lines - 1) : null}
        onMore={lines < HOUSE_SLOT_MAX_LINES ? () => onLines(lines + 1) : null}
      />
      <div className="flex flex-col items-center gap-1">
        <span className="text-xs font-semibold uppercase tracking-wide text-white/60">{t('controls.totalBet')}</span>
        <output data-testid="slot-total-bet" className="h-9 content-center font-extrabold tabular-nums text-accent">
          {money(lineBet * lines)}
        </output>
      </div>
      <button
        type="button"
        data-testid="slot-spin"
        onClick={onSpin}
        disabled={busy || !canSpin}
        className="h-14 min-w-36 rounded-full bg-gradient-to-b from-[#fde047] to-[#f59e0b] px-8 text-lg font-black uppercase text-[#3b0764] shadow-[0_6px_0_#b45309] transition active:translate-y-1 active:shadow-[0_2px_0_#b45309] disabled:opacity-50 focus-visible:outline-4 focus-visible:outline-white"
      >
        {busy ? t('controls.spinning') : t('controls.spin')}
      </button>
    </div>
  );
}
