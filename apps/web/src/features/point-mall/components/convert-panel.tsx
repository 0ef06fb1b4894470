import type { PointsConfig } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-text';
import { formatCount } from '../../../shared/format/number';
import { useFormatMoney } from '../../../shared/format/use-money';
import { showDialog } from '../../../shared/ui/modal';
import { invalidateBalance } from '../../../shared/wallet/balance-query';
import { convertPoints, invalidatePoints } from '../api/points.api';
import { inputClass, labelClass, primaryButtonClass } from '../lib/styles';

/** Convert points to cash at the operator's rate, with the payment password (spec §7 convert point). */
export function ConvertPanel({ config, balance }: { config: PointsConfig; balance: number }) {
  const { t } = useTranslation(['pointMall', 'errors']);
  const money = useFormatMoney();
  const client = useQueryClient();
  const [points, setPoints] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const n = /^[0-9]{1,10}$/.test(points.trim()) ? Number(points.trim()) : null;
  const mutation = useMutation({
    mutationFn: () => convertPoints(points.trim(), password),
    onSuccess: async (r) => {
      setPoints('');
      setPassword('');
      await Promise.all([invalidatePoints(client), invalidateBalance(client)]);
      showDialog({
        testId: 'convert-done',
        icon: 'success',
        message: t('convert.done', { points: formatCount(r.points), amount: money(r.amount) }),
      });
    },
    onError: (err) => setProblem(apiErrorText(t, err)),
  });
  if (!config.convertEnabled) {
    return <p className="rounded-xl bg-surface-2 p-4 text-sm text-text-muted">{t('convert.off')}</p>;
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (n === null || n < config.convertMinPoints || n > balance) {
      return setProblem(t('convert.pointsInvalid', { min: formatCount(config.convertMinPoints) }));
    }
    if (!/^[0-9]{6}$/.test(password)) return setProblem(t('dialog.passwordInvalid'));
    setProblem(null);
    mutation.mutate();
  };
  return (
    <form
      data-testid="convert-form"
      onSubmit={submit}
      noValidate
      className="flex max-w-lg flex-col gap-4 rounded-2xl border border-border bg-surface p-4"
    >
      <div>
        <h3 className="text-base font-bold">{t('convert.title')}</h3>
        <p className="text-sm text-text-muted">
          {t('convert.rate', { amount: money(config.convertRate) })} ·{' '}
          {t('convert.min', { value: formatCount(config.convertMinPoints) })}
        </p>
      </div>
      <label className={labelClass}>
        {t('convert.points')}
        <input
          data-testid="convert-points"
          inputMode="numeric"
          className={inputClass}
          value={points}
          onChange={(e) => setPoints(e.target.value)}
        />
      </label>
      <p className="text-sm">
        {t('convert.get')}:{' '}
        <strong data-testid="convert-amount" className="tabular">
          {money((n ?? 0) * config.convertRate)}
        </strong>
      </p>
      <label className={labelClass}>
        {t('dialog.password')}
        <input
          data-testid="convert-password"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          className={inputClass}
          value={password}
          onChange={(e) => setPassword(e.target.value.replace(/\D/g, ''))}
        />
      </label>
      {problem ? (
        <p role="alert" data-testid="convert-error" className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <button type="submit" data-testid="convert-submit" className={primaryButtonClass} disabled={mutation.isPending}>
        {t('convert.submit')}
      </button>
    </form>
  );
}
