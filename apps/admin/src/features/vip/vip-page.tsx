import { type VipConfig, type VipLevel, vipContract } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../app/me-type';
import { minorOf, textOfMinor } from '../../shared/amount-input';
import { call } from '../../shared/api/client';
import { Button, Card, Field, Input, PageTitle } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { SaveFooter } from '../../shared/ui/save-footer';

const MONEY = ['minDeposits', 'minTurnover', 'withdrawDailyAmount', 'birthdayBonus', 'levelUpBonus'] as const;
type Row = Record<'rank' | 'vi' | 'en' | 'rebate' | 'withdrawDailyCount' | (typeof MONEY)[number], string> & {
  serviceChannel: boolean;
};

const rowOf = (l: VipLevel): Row => ({
  rank: String(l.rank),
  vi: l.name.vi,
  en: l.name.en,
  rebate: String(l.rebateBonusBp / 100),
  withdrawDailyCount: String(l.withdrawDailyCount),
  ...(Object.fromEntries(MONEY.map((k) => [k, textOfMinor(l[k])])) as Record<(typeof MONEY)[number], string>),
  serviceChannel: l.serviceChannel,
});

/** Editor fields → a level, or the number of the row that is wrong. */
function levelOf(r: Row): VipLevel | null {
  const int = (s: string) => (/^\d{1,6}$/.test(s.trim()) ? Number(s.trim()) : null);
  const bp = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(r.rebate.trim());
  const money = MONEY.map((k) => minorOf(r[k]));
  const rank = int(r.rank);
  const count = int(r.withdrawDailyCount);
  if (rank === null || count === null || !bp || money.some((m) => m === null)) return null;
  return {
    rank,
    name: { vi: r.vi.trim(), en: r.en.trim() },
    rebateBonusBp: Number(bp[1]) * 100 + Number((bp[2] ?? '').padEnd(2, '0')),
    withdrawDailyCount: count,
    ...(Object.fromEntries(MONEY.map((k, i) => [k, money[i]])) as Record<(typeof MONEY)[number], number>),
    serviceChannel: r.serviceChannel,
  };
}

/** VIP programme: the window and grace days, and every level's bars, perks and names (vi/en); validated by the server. */
export function VipPage({ me }: { me: Me }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const canManage = me.permissions.includes('promotions.manage');
  const q = useQuery({ queryKey: ['vip-config'], queryFn: ({ signal }) => call(vipContract.operatorGet, { signal }) });
  const [rows, setRows] = useState<Row[]>([]);
  const [windowDays, setWindowDays] = useState('');
  const [graceDays, setGraceDays] = useState('');
  const [bad, setBad] = useState<string | null>(null);
  useEffect(() => {
    if (!q.data) return;
    setRows(q.data.levels.map(rowOf));
    setWindowDays(String(q.data.program.windowDays));
    setGraceDays(String(q.data.program.graceDays));
  }, [q.data]);
  const save = useMutation({
    mutationFn: (body: VipConfig) => call(vipContract.operatorUpdate, { body }),
    onSuccess: (v) => qc.setQueryData(['vip-config'], v),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const levels: VipLevel[] = [];
    for (const [i, r] of rows.entries()) {
      const l = levelOf(r);
      if (!l) return setBad(t('vip.badRow', { n: i + 1 }));
      levels.push(l);
    }
    const w = /^\d{1,3}$/.test(windowDays) ? Number(windowDays) : null;
    const g = /^\d{1,3}$/.test(graceDays) ? Number(graceDays) : null;
    if (w === null || g === null) return setBad(t('vip.badProgram'));
    setBad(null);
    save.mutate({ program: { windowDays: w, graceDays: g }, levels });
  };
  const set = (i: number, patch: Partial<Row>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const cols = ['rank', 'vi', 'en', ...MONEY, 'rebate', 'withdrawDailyCount'] as const;
  return (
    <div className="space-y-4">
      <PageTitle>{t('vip.title')}</PageTitle>
      <ErrorText error={q.error} />
      <form onSubmit={submit} className="space-y-4">
        <Card title={t('vip.program')}>
          <div className="flex flex-wrap gap-3">
            <Field label={t('vip.windowDays')}>
              <Input value={windowDays} disabled={!canManage} onChange={(e) => setWindowDays(e.target.value)} />
            </Field>
            <Field label={t('vip.graceDays')}>
              <Input value={graceDays} disabled={!canManage} onChange={(e) => setGraceDays(e.target.value)} />
            </Field>
          </div>
          <p className="mt-2 text-xs text-slate-500">{t('vip.programHint')}</p>
        </Card>
        <Card title={t('vip.levels')}>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="vip-levels">
              <thead className="border-b text-slate-500">
                <tr>
                  {cols.map((c) => (
                    <th key={c} className="py-2 pr-2 font-medium">
                      {t(`vip.cols.${c}`)}
                    </th>
                  ))}
                  <th className="py-2 pr-2 font-medium">{t('vip.cols.serviceChannel')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {rows.map((r, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; the rank itself is editable.
                  <tr key={i} className="border-b last:border-0">
                    {cols.map((c) => (
                      <td key={c} className="py-1 pr-2">
                        <Input
                          aria-label={`${t(`vip.cols.${c}`)} ${i + 1}`}
                          className={c === 'rank' ? 'w-14' : c === 'vi' || c === 'en' ? 'w-28' : 'w-32'}
                          value={r[c]}
                          disabled={!canManage}
                          onChange={(e) => set(i, { [c]: e.target.value })}
                        />
                      </td>
                    ))}
                    <td className="py-1 pr-2 text-center">
                      <input
                        type="checkbox"
                        checked={r.serviceChannel}
                        disabled={!canManage}
                        onChange={(e) => set(i, { serviceChannel: e.target.checked })}
                      />
                    </td>
                    <td>
                      {canManage && (
                        <Button variant="ghost" onClick={() => setRows(rows.filter((_x, j) => j !== i))}>
                          ✕
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {canManage && (
            <Button
              variant="ghost"
              className="mt-3"
              onClick={() =>
                setRows([
                  ...rows,
                  {
                    ...rowOf({
                      rank: rows.length,
                      name: { vi: '', en: '' },
                      minDeposits: 0,
                      minTurnover: 0,
                      rebateBonusBp: 0,
                      withdrawDailyCount: 0,
                      withdrawDailyAmount: 0,
                      birthdayBonus: 0,
                      levelUpBonus: 0,
                      serviceChannel: false,
                    }),
                  },
                ])
              }
            >
              {t('vip.add')}
            </Button>
          )}
        </Card>
        <SaveFooter canManage={canManage} save={save} invalid={bad} />
      </form>
    </div>
  );
}
