import { GameCategories, type PointsRules, pointsContract } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { minorOf, textOfMinor } from '../../shared/amount-input';
import { call } from '../../shared/api/client';
import { Card, Field, Input } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { SaveFooter } from '../../shared/ui/save-footer';

type Draft = Record<string, string>;
const INTS = ['depositRate', 'signinPoints', 'convertMinPoints'] as const;

/** Earning rules (points per 10,000 ₫ of turnover per product, of deposits; sign-in points) and conversion. */
export function PointsRulesForm({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: ['points-rules'],
    queryFn: ({ signal }) => call(pointsContract.operatorRules, { signal }),
  });
  const [d, setD] = useState<Draft>({});
  const [bad, setBad] = useState<string | null>(null);
  useEffect(() => {
    if (!q.data) return;
    const r = q.data;
    setD({
      ...Object.fromEntries(
        GameCategories.map((g) => [`rate.${g}`, r.turnoverRates[g] === undefined ? '' : String(r.turnoverRates[g])]),
      ),
      depositRate: String(r.depositRate),
      signinPoints: String(r.signinPoints),
      convertMinPoints: String(r.convertMinPoints),
      convertRate: textOfMinor(r.convertRate),
    });
  }, [q.data]);
  const save = useMutation({
    mutationFn: (body: PointsRules) => call(pointsContract.operatorUpdateRules, { body }),
    onSuccess: (v) => qc.setQueryData(['points-rules'], v),
  });
  const int = (s: string | undefined) => (s !== undefined && /^\d{1,10}$/.test(s.trim()) ? Number(s.trim()) : null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const turnoverRates: PointsRules['turnoverRates'] = {};
    for (const g of GameCategories) {
      const v = (d[`rate.${g}`] ?? '').trim();
      if (v === '') continue;
      const n = int(v);
      if (n === null) return setBad(t('points.rules.rateOf', { category: g }));
      turnoverRates[g] = n;
    }
    const ints = INTS.map((k) => int(d[k]));
    const convertRate = minorOf(d.convertRate ?? '');
    const badInt = INTS.find((_k, i) => ints[i] === null);
    if (badInt) return setBad(t(`points.rules.${badInt}`));
    if (convertRate === null) return setBad(t('points.rules.convertRate'));
    setBad(null);
    save.mutate({
      turnoverRates,
      depositRate: ints[0] as number,
      signinPoints: ints[1] as number,
      convertMinPoints: ints[2] as number,
      convertRate,
    });
  };
  const input = (k: string, label: string) => (
    <Field key={k} label={label}>
      <Input value={d[k] ?? ''} disabled={!canManage} onChange={(e) => setD({ ...d, [k]: e.target.value })} />
    </Field>
  );
  return (
    <Card title={t('points.rules.title')}>
      <ErrorText error={q.error} />
      <form onSubmit={submit} className="space-y-4">
        <p className="text-xs text-slate-500">{t('points.rules.hint')}</p>
        <div className="grid grid-cols-5 gap-3 max-lg:grid-cols-3">
          {GameCategories.map((g) => input(`rate.${g}`, t('points.rules.rateOf', { category: g })))}
        </div>
        <div className="grid grid-cols-4 gap-3 max-lg:grid-cols-2">
          {input('depositRate', t('points.rules.depositRate'))}
          {input('signinPoints', t('points.rules.signinPoints'))}
          {input('convertRate', t('points.rules.convertRate'))}
          {input('convertMinPoints', t('points.rules.convertMinPoints'))}
        </div>
        <SaveFooter canManage={canManage} save={save} invalid={bad ? t('points.invalidField', { field: bad }) : null} />
      </form>
    </Card>
  );
}
