import { type AgentContractSettingsValue, agentContractsContract, ContractKinds } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { minorOf, textOfMinor } from '../../shared/amount-input';
import { call } from '../../shared/api/client';
import { Button, Card, Field, Input, Select } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';

/** Settlement settings: which kinds wait for approval, the dividend cycle, carry-forward, grace window, active threshold. */
export function SettingsTab({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: ['agent-contract-settings'],
    queryFn: ({ signal }) => call(agentContractsContract.operatorSettings, { signal }),
  });
  const [f, setF] = useState<AgentContractSettingsValue | null>(null);
  const [graceMinutes, setGraceMinutes] = useState('');
  const [activeMin, setActiveMin] = useState('');
  useEffect(() => {
    if (!q.data) return;
    setF(q.data);
    setGraceMinutes(String(Math.round(q.data.graceMs / 60_000)));
    setActiveMin(textOfMinor(q.data.activeMinTurnover));
  }, [q.data]);
  const save = useMutation({
    mutationFn: (body: AgentContractSettingsValue) => call(agentContractsContract.operatorPutSettings, { body }),
    onSuccess: (saved) => qc.setQueryData(['agent-contract-settings'], saved),
  });
  if (!f) return <ErrorText error={q.error} />;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const minutes = /^\d+$/.test(graceMinutes.trim()) ? Number(graceMinutes) : Number.NaN;
    save.mutate({ ...f, graceMs: minutes * 60_000, activeMinTurnover: minorOf(activeMin) ?? Number.NaN });
  };
  return (
    <Card title={t('agents.settings.title')}>
      <form onSubmit={submit} className="max-w-2xl space-y-4">
        <fieldset className="flex flex-wrap gap-4 text-sm">
          <legend className="mb-1 font-medium text-slate-700">{t('agents.settings.approval')}</legend>
          {ContractKinds.map((k) => (
            <label key={k} className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={f.approval[k]}
                disabled={!canManage}
                onChange={(e) => setF({ ...f, approval: { ...f.approval, [k]: e.target.checked } })}
              />
              {t(`agents.contractKinds.${k}`)}
            </label>
          ))}
        </fieldset>
        <div className="grid grid-cols-3 gap-3 max-lg:grid-cols-1">
          <Field label={t('agents.settings.cycle')}>
            <Select
              value={f.dividendCycle}
              disabled={!canManage}
              onChange={(e) =>
                setF({ ...f, dividendCycle: e.target.value as AgentContractSettingsValue['dividendCycle'] })
              }
            >
              <option value="semimonthly">{t('agents.settings.cycles.semimonthly')}</option>
              <option value="monthly">{t('agents.settings.cycles.monthly')}</option>
            </Select>
          </Field>
          <Field label={t('agents.settings.grace')}>
            <Input value={graceMinutes} disabled={!canManage} onChange={(e) => setGraceMinutes(e.target.value)} />
          </Field>
          <Field label={t('agents.settings.activeMin')}>
            <Input value={activeMin} disabled={!canManage} onChange={(e) => setActiveMin(e.target.value)} />
          </Field>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={f.carryForward}
            disabled={!canManage}
            onChange={(e) => setF({ ...f, carryForward: e.target.checked })}
          />
          {t('agents.settings.carryForward')}
        </label>
        <ErrorText error={save.error} />
        {save.isSuccess && <p className="text-sm text-emerald-700">{t('agents.saved')}</p>}
        {canManage && (
          <Button type="submit" disabled={save.isPending}>
            {t('agents.save')}
          </Button>
        )}
      </form>
    </Card>
  );
}
