import { type ReferralSettings, referralContract } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { minorOf, textOfMinor } from '../../shared/amount-input';
import { call } from '../../shared/api/client';
import { Card, Field, Input, Select } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { SaveFooter } from '../../shared/ui/save-footer';

const MONEY = ['minFirstDeposit', 'minTurnover', 'referrerReward', 'friendReward'] as const;
const FLAGS = ['enabled', 'blockSameDevice', 'blockSameIp'] as const;

/** Invite a friend: when a friend qualifies, what each side gets, and the same-device / same-IP blocks. */
export function ReferralSettingsForm({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: ['referral-settings'],
    queryFn: ({ signal }) => call(referralContract.operatorGet, { signal }),
  });
  const [d, setD] = useState<Record<string, string>>({});
  const [flags, setFlags] = useState<Record<(typeof FLAGS)[number], boolean>>({
    enabled: false,
    blockSameDevice: false,
    blockSameIp: false,
  });
  const [rule, setRule] = useState<ReferralSettings['qualifyRule']>('all');
  const [bad, setBad] = useState<string | null>(null);
  useEffect(() => {
    if (!q.data) return;
    const s = q.data;
    setD({ ...Object.fromEntries(MONEY.map((k) => [k, textOfMinor(s[k])])), withinDays: String(s.withinDays) });
    setFlags({ enabled: s.enabled, blockSameDevice: s.blockSameDevice, blockSameIp: s.blockSameIp });
    setRule(s.qualifyRule);
  }, [q.data]);
  const save = useMutation({
    mutationFn: (body: ReferralSettings) => call(referralContract.operatorUpdate, { body }),
    onSuccess: (v) => qc.setQueryData(['referral-settings'], v),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const money = MONEY.map((k) => minorOf(d[k] ?? ''));
    const badMoney = MONEY.find((_k, i) => money[i] === null);
    if (badMoney) return setBad(t(`missions.referral.${badMoney}`));
    const days = /^\d{1,3}$/.test((d.withinDays ?? '').trim()) ? Number(d.withinDays) : null;
    if (days === null) return setBad(t('missions.referral.withinDays'));
    setBad(null);
    save.mutate({
      ...flags,
      qualifyRule: rule,
      withinDays: days,
      ...(Object.fromEntries(MONEY.map((k, i) => [k, money[i]])) as Record<(typeof MONEY)[number], number>),
    });
  };
  return (
    <Card title={t('missions.referral.title')}>
      <ErrorText error={q.error} />
      <form onSubmit={submit} className="space-y-3">
        <div className="grid grid-cols-3 gap-3 max-lg:grid-cols-2">
          {[...MONEY, 'withinDays'].map((k) => (
            <Field key={k} label={t(`missions.referral.${k}`)}>
              <Input value={d[k] ?? ''} disabled={!canManage} onChange={(e) => setD({ ...d, [k]: e.target.value })} />
            </Field>
          ))}
          <Field label={t('missions.referral.qualifyRule')}>
            <Select
              value={rule}
              disabled={!canManage}
              onChange={(e) => setRule(e.target.value as ReferralSettings['qualifyRule'])}
            >
              <option value="all">{t('missions.referral.rules.all')}</option>
              <option value="any">{t('missions.referral.rules.any')}</option>
            </Select>
          </Field>
        </div>
        {FLAGS.map((f) => (
          <label key={f} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={flags[f]}
              disabled={!canManage}
              onChange={(e) => setFlags({ ...flags, [f]: e.target.checked })}
            />
            {t(`missions.referral.${f}`)}
          </label>
        ))}
        <SaveFooter
          canManage={canManage}
          save={save}
          invalid={bad ? t('missions.referral.invalid', { field: bad }) : null}
        />
      </form>
    </Card>
  );
}
