import type { WithdrawalInfo } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountProblemText, amountRangeHint, checkAmount } from '../components/amount-check';
import { AmountInput } from '../components/amount-input';
import { TextField } from '../components/text-field';
import { useCurrencySymbol } from '../components/use-currency-symbol';
import { newIdempotencyKey, walletErrorText } from '../components/wallet-error';
import { walletInputClass, walletPrimaryButtonClass } from '../components/wallet-styles';
import { requestWithdrawal } from './api/request-withdrawal';
import { useWithdrawRefresh } from './use-withdraw-events';

type Field = 'amount' | 'password';

/**
 * The withdrawal request: a bound account, an amount within the limits and what is available, and the
 * payment password. One idempotency key per request: pressing again after a lost answer cannot withdraw
 * twice; any change of the inputs makes it a new request.
 */
export function WithdrawForm({ info, onDone }: { info: WithdrawalInfo; onDone: () => void }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const symbol = useCurrencySymbol();
  const refresh = useWithdrawRefresh();
  const accountId = useId();
  const [bankAccountId, setBankAccountId] = useState(info.bankAccounts[0]?.id ?? 0);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [key, setKey] = useState(newIdempotencyKey);
  const [problem, setProblem] = useState<{ field: Field; text: string } | null>(null);
  const send = useMutation({
    mutationFn: requestWithdrawal,
    onSuccess: () => {
      setAmount('');
      setPassword('');
      setKey(newIdempotencyKey());
      refresh();
      onDone();
    },
  });
  const edited = () => {
    setProblem(null);
    if (!send.isPending) setKey(newIdempotencyKey());
  };
  // The most a member can ask for now: the operator's maximum, or less when less is available.
  const range = { min: info.min, max: Math.min(info.max, info.available) };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkAmount(amount, range);
    if (!checked.ok) {
      const text =
        checked.problem === 'above' && info.available < info.max
          ? t('withdraw.form.notEnough')
          : amountProblemText(t, checked.problem, range, symbol);
      return setProblem({ field: 'amount', text });
    }
    if (password === '') return setProblem({ field: 'password', text: t('withdraw.form.passwordRequired') });
    setProblem(null);
    send.mutate({ bankAccountId, amount: checked.minor, paymentPassword: password, idempotencyKey: key });
  };
  return (
    <form noValidate onSubmit={submit} data-testid="withdraw-form" className="flex max-w-xl flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={accountId} className="text-sm font-semibold text-text">
          {t('withdraw.form.account')}
        </label>
        <select
          id={accountId}
          data-testid="withdraw-account"
          value={bankAccountId}
          onChange={(e) => {
            setBankAccountId(Number(e.target.value));
            edited();
          }}
          className={walletInputClass}
        >
          {info.bankAccounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.bankName} · {a.accountNumber} · {a.payeeName}
            </option>
          ))}
        </select>
      </div>
      <AmountInput
        label={t('withdraw.form.amount')}
        value={amount}
        onChange={(v) => {
          setAmount(v);
          edited();
        }}
        hint={amountRangeHint(t, info, symbol)}
        error={problem?.field === 'amount' ? problem.text : null}
        testId="withdraw-amount"
        symbol={symbol}
      />
      <TextField
        label={t('withdraw.password.label')}
        testId="withdraw-password"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          edited();
        }}
        error={problem?.field === 'password' ? problem.text : null}
      />
      {send.isError ? (
        <p role="alert" data-testid="withdraw-error" className="text-sm text-danger">
          {walletErrorText(t, send.error)}
        </p>
      ) : null}
      <button
        type="submit"
        data-testid="withdraw-submit"
        disabled={send.isPending}
        className={walletPrimaryButtonClass}
      >
        {t('withdraw.form.submit')}
      </button>
    </form>
  );
}
