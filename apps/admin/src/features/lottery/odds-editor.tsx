import { type LotteryGame, type LotteryMode, lotteryContract } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { minorOf, textOfMinor } from '../../shared/amount-input';
import { call } from '../../shared/api/client';
import { Button, Card } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';

type Row = { kind: string; cost: string; win: string };

/**
 * One prize mode's odds table: what a point costs and what it pays per hit, per bet kind, in the currency
 * unit. Replaced whole (PUT …/odds/:mode); the server checks it (lottery_bad_odds_table) and placed bets
 * keep their price.
 */
export function OddsEditor({ game, mode, canManage }: { game: LotteryGame; mode: LotteryMode; canManage: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const table = game.odds[mode] ?? {};
  const initial = (): Row[] =>
    Object.entries(table).map(([kind, e]) => ({ kind, cost: textOfMinor(e.cost), win: textOfMinor(e.win) }));
  const [rows, setRows] = useState<Row[]>(initial);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the saved table changes.
  useEffect(() => setRows(initial()), [JSON.stringify(table)]);
  const save = useMutation({
    mutationFn: () =>
      call(lotteryContract.opPutOdds, {
        params: { game: game.code, mode },
        body: Object.fromEntries(
          rows.map((r) => [r.kind, { cost: minorOf(r.cost) ?? Number.NaN, win: minorOf(r.win) ?? Number.NaN }]),
        ),
      }),
    onSuccess: (g) => qc.setQueryData(['lottery-game', game.code], g),
  });
  const set = (i: number, field: 'cost' | 'win', v: string) =>
    setRows((old) => old.map((r, j) => (j === i ? { ...r, [field]: v } : r)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <Card title={t('lottery.odds.title', { mode })}>
      <form onSubmit={submit} className="space-y-3" data-testid={`odds-${mode}`}>
        <table className="text-sm">
          <thead className="text-slate-500">
            <tr>
              <th className="pr-3 text-left">{t('lottery.odds.kind')}</th>
              <th className="pr-3 text-left">{t('lottery.odds.cost')}</th>
              <th className="text-left">{t('lottery.odds.win')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={r.kind}>
                <td className="py-1 pr-3 font-mono">{r.kind}</td>
                <td className="py-1 pr-3">
                  <input
                    aria-label={`${r.kind} ${t('lottery.odds.cost')}`}
                    className="w-28 rounded border border-slate-300 px-2 py-1 text-right tabular-nums"
                    value={r.cost}
                    disabled={!canManage}
                    onChange={(e) => set(i, 'cost', e.target.value)}
                  />
                </td>
                <td className="py-1">
                  <input
                    aria-label={`${r.kind} ${t('lottery.odds.win')}`}
                    className="w-32 rounded border border-slate-300 px-2 py-1 text-right tabular-nums"
                    value={r.win}
                    disabled={!canManage}
                    onChange={(e) => set(i, 'win', e.target.value)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ErrorText error={save.error} />
        {save.isSuccess && <p className="text-sm text-emerald-700">{t('common.saved')}</p>}
        {canManage && (
          <Button type="submit" disabled={save.isPending}>
            {t('common.save')}
          </Button>
        )}
      </form>
    </Card>
  );
}
