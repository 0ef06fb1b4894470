import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/load-error';
import { CenteredSpinner } from '../../../shared/ui/spinner';
import { formatOperatorDateTime } from '../components/date-time';
import { TextField } from '../components/text-field';
import { walletErrorText } from '../components/wallet-error';
import { walletPrimaryButtonClass } from '../components/wallet-styles';
import { withdrawKeys } from '../withdraw/api/withdraw-keys';
import { paymentPasswordQueryOptions } from './api/get-payment-password';
import { setPaymentPassword } from './api/set-payment-password';
import { type PasswordField, paymentPasswordProblem } from './payment-password-rules';

/**
 * Sets the payment password (6 digits) that withdrawals ask for, or changes it with the old one.
 * A locked password (too many wrong tries) says until when.
 */
export function PaymentPasswordForm() {
  const { t } = useTranslation(['wallet', 'errors']);
  const client = useQueryClient();
  const status = useQuery(paymentPasswordQueryOptions());
  const [values, setValues] = useState({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [problem, setProblem] = useState<{ field: PasswordField; text: string } | null>(null);
  const [done, setDone] = useState(false);
  const save = useMutation({
    mutationFn: setPaymentPassword,
    onSuccess: () => {
      setValues({ oldPassword: '', newPassword: '', confirmPassword: '' });
      setDone(true);
      void client.invalidateQueries({ queryKey: withdrawKeys.all });
    },
  });
  if (status.isPending) return <CenteredSpinner minHeight={120} />;
  if (status.isError) {
    return <LoadError error={status.error} onRetry={status.refetch} testId="payment-password-load-error" compact />;
  }
  const changing = status.data.set;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(false);
    const found = paymentPasswordProblem({ changing, ...values });
    if (found) return setProblem({ field: found.field, text: t(`withdraw.password.problem.${found.problem}`) });
    setProblem(null);
    save.mutate({ ...values, oldPassword: changing ? values.oldPassword : undefined });
  };
  const field = (name: keyof typeof values, key: PasswordField, label: string) => (
    <TextField
      label={label}
      testId={`payment-password-${key}`}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={problem?.field === key ? problem.text : null}
    />
  );
  return (
    <form noValidate onSubmit={submit} data-testid="payment-password-form" className="flex max-w-xl flex-col gap-3">
      <p data-testid="payment-password-state" className="text-sm text-text-muted">
        {changing ? t('withdraw.password.isSet') : t('withdraw.password.notSet')}
      </p>
      {status.data.lockedUntil ? (
        <p role="alert" className="text-sm text-danger">
          {t('withdraw.password.lockedUntil', { at: formatOperatorDateTime(status.data.lockedUntil) })}
        </p>
      ) : null}
      {changing ? field('oldPassword', 'old', t('withdraw.password.current')) : null}
      {field('newPassword', 'new', t('withdraw.password.new'))}
      {field('confirmPassword', 'confirm', t('withdraw.password.confirm'))}
      {save.isError ? (
        <p role="alert" data-testid="payment-password-error" className="text-sm text-danger">
          {walletErrorText(t, save.error)}
        </p>
      ) : null}
      {done ? (
        <p role="status" data-testid="payment-password-saved" className="text-sm text-success">
          {t('withdraw.password.saved')}
        </p>
      ) : null}
      <button
        type="submit"
        data-testid="payment-password-submit"
        disabled={save.isPending}
        className={walletPrimaryButtonClass}
      >
        {changing ? t('withdraw.password.change') : t('withdraw.password.set')}
      </button>
    </form>
  );
}
