import type { AgentContract } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-text';
import { formatDateTime } from '../../../shared/format/date';
import { formatBasisPoints, formatCount } from '../../../shared/format/number';
import { useFormatMoney } from '../../../shared/format/use-money';
import { useSession } from '../../../shared/session/session';
import { answerOffer, contractsQuery } from '../api/agent-contracts.api';

/** The agent's own contracts: offers from the upline to accept or reject, and those in force or upcoming. */
export function MyContracts() {
  const { t } = useTranslation('agent');
  const token = useSession((s) => s.token);
  const qc = useQueryClient();
  const q = useQuery(contractsQuery(token));
  const answer = useMutation({
    mutationFn: ({ id, accept }: { id: number; accept: boolean }) => answerOffer(id, accept),
    onSuccess: () => void qc.invalidateQueries({ queryKey: contractsQuery(token).queryKey }),
  });
  if (q.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {apiErrorText(t, q.error)}
      </p>
    );
  if (!q.data) return null;
  const { offers, inForce, upcoming } = q.data;
  if (offers.length + inForce.length + upcoming.length === 0) return null;
  return (
    <section data-testid="agent-my-contracts" className="flex flex-col gap-2 rounded-2xl border border-border p-3">
      <h3 className="text-sm font-bold">{t('contracts.mine')}</h3>
      {offers.map((c) => (
        <ContractCard key={c.id} c={c} label={t('contracts.offer')}>
          <div className="flex gap-2">
            <button
              type="button"
              data-testid="agent-contract-accept"
              disabled={answer.isPending}
              onClick={() => answer.mutate({ id: c.id, accept: true })}
              className="h-8 rounded-lg bg-primary px-3 text-xs font-bold text-white"
            >
              {t('contracts.accept')}
            </button>
            <button
              type="button"
              disabled={answer.isPending}
              onClick={() => answer.mutate({ id: c.id, accept: false })}
              className="h-8 rounded-lg border border-border px-3 text-xs"
            >
              {t('contracts.reject')}
            </button>
          </div>
        </ContractCard>
      ))}
      {answer.isError ? (
        <p role="alert" className="text-sm text-danger">
          {apiErrorText(t, answer.error)}
        </p>
      ) : null}
      {inForce.map((c) => (
        <ContractCard key={c.id} c={c} label={t('contracts.inForce')} />
      ))}
      {upcoming.map((c) => (
        <ContractCard key={c.id} c={c} label={t('contracts.upcoming')} />
      ))}
    </section>
  );
}

export function ContractCard({ c, label, children }: { c: AgentContract; label: string; children?: React.ReactNode }) {
  const { t, i18n } = useTranslation('agent');
  const money = useFormatMoney();
  return (
    <div className="rounded-xl bg-surface-2 p-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-primary-soft px-2 py-0.5 text-[11px] font-bold text-primary">{label}</span>
        <span className="font-bold">{t(`income.kinds.${c.kind}`)}</span>
        {c.effectiveFrom ? (
          <span className="text-xs text-text-muted">
            {t('contracts.from', { at: formatDateTime(c.effectiveFrom, i18n.language) })}
          </span>
        ) : null}
      </p>
      <ol className="mt-1 flex flex-col gap-0.5 text-xs text-text-muted">
        {c.tiers.map((tier, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a contract's tiers are fixed and ordered
          <li key={`${c.id}-${i}`} className="tabular">
            {t('contracts.tierLine', {
              n: i + 1,
              turnover: money(tier.minTurnover),
              netLoss: money(tier.minNetLoss),
              active: formatCount(tier.minActive),
              rate: formatBasisPoints(tier.rateBp),
            })}
          </li>
        ))}
      </ol>
      {children ? <div className="mt-2">{children}</div> : null}
    </div>
  );
}
