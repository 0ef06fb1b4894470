import { type RafflePrizeInput, raffleContract } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { minorOf, textOfMinor } from '../../shared/amount-input';
import { call } from '../../shared/api/client';
import { count } from '../../shared/format';
import { Button, Card, Input, Select } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';

interface Row {
  kind: RafflePrizeInput['kind'];
  amount: string;
  vi: string;
  en: string;
  weight: string;
  stock: string;
  won: number;
}

/** The lucky wheel's slices in wheel order: kind, amount, vi/en names, weight, stock; a slice already won stays. */
export function RafflePrizes({ id, canManage }: { id: number; canManage: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const key = ['raffle-prizes', id];
  const q = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(raffleContract.operatorPrizes, { params: { id: String(id) }, signal }),
  });
  const [rows, setRows] = useState<Row[]>([]);
  const [bad, setBad] = useState(false);
  useEffect(() => {
    if (q.data)
      setRows(
        q.data.prizes.map((p) => ({
          kind: p.kind,
          amount: textOfMinor(p.amount),
          vi: p.names.vi,
          en: p.names.en,
          weight: String(p.weight),
          stock: p.stock === null ? '' : String(p.stock),
          won: p.won,
        })),
      );
  }, [q.data]);
  const save = useMutation({
    mutationFn: (prizes: RafflePrizeInput[]) =>
      call(raffleContract.operatorSetPrizes, { params: { id: String(id) }, body: { prizes } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
  const submit = () => {
    const prizes: RafflePrizeInput[] = [];
    for (const r of rows) {
      const amount = minorOf(r.amount || '0');
      const ok = amount !== null && /^\d{1,7}$/.test(r.weight) && (r.stock === '' || /^\d{1,7}$/.test(r.stock));
      if (!ok || !r.vi.trim() || !r.en.trim()) return setBad(true);
      prizes.push({
        kind: r.kind,
        amount: amount as number,
        names: { vi: r.vi.trim(), en: r.en.trim() },
        weight: Number(r.weight),
        stock: r.stock === '' ? null : Number(r.stock),
      });
    }
    setBad(false);
    save.mutate(prizes);
  };
  const set = (i: number, patch: Partial<Row>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Card title={t('promotions.wheel.title')}>
      <ErrorText error={q.error ?? save.error} />
      <table className="w-full text-left text-sm" data-testid="raffle-prizes">
        <thead className="border-b text-slate-500">
          <tr>
            <th className="py-2 pr-2">#</th>
            <th className="py-2 pr-2">{t('promotions.wheel.kind')}</th>
            <th className="py-2 pr-2">{t('promotions.amount')}</th>
            <th className="py-2 pr-2">{t('promotions.wheel.nameVi')}</th>
            <th className="py-2 pr-2">{t('promotions.wheel.nameEn')}</th>
            <th className="py-2 pr-2">{t('promotions.wheel.weight')}</th>
            <th className="py-2 pr-2">{t('promotions.wheel.stock')}</th>
            <th className="py-2 pr-2">{t('promotions.wheel.won')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: slices are positions on the wheel.
            <tr key={i} className="border-b last:border-0">
              <td className="py-1 pr-2">{i + 1}</td>
              <td className="py-1 pr-2">
                <Select value={r.kind} onChange={(e) => set(i, { kind: e.target.value as Row['kind'] })}>
                  {(['cash', 'bonus', 'none'] as const).map((k) => (
                    <option key={k} value={k}>
                      {t(`promotions.wheel.kinds.${k}`)}
                    </option>
                  ))}
                </Select>
              </td>
              {(['amount', 'vi', 'en', 'weight', 'stock'] as const).map((f) => (
                <td key={f} className="py-1 pr-2">
                  <Input className="w-28" value={r[f]} onChange={(e) => set(i, { [f]: e.target.value })} />
                </td>
              ))}
              <td className="py-1 pr-2 tabular-nums">{count(r.won)}</td>
              <td className="py-1">
                {canManage && r.won === 0 && (
                  <Button variant="ghost" onClick={() => setRows(rows.filter((_x, j) => j !== i))}>
                    ✕
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {bad && (
        <p role="alert" className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {t('promotions.wheel.invalid')}
        </p>
      )}
      {canManage && (
        <div className="mt-3 flex gap-2">
          <Button
            variant="ghost"
            onClick={() =>
              setRows([...rows, { kind: 'none', amount: '0', vi: '', en: '', weight: '1', stock: '', won: 0 }])
            }
          >
            {t('promotions.wheel.add')}
          </Button>
          <Button disabled={save.isPending || rows.length === 0} onClick={submit}>
            {t('promotions.save')}
          </Button>
          {save.isSuccess && <span role="status">{t('common.saved')}</span>}
        </div>
      )}
    </Card>
  );
}
