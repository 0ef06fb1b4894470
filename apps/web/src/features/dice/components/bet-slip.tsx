import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatMoney } from '../../../shared/format/use-money';
import type { SlipLine } from '../lib/bet-slip';
import { selectionText } from '../lib/selection-text';

interface SlipProps {
  lines: readonly SlipLine[];
  total: number;
  loggedIn: boolean;
  /** Betting is open on the current round. */
  canBet: boolean;
  placing: boolean;
  error: string | null;
  placedNotice: string | null;
  onRemove: (key: string) => void;
  onClear: () => void;
  onConfirm: () => void;
}

/** The slip: the spots picked with their stakes, the total, and the button that places it. */
export function BetSlip(p: SlipProps) {
  const { t } = useTranslation('dice');
  const money = useFormatMoney();
  return (
    <section
      aria-labelledby="dice-slip-title"
      data-testid="dice-slip"
      className="flex flex-col gap-2 rounded-2xl bg-black/25 p-3"
    >
      <div className="flex items-center justify-between">
        <h2 id="dice-slip-title" className="text-sm font-extrabold">
          {t('slip.title')}
        </h2>
        {p.lines.length > 0 && (
          <button
            type="button"
            data-testid="dice-slip-clear"
            onClick={p.onClear}
            disabled={p.placing}
            className="rounded-lg px-2 py-1 text-xs font-bold text-white/70 hover:bg-white/10"
          >
            {t('slip.clear')}
          </button>
        )}
      </div>
      {p.lines.length === 0 ? (
        <p className="text-xs text-white/60">{t('slip.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {p.lines.map((l) => (
            <li key={l.key} data-testid="dice-slip-line" data-key={l.key} className="flex items-center gap-2 text-sm">
              <span className="flex-1 font-semibold">{selectionText(t, l.selection)}</span>
              <span className="tabular-nums text-accent">{money(l.stake)}</span>
              <button
                type="button"
                onClick={() => p.onRemove(l.key)}
                disabled={p.placing}
                aria-label={t('slip.remove', { name: selectionText(t, l.selection) })}
                className="grid size-7 place-items-center rounded-full text-white/70 hover:bg-white/10"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-center justify-between border-t border-white/10 pt-2 text-sm">
        <span className="text-white/70">{t('slip.total')}</span>
        <span data-testid="dice-slip-total" className="font-extrabold tabular-nums text-accent">
          {money(p.total)}
        </span>
      </div>
      {p.error && (
        <p role="alert" data-testid="dice-slip-error" className="text-sm font-semibold text-red-300">
          {p.error}
        </p>
      )}
      {p.placedNotice && (
        <p role="status" data-testid="dice-slip-placed" className="text-sm font-semibold text-emerald-300">
          {p.placedNotice}
        </p>
      )}
      {p.loggedIn ? (
        <button
          type="button"
          data-testid="dice-slip-confirm"
          onClick={p.onConfirm}
          disabled={p.placing || !p.canBet || p.lines.length === 0}
          aria-busy={p.placing}
          className="rounded-xl bg-accent px-4 py-3 font-extrabold text-[#1c1530] transition hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-50"
        >
          {p.placing ? t('slip.placing') : p.canBet ? t('slip.confirm') : t('slip.closed')}
        </button>
      ) : (
        <Link
          to="/login"
          data-testid="dice-login"
          className="rounded-xl bg-accent px-4 py-3 text-center font-extrabold text-[#1c1530] hover:bg-accent-strong"
        >
          {t('slip.login')}
        </Link>
      )}
    </section>
  );
}
