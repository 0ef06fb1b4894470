import type { LotteryBetKind, LotteryDaoBase, LotteryOddsTable, LotteryRegion } from '@app/games';
import { memo, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../shared/format/use-money';
import { type BetTabId, offeredDaoBases, offeredTabs, pickModeOf, SIDES } from '../lib/bet-kinds';
import { checkDraft, type DraftCheck, parsePoints } from '../lib/draft';
import { parseNumberText } from '../lib/number-text';
import { type QuickPick, quickPickNumbers } from '../lib/quick-picks';
import { BetTypeTabs } from './bet-type-tabs';
import { NumberGrid } from './number-grid';
import { QuickPicks } from './quick-picks';

interface Props {
  region: LotteryRegion;
  table: LotteryOddsTable;
  onAdd: (check: Extract<DraftCheck, { ok: true }>) => void;
  /** A bet kind to open on (the launch's playType, e.g. 'lo2', 'deDacBiet'); ignored when not offered. */
  initialKind?: string | null;
}

/**
 * Builds one bet: the bet type, the numbers (grid, quick picks, or typed/pasted), the points; shows its
 * legs, cost and the most it can win live, or the translated reason it is not valid yet. Memoised: the game
 * page renders again on every poll of the current draw, and the builder (with its 100 or 1,000 number cells)
 * has nothing that changes with it.
 */
export const BetBuilder = memo(function BetBuilder({ region, table, onAdd, initialKind }: Props) {
  const { t } = useTranslation('lottery');
  const money = useFormatMoney();
  const tabs = useMemo(() => offeredTabs(region, table), [region, table]);
  const daoBases = useMemo(() => offeredDaoBases(region, table), [region, table]);
  const opening = tabs.find((x) => x.kinds.some((k) => k === initialKind)) ?? tabs[0];
  const [tab, setTab] = useState<BetTabId>(opening?.id ?? 'lo');
  const [kind, setKind] = useState<LotteryBetKind>(
    opening?.kinds.find((k) => k === initialKind) ?? opening?.kinds[0] ?? 'lo2',
  );
  const [daoBase, setDaoBase] = useState<LotteryDaoBase>(daoBases[0] ?? 'lo2');
  const [numbers, setNumbers] = useState<string[]>([]);
  const [side, setSide] = useState<string | null>(null);
  const [pointsText, setPointsText] = useState('1');
  const [prefix, setPrefix] = useState('0');
  const [typed, setTyped] = useState('');
  const mode = pickModeOf(kind, daoBase);
  const digits = mode.type === 'numbers' ? mode.digits : 0;

  // Another game (region or odds) may not offer the kind shown: fall back to its first tab.
  useEffect(() => {
    if (!tabs.some((x) => x.kinds.includes(kind))) {
      setTab(tabs[0]?.id ?? 'lo');
      setKind(tabs[0]?.kinds[0] ?? 'lo2');
    }
  }, [tabs, kind]);

  const reset = () => {
    setNumbers([]);
    setSide(null);
    setTyped('');
    setPrefix('0');
  };
  const chooseKind = (k: LotteryBetKind) => {
    const before = pickModeOf(kind, daoBase);
    const after = pickModeOf(k, daoBase);
    setKind(k);
    // Numbers of the same digits carry over (lô 12 34 → đề 12 34); others do not fit the new kind.
    if (before.type !== 'numbers' || after.type !== 'numbers' || before.digits !== after.digits) reset();
  };
  const chooseTab = (id: BetTabId) => {
    setTab(id);
    const first = tabs.find((x) => x.id === id)?.kinds[0];
    if (first) chooseKind(first);
  };

  const draft = { kind, daoBase, numbers, side, points: parsePoints(pointsText) };
  const check = checkDraft(draft, region, table);
  const selected = new Set(numbers);
  const max = mode.type === 'numbers' ? mode.max : 0;
  const parsed = typed ? parseNumberText(typed, digits) : null;

  const toggle = (n: string) => {
    setTyped('');
    setNumbers((cur) => (cur.includes(n) ? cur.filter((x) => x !== n) : [...cur, n].sort()));
  };
  const pick = (p: QuickPick) => {
    setTyped('');
    const chosen = quickPickNumbers(p, digits, prefix);
    setNumbers(p.type === 'random' || p.type === 'clear' ? chosen : chosen.slice(0, max));
  };
  const onTyped = (text: string) => {
    setTyped(text);
    setNumbers(parseNumberText(text, digits).numbers);
  };
  const add = () => {
    if (!check.ok) return;
    onAdd(check);
    reset();
  };

  // An empty pick is not an error yet: say what to pick instead.
  const empty = mode.type === 'numbers' ? numbers.length === 0 : side === null;
  return (
    <section
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-border bg-surface p-3 sm:p-4"
      data-testid="lottery-builder"
    >
      <BetTypeTabs tabs={tabs} tab={tab} kind={kind} onTab={chooseTab} onKind={chooseKind} />
      <p className="text-[13px] leading-5 text-text-muted" data-testid="lottery-kind-wins">
        {t(`wins.${kind === 'dao' ? 'dao' : kind}`)}
      </p>
      {kind === 'dao' && (
        <label className="flex items-center gap-2 text-sm">
          <span className="font-semibold">{t('bet.daoBase')}</span>
          <select
            value={daoBase}
            onChange={(e) => {
              setDaoBase(e.currentTarget.value as LotteryDaoBase);
              reset();
            }}
            className="rounded-md border border-border bg-surface px-2 py-1"
          >
            {daoBases.map((b) => (
              <option key={b} value={b}>
                {t(`kinds.${b}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {mode.type === 'side' ? (
        <div className="grid grid-cols-2 gap-2">
          {SIDES[kind as 'taiXiu' | 'chanLe'].map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={side === s}
              data-testid={`lottery-side-${s}`}
              onClick={() => setSide(s)}
              className={`rounded-xl py-4 text-lg font-black ${side === s ? 'bg-danger text-white' : 'bg-surface-2'}`}
            >
              {t(`sides.${s}`)}
              <span className="block text-xs font-semibold opacity-80">{t(`sides.${s}Hint`)}</span>
            </button>
          ))}
        </div>
      ) : (
        <>
          {digits <= 3 && (
            <NumberGrid
              digits={digits}
              prefix={prefix}
              onPrefix={setPrefix}
              selected={selected}
              onToggle={toggle}
              full={numbers.length >= max}
            />
          )}
          <QuickPicks
            digits={digits}
            randomCount={Math.max(1, mode.min)}
            bulk={max >= 10 && digits <= 3}
            onPick={pick}
          />
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-semibold">{t('input.label', { digits })}</span>
            <textarea
              rows={2}
              value={typed}
              onInput={(e) => onTyped(e.currentTarget.value)}
              placeholder={t('input.placeholder', {
                example:
                  digits === 1 ? '1 5 9' : digits === 2 ? '07 12 99' : digits === 3 ? '007 123 999' : '0007 1234',
              })}
              data-testid="lottery-typed"
              className="tabular rounded-lg border border-border bg-surface px-3 py-2"
            />
          </label>
          {parsed && parsed.invalid.length > 0 && (
            <p role="alert" className="text-[13px] text-danger" data-testid="lottery-typed-invalid">
              {t('input.invalid', { digits, list: parsed.invalid.slice(0, 8).join(', ') })}
            </p>
          )}
          {parsed && parsed.repeated.length > 0 && (
            <p className="text-[13px] text-text-muted">
              {t('input.repeated', { list: parsed.repeated.slice(0, 8).join(', ') })}
            </p>
          )}
          <p className="text-[13px] text-text-muted">
            {t('bet.picked', { count: numbers.length })}
            {numbers.length > 0 && (
              <span className="tabular ml-1 font-semibold text-text" data-testid="lottery-picked">
                {numbers.slice(0, 30).join(' ')}
                {numbers.length > 30 ? ' …' : ''}
              </span>
            )}
          </p>
        </>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-semibold">{t('bet.points')}</span>
          <input
            inputMode="numeric"
            value={pointsText}
            onInput={(e) => setPointsText(e.currentTarget.value)}
            data-testid="lottery-points"
            className="tabular w-28 rounded-lg border border-border bg-surface px-3 py-2"
          />
        </label>
        <p className="pb-2 text-xs text-text-muted">
          {t('bet.pointCost', { cost: money(table[kind === 'dao' ? daoBase : kind]?.cost ?? 0) })}
        </p>
      </div>
      <div
        className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-surface-2 px-3 py-2"
        aria-live="polite"
      >
        {check.ok ? (
          <dl className="grid grid-cols-3 gap-3 text-sm" data-testid="lottery-draft-price">
            <div>
              <dt className="text-xs text-text-muted">{t('bet.legs')}</dt>
              <dd className="tabular font-bold">{check.legs}</dd>
            </div>
            <div>
              <dt className="text-xs text-text-muted">{t('bet.cost')}</dt>
              <dd className="tabular font-bold text-money" data-testid="lottery-draft-cost">
                {money(check.cost)}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-text-muted">{t('bet.maxWin')}</dt>
              <dd className="tabular font-bold text-success">{money(check.maxWin)}</dd>
            </div>
          </dl>
        ) : (
          <p
            className={`text-sm ${empty ? 'text-text-muted' : 'text-danger'}`}
            data-testid="lottery-draft-error"
            data-code={check.code}
          >
            {empty
              ? t(mode.type === 'side' ? 'bet.pickSide' : 'bet.pickNumbers', {
                  min: mode.type === 'numbers' ? mode.min : 1,
                  max,
                })
              : t(`errors.${check.code}`, { min: mode.type === 'numbers' ? mode.min : 1, max, digits })}
          </p>
        )}
        <button
          type="button"
          disabled={!check.ok}
          onClick={add}
          data-testid="lottery-add"
          className="h-10 rounded-xl bg-primary px-5 text-sm font-bold text-white disabled:opacity-40"
        >
          {t('bet.add')}
        </button>
      </div>
    </section>
  );
});
