import {
  type AgentContract,
  agentBackofficeContract,
  agentContractsContract,
  type ContractKindName,
  ContractKinds,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { minorOf } from '../../shared/amount-input';
import { call } from '../../shared/api/client';
import { dateTime, money } from '../../shared/format';
import { Button, Field, Input, Select } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { fromBp, toBp } from './rates';

type TierDraft = { minTurnover: string; minNetLoss: string; minActive: string; rate: string };
const emptyTier: TierDraft = { minTurnover: '0', minNetLoss: '0', minActive: '0', rate: '' };

/** An agent's contracts (in force, next period, offers, history) and the operator's direct setting of one kind. */
export function ContractsPanel({ agentId, canManage }: { agentId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const view = useQuery({
    queryKey: ['agent-contracts', agentId],
    queryFn: ({ signal }) => call(agentBackofficeContract.contracts, { params: { id: String(agentId) }, signal }),
  });
  const v = view.data;
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold">{t('agents.contracts.title')}</h3>
      <ErrorText error={view.error} />
      {v && v.history.length === 0 && <p className="text-sm text-slate-500">{t('agents.contracts.none')}</p>}
      {v && v.history.length > 0 && (
        <table className="w-full text-sm" data-testid="agent-contracts">
          <thead className="border-b text-slate-500">
            <tr>
              <th className="py-1 pr-3 text-left">{t('agents.contracts.kind')}</th>
              <th className="py-1 pr-3 text-left">{t('agents.contracts.status')}</th>
              <th className="py-1 pr-3 text-left">{t('agents.contracts.tiers')}</th>
              <th className="py-1 pr-3 text-left">{t('agents.contracts.from')}</th>
            </tr>
          </thead>
          <tbody>
            {v.history.map((c) => (
              <ContractRow key={c.id} c={c} inForce={v.inForce.some((x) => x.id === c.id)} />
            ))}
          </tbody>
        </table>
      )}
      {canManage && <SetContract agentId={agentId} />}
    </div>
  );
}

function ContractRow({ c, inForce }: { c: AgentContract; inForce: boolean }) {
  const { t } = useTranslation();
  return (
    <tr className="border-b align-top last:border-0">
      <td className="py-1 pr-3">{t(`agents.contractKinds.${c.kind}`)}</td>
      <td className="py-1 pr-3">
        {inForce ? t('agents.contracts.inForce') : t(`agents.contracts.statuses.${c.status}`)}
      </td>
      <td className="py-1 pr-3 text-xs">
        {c.tiers.map((tier, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tiers are an ordered list without ids.
          <div key={i}>
            {t('agents.contracts.tierText', {
              turnover: money(tier.minTurnover),
              netLoss: money(tier.minNetLoss),
              active: tier.minActive,
              rate: fromBp(tier.rateBp),
            })}
          </div>
        ))}
      </td>
      <td className="py-1 pr-3">{c.effectiveFrom ? dateTime(c.effectiveFrom) : '—'}</td>
    </tr>
  );
}

function SetContract({ agentId }: { agentId: number }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [kind, setKind] = useState<ContractKindName>('daily');
  const [tiers, setTiers] = useState<TierDraft[]>([{ ...emptyTier }]);
  const save = useMutation({
    mutationFn: () =>
      call(agentContractsContract.operatorSetContract, {
        body: {
          agentId,
          kind,
          tiers: tiers.map((x) => ({
            minTurnover: minorOf(x.minTurnover) ?? Number.NaN,
            minNetLoss: minorOf(x.minNetLoss) ?? Number.NaN,
            minActive: /^\d+$/.test(x.minActive.trim()) ? Number(x.minActive) : Number.NaN,
            rateBp: toBp(x.rate),
          })),
        },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['agent-contracts', agentId] }),
  });
  const set = (i: number, k: keyof TierDraft, val: string) =>
    setTiers(tiers.map((x, j) => (j === i ? { ...x, [k]: val } : x)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} className="space-y-2 rounded-md border border-slate-200 bg-white p-3">
      <h4 className="text-sm font-medium">{t('agents.contracts.set')}</h4>
      <Field label={t('agents.contracts.kind')}>
        <Select className="max-w-xs" value={kind} onChange={(e) => setKind(e.target.value as ContractKindName)}>
          {ContractKinds.map((k) => (
            <option key={k} value={k}>
              {t(`agents.contractKinds.${k}`)}
            </option>
          ))}
        </Select>
      </Field>
      {tiers.map((x, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: tiers are an ordered list without ids.
        <div key={i} className="grid grid-cols-4 gap-2 max-lg:grid-cols-2">
          {(['minTurnover', 'minNetLoss', 'minActive', 'rate'] as const).map((k) => (
            <Field key={k} label={t(`agents.contracts.fields.${k}`)}>
              <Input value={x[k]} inputMode="decimal" onChange={(e) => set(i, k, e.target.value)} />
            </Field>
          ))}
        </div>
      ))}
      <div className="flex gap-2">
        <Button variant="ghost" disabled={tiers.length >= 10} onClick={() => setTiers([...tiers, { ...emptyTier }])}>
          {t('agents.contracts.addTier')}
        </Button>
        {tiers.length > 1 && (
          <Button variant="ghost" onClick={() => setTiers(tiers.slice(0, -1))}>
            {t('agents.contracts.removeTier')}
          </Button>
        )}
        <Button type="submit" disabled={save.isPending}>
          {t('agents.save')}
        </Button>
      </div>
      <p className="text-xs text-slate-500">{t('agents.contracts.hint')}</p>
      <ErrorText error={save.error} />
      {save.isSuccess && <p className="text-sm text-emerald-700">{t('agents.saved')}</p>}
    </form>
  );
}
