import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../shared/format/use-money';

/**
 * On phones the slip sits below the long board: this bar keeps its total and the "bet" button in reach
 * at the bottom of the screen while the player taps spots (hidden on wide screens, where the slip is beside the board).
 */
export function SlipBar({
  count,
  total,
  canBet,
  placing,
  onConfirm,
}: {
  count: number;
  total: number;
  canBet: boolean;
  placing: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('dice');
  const money = useFormatMoney();
  if (count === 0) return null;
  return (
    <div className="sticky bottom-2 z-10 flex items-center gap-3 rounded-2xl border border-white/15 bg-[#1c1530]/95 p-2 pl-4 shadow-xl backdrop-blur lg:hidden">
      <div className="flex min-w-0 flex-1 flex-col text-xs">
        <span className="text-white/70">{t('slip.count', { count })}</span>
        <span className="font-extrabold tabular-nums text-accent">{money(total)}</span>
      </div>
      <button
        type="button"
        data-testid="dice-bar-confirm"
        onClick={onConfirm}
        disabled={placing || !canBet}
        aria-busy={placing}
        className="rounded-xl bg-accent px-4 py-2.5 font-extrabold text-[#1c1530] hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-50"
      >
        {placing ? t('slip.placing') : canBet ? t('slip.confirm') : t('slip.closed')}
      </button>
    </div>
  );
}
