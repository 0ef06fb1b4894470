import { type ContractKindName, ContractKinds, type Downline } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/session';
import { contractsQuery, offerContract } from '../api/agent-contracts.api';
import { FormFooter } from '../kit/form-footer';
import { emptyTier, type TierText, tiersFromText, tierToText } from '../kit/tiers';
import { ContractCard } from './my-contracts';

const cell = 'tabular h-9 w-full min-w-16 rounded-lg border border-border bg-surface px-2 text-sm text-text';

/**
 * Contract editing for a direct downline agent: its contracts now, and an offer of tiers for one kind
 * (the downline accepts or rejects; the server refuses tiers above the agent's own contract).
 */
export function ContractOffer({ member }: { member: Downline }) {
  const { t } = useTranslation('agent');
  const token = useSession((s) => s.token);
  const qc = useQueryClient();
  const current = useQuery(contractsQuery(token, member.id));
  const [kind, setKind] = useState<ContractKindName>('daily');
  const [rows, setRows] = useState<TierText[]>([emptyTier()]);
  const [problem, setProblem] = useState<string | null>(null);
  const m = useMutation({
    mutationFn: offerContract,
    onSuccess: () => void qc.invalidateQueries({ queryKey: contractsQuery(token, member.id).queryKey }),
  });
  const pick = (k: ContractKindName) => {
    setKind(k);
    const inForce = current.data?.inForce.find((c) => c.kind === k);
    setRows(inForce ? inForce.tiers.map(tierToText) : [emptyTier()]);
  };
  const set = (i: number, patch: Partial<TierText>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <div className="flex flex-col gap-3">
      {current.data
        ? [...current.data.inForce, ...current.data.upcoming, ...current.data.offers].map((c) => (
            <ContractCard key={c.id} c={c} label={t(`contracts.statuses.${c.status}`)} />
          ))
        : null}
      <form
        data-testid="agent-contract-form"
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const read = tiersFromText(rows);
          if ('badRow' in read) return setProblem(t('contracts.badTier', { n: read.badRow + 1 }));
          setProblem(null);
          m.mutate({ memberId: member.id, kind, tiers: read.tiers });
        }}
      >
        <div className="flex flex-wrap gap-1">
          {ContractKinds.map((k) => (
            <button
              key={k}
              type="button"
              aria-pressed={k === kind}
              onClick={() => pick(k)}
              className={`h-8 rounded-full px-3 text-xs font-semibold ${k === kind ? 'bg-primary text-white' : 'bg-surface-2'}`}
            >
              {t(`income.kinds.${k}`)}
            </button>
          ))}
        </div>
        <div className="overflow-x-auto">
          <table className="w-full text-xs">
            <thead className="text-text-muted">
              <tr>
                <th className="px-1 text-left font-semibold">#</th>
                <th className="px-1 text-left font-semibold">{t('contracts.minTurnover')}</th>
                <th className="px-1 text-left font-semibold">{t('contracts.minNetLoss')}</th>
                <th className="px-1 text-left font-semibold">{t('contracts.minActive')}</th>
                <th className="px-1 text-left font-semibold">{t('contracts.rate')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
                <tr key={i}>
                  <td className="px-1">{i + 1}</td>
                  <td className="px-1 py-0.5">
                    <input
                      aria-label={t('contracts.minTurnover')}
                      inputMode="decimal"
                      value={r.minTurnover}
                      onChange={(e) => set(i, { minTurnover: e.target.value })}
                      className={cell}
                    />
                  </td>
                  <td className="px-1 py-0.5">
                    <input
                      aria-label={t('contracts.minNetLoss')}
                      inputMode="decimal"
                      value={r.minNetLoss}
                      onChange={(e) => set(i, { minNetLoss: e.target.value })}
                      className={cell}
                    />
                  </td>
                  <td className="px-1 py-0.5">
                    <input
                      aria-label={t('contracts.minActive')}
                      inputMode="numeric"
                      value={r.minActive}
                      onChange={(e) => set(i, { minActive: e.target.value })}
                      className={cell}
                    />
                  </td>
                  <td className="px-1 py-0.5">
                    <input
                      aria-label={t('contracts.rate')}
                      inputMode="decimal"
                      value={r.rate}
                      onChange={(e) => set(i, { rate: e.target.value })}
                      className={cell}
                    />
                  </td>
                  <td className="px-1">
                    {rows.length > 1 ? (
                      <button
                        type="button"
                        aria-label={t('contracts.removeTier')}
                        onClick={() => setRows(rows.filter((_, j) => j !== i))}
                        className="text-danger"
                      >
                        ×
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {rows.length < 10 ? (
          <button
            type="button"
            onClick={() => setRows([...rows, emptyTier()])}
            className="self-start text-xs font-semibold text-primary"
          >
            + {t('contracts.addTier')}
          </button>
        ) : null}
        <FormFooter
          problem={problem}
          error={m.error}
          success={m.isSuccess ? t('contracts.offered') : null}
          pending={m.isPending}
          submitLabel={t('contracts.send')}
        />
      </form>
    </div>
  );
}
