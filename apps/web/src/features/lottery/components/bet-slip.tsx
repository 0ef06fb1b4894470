import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../shared/format/use-money';
import { selectionText } from '../lib/selection-text';
import { CHASE_MAX_DRAWS, type ChaseOptions, type SlipLine, type SlipTotals } from '../lib/slip';

interface Props {
  lines: readonly SlipLine[];
  chase: ChaseOptions;
  totals: SlipTotals;
  /** Whether the game can chase (fast games and daily draws both can; off while the API says no). */
  canChase: boolean;
  /** Why betting is not possible now (login, closed draw, preview), or null. */
  blocked: string | null;
  placing: boolean;
  error: string | null;
  notice: string | null;
  onRemove: (id: string) => void;
  onClear: () => void;
  onChase: (c: Partial<ChaseOptions>) => void;
  onConfirm: () => void;
}

/** The slip: the bets with their cost, chase options, totals and the button that asks for confirmation. */
export function BetSlip(p: Props) {
  const { t } = useTranslation('lottery');
  const money = useFormatMoney();
  return (
    <section
      aria-labelledby="lottery-slip-title"
      data-testid="lottery-slip"
      className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-3 sm:p-4"
    >
      <div className="flex items-center justify-between">
        <h2 id="lottery-slip-title" className="text-base font-extrabold">
          {t('slip.title')} <span className="text-text-muted">({p.lines.length})</span>
        </h2>
        {p.lines.length > 0 && (
          <button
            type="button"
            onClick={p.onClear}
            disabled={p.placing}
            className="rounded-lg px-2 py-1 text-xs font-bold text-text-muted hover:bg-surface-2"
          >
            {t('slip.clear')}
          </button>
        )}
      </div>
      {p.lines.length === 0 ? (
        <p className="text-sm text-text-muted">{t('slip.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {p.lines.map((l) => (
            <li
              key={l.id}
              data-testid="lottery-slip-line"
              data-kind={l.bet.selection.kind}
              className="flex items-start gap-2 py-1.5 text-sm"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words">{selectionText(t, l.bet.selection)}</p>
                <p className="text-xs text-text-muted">
                  {t('slip.lineDetail', { points: l.bet.points, legs: l.legs, win: money(l.maxWin) })}
                </p>
              </div>
              <span className="tabular font-bold text-money">{money(l.cost)}</span>
              <button
                type="button"
                onClick={() => p.onRemove(l.id)}
                disabled={p.placing}
                aria-label={t('slip.remove', { name: selectionText(t, l.bet.selection) })}
                className="grid size-7 place-items-center rounded-full text-text-muted hover:bg-surface-2"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {p.canChase && (
        <fieldset
          className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-surface-2 px-3 py-2 text-sm"
          data-testid="lottery-chase"
        >
          <legend className="sr-only">{t('chase.title')}</legend>
          <label className="flex items-center gap-2">
            <span className="font-semibold">{t('chase.draws')}</span>
            <input
              type="number"
              min={1}
              max={CHASE_MAX_DRAWS}
              value={p.chase.draws}
              onInput={(e) => p.onChase({ draws: Number(e.currentTarget.value) })}
              data-testid="lottery-chase-draws"
              className="tabular w-16 rounded-md border border-border bg-surface px-2 py-1"
            />
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={p.chase.stopOnWin}
              disabled={p.chase.draws <= 1}
              onChange={(e) => p.onChase({ stopOnWin: e.currentTarget.checked })}
            />
            <span>{t('chase.stopOnWin')}</span>
          </label>
          <p className="w-full text-xs text-text-muted">{t('chase.note')}</p>
        </fieldset>
      )}
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 border-t border-border pt-2 text-sm">
        <dt className="text-text-muted">{t('slip.perDraw')}</dt>
        <dd className="tabular text-right font-bold" data-testid="lottery-slip-per-draw">
          {money(p.totals.perDraw)}
        </dd>
        {p.chase.draws > 1 && (
          <>
            <dt className="text-text-muted">{t('slip.chaseTotal', { count: p.chase.draws })}</dt>
            <dd className="tabular text-right font-bold">{money(p.totals.total)}</dd>
          </>
        )}
        <dt className="text-text-muted">{t('slip.maxWin')}</dt>
        <dd className="tabular text-right font-bold text-success" data-testid="lottery-slip-max-win">
          {money(p.totals.maxWin)}
        </dd>
      </dl>
      {p.error && (
        <p role="alert" data-testid="lottery-slip-error" className="text-sm font-semibold text-danger">
          {p.error}
        </p>
      )}
      {p.notice && (
        <p role="status" data-testid="lottery-slip-placed" className="text-sm font-semibold text-success">
          {p.notice}
        </p>
      )}
      {p.blocked && p.lines.length > 0 && <p className="text-xs text-text-muted">{p.blocked}</p>}
      <button
        type="button"
        onClick={p.onConfirm}
        disabled={p.lines.length === 0 || p.placing || p.blocked !== null}
        data-testid="lottery-slip-confirm"
        className="h-11 rounded-xl bg-accent text-base font-extrabold text-[#1c1530] disabled:opacity-40"
      >
        {p.placing ? t('slip.placing') : t('slip.place', { amount: money(p.totals.total) })}
      </button>
    </section>
  );
}
