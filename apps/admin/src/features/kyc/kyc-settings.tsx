import { type KycSettings, kycContract } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../app/me-type';
import { minorOf, textOfMinor } from '../../shared/amount-input';
import { call } from '../../shared/api/client';
import { Card, Field, Input } from '../../shared/ui/controls';
import { SaveFooter } from '../../shared/ui/save-footer';

const CELLS = [
  ['none', 'maxDeposit'],
  ['none', 'maxWithdrawal'],
  ['basic', 'maxDeposit'],
  ['basic', 'maxWithdrawal'],
] as const;
type Cell = `${(typeof CELLS)[number][0]}.${(typeof CELLS)[number][1]}`;

/** What each level may deposit or withdraw at once (empty: no ceiling from identity checks). */
export function KycSettingsForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const canManage = me.permissions.includes('risk.manage');
  const q = useQuery({ queryKey: ['kyc-settings'], queryFn: ({ signal }) => call(kycContract.settings, { signal }) });
  const [d, setD] = useState<Record<Cell, string>>({} as Record<Cell, string>);
  const [bad, setBad] = useState<Cell | null>(null);
  useEffect(() => {
    if (!q.data) return;
    const s = q.data;
    const text = (v: number | null) => (v === null ? '' : textOfMinor(v));
    setD(Object.fromEntries(CELLS.map(([l, k]) => [`${l}.${k}`, text(s[l][k])])) as Record<Cell, string>);
  }, [q.data]);
  const save = useMutation({
    mutationFn: (body: KycSettings) => call(kycContract.updateSettings, { body }),
    onSuccess: (v) => qc.setQueryData(['kyc-settings'], v),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const out: KycSettings = {
      none: { maxDeposit: null, maxWithdrawal: null },
      basic: { maxDeposit: null, maxWithdrawal: null },
    };
    for (const [l, k] of CELLS) {
      const text = (d[`${l}.${k}`] ?? '').trim();
      if (text === '') continue;
      const v = minorOf(text);
      if (v === null) return setBad(`${l}.${k}`);
      out[l][k] = v;
    }
    setBad(null);
    save.mutate(out);
  };
  return (
    <Card title={t('kyc.settings.title')}>
      <form onSubmit={submit} className="grid max-w-2xl grid-cols-2 gap-3">
        {CELLS.map(([l, k]) => (
          <Field key={`${l}.${k}`} label={t(`kyc.settings.${k}`, { level: t(`kyc.levels.${l}`) })}>
            <Input
              value={d[`${l}.${k}`] ?? ''}
              disabled={!canManage}
              placeholder={t('kyc.settings.noCeiling')}
              onChange={(e) => setD({ ...d, [`${l}.${k}`]: e.target.value })}
            />
          </Field>
        ))}
        <p className="col-span-2 text-xs text-slate-500">{t('kyc.settings.hint')}</p>
        <SaveFooter
          className="col-span-2"
          canManage={canManage}
          save={save}
          invalid={bad ? t('kyc.settings.invalid') : null}
          error={q.error ?? save.error}
        />
      </form>
    </Card>
  );
}
