import { DepositLimitPeriods, type DepositLimits } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/load-error';
import { CenteredSpinner } from '../../../shared/ui/spinner';
import { AmountInput } from '../components/amount-input';
import { formatOperatorDateTime } from '../components/date-time';
import { Money } from '../components/money';
import { useCurrencySymbol } from '../components/use-currency-symbol';
import { walletErrorText } from '../components/wallet-error';
import { depositKeys } from './api/deposit-keys';
import { depositLimitsQueryOptions } from './api/deposit-limits';
import { setDepositLimits } from './api/set-deposit-limits';
import { type LimitTexts, limitTexts, readLimits } from './limits-input';

/**
 * Responsible-gaming deposit limits (daily / weekly / monthly). A lower limit applies at once; a higher
 * one (or removing a limit) waits 24 hours, and the waiting change is shown with the time it applies.
 */
export function DepositLimitsPanel() {
  const q = useQuery(depositLimitsQueryOptions());
  // Kept here: the form below starts again from each new answer (key), the notice must outlive that.
  const [saved, setSaved] = useState(false);
  if (q.isPending) return <CenteredSpinner minHeight={160} />;
  if (q.isError) return <LoadError error={q.error} onRetry={q.refetch} testId="deposit-limits-load-error" />;
  return <LimitsForm key={JSON.stringify(q.data)} limits={q.data} saved={saved} setSaved={setSaved} />;
}

function LimitsForm({
  limits,
  saved,
  setSaved,
}: {
  limits: DepositLimits;
  saved: boolean;
  setSaved: (saved: boolean) => void;
}) {
  const { t } = useTranslation(['wallet', 'errors']);
  const symbol = useCurrencySymbol();
  const client = useQueryClient();
  const [texts, setTexts] = useState<LimitTexts>(() => limitTexts(limits));
  const [problem, setProblem] = useState<{ period: string; text: string } | null>(null);
  const save = useMutation({
    mutationFn: setDepositLimits,
    onSuccess: (next) => {
      setSaved(true);
      client.setQueryData(depositKeys.limits(), next);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const read = readLimits(texts);
    if (!read.ok) {
      setProblem({ period: read.period, text: t(`wallet:components.amount.${read.error}`) });
      return;
    }
    setProblem(null);
    save.mutate(read.values);
  };
  return (
    <form noValidate onSubmit={submit} data-testid="deposit-limits" className="flex max-w-xl flex-col gap-4">
      <p className="text-sm text-text-muted">{t('deposit.limits.intro')}</p>
      {DepositLimitPeriods.map((period) => {
        const pending = limits.pending.find((p) => p.period === period);
        return (
          <div key={period} className="flex flex-col gap-1">
            <AmountInput
              label={t(`deposit.limits.${period}`)}
              value={texts[period]}
              onChange={(v) => setTexts((s) => ({ ...s, [period]: v }))}
              hint={t('deposit.limits.emptyMeansNone')}
              error={problem?.period === period ? problem.text : null}
              testId={`deposit-limit-${period}`}
              symbol={symbol}
            />
            <span data-testid={`deposit-limit-${period}-used`} className="text-xs text-text-muted">
              {t('deposit.limits.used')} <Money minor={limits.used[period]} />
            </span>
            {limits.inFlight[period] > 0 ? (
              <span data-testid={`deposit-limit-${period}-in-flight`} className="text-xs text-text-muted">
                {t('deposit.limits.inFlight')} <Money minor={limits.inFlight[period]} />
              </span>
            ) : null}
            {pending ? (
              <span
                data-testid={`deposit-limit-${period}-pending`}
                className="text-xs text-amber-700 dark:text-amber-300"
              >
                {pending.value === null
                  ? t('deposit.limits.pendingNone', { at: formatOperatorDateTime(pending.effectiveAt) })
                  : t('deposit.limits.pending', { at: formatOperatorDateTime(pending.effectiveAt) })}{' '}
                {pending.value === null ? null : <Money minor={pending.value} />}
              </span>
            ) : null}
          </div>
        );
      })}
      {save.isError ? (
        <p role="alert" data-testid="deposit-limits-error" className="text-sm text-danger">
          {walletErrorText(t, save.error)}
        </p>
      ) : null}
      {saved ? (
        <p role="status" data-testid="deposit-limits-saved" className="text-sm text-success">
          {t('deposit.limits.saved')}
        </p>
      ) : null}
      <button
        type="submit"
        data-testid="deposit-limits-save"
        disabled={save.isPending}
        className="h-11 self-start rounded-xl bg-primary px-5 text-sm font-bold text-white hover:bg-primary-strong disabled:opacity-60"
      >
        {t('deposit.limits.save')}
      </button>
    </form>
  );
}
