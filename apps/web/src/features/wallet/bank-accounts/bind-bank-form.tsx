import type { BankAccounts } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../components/text-field';
import { walletErrorText } from '../components/wallet-error';
import { walletInputClass, walletPrimaryButtonClass } from '../components/wallet-styles';
import { withdrawKeys } from '../withdraw/api/withdraw-keys';
import { bindBankAccount } from './api/bind-bank-account';
import { cleanAccountNumber, isPayeeName, toPayeeName } from './payee-name';

type Field = 'bank' | 'number' | 'payee';

/**
 * Binds a bank account for withdrawals. The payee name is the member's real name without diacritics,
 * with spaces (spec §5): typed freely, shown in the form the server stores, and fixed when the server
 * already knows it (the real name, or the name on the first account).
 */
export function BindBankForm({ data, onDone }: { data: BankAccounts; onDone?: () => void }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const client = useQueryClient();
  const bankId = useId();
  const [bankCode, setBankCode] = useState('');
  const [number, setNumber] = useState('');
  const [payee, setPayee] = useState(data.payeeName ?? '');
  const [problem, setProblem] = useState<{ field: Field; text: string } | null>(null);
  const bind = useMutation({
    mutationFn: bindBankAccount,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: withdrawKeys.all });
      setNumber('');
      onDone?.();
    },
  });
  const payeeForm = toPayeeName(payee);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const accountNumber = cleanAccountNumber(number);
    if (!bankCode) return setProblem({ field: 'bank', text: t('withdraw.bank.chooseBank') });
    if (!accountNumber) return setProblem({ field: 'number', text: t('withdraw.bank.numberInvalid') });
    if (!isPayeeName(payeeForm)) return setProblem({ field: 'payee', text: t('errors:payee_name_invalid') });
    setProblem(null);
    bind.mutate({ bankCode, accountNumber, payeeName: payeeForm });
  };
  const err = (f: Field) => (problem?.field === f ? problem.text : null);
  return (
    <form noValidate onSubmit={submit} data-testid="bind-bank-form" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={bankId} className="text-sm font-semibold text-text">
          {t('withdraw.bank.bank')}
        </label>
        <select
          id={bankId}
          data-testid="bind-bank-code"
          value={bankCode}
          onChange={(e) => setBankCode(e.target.value)}
          aria-invalid={err('bank') ? true : undefined}
          className={walletInputClass}
        >
          <option value="">{t('withdraw.bank.chooseBank')}</option>
          {data.banks.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </select>
        {err('bank') ? (
          <p role="alert" data-testid="bind-bank-code-error" className="text-xs text-danger">
            {err('bank')}
          </p>
        ) : null}
      </div>
      <TextField
        label={t('withdraw.bank.number')}
        testId="bind-bank-number"
        inputMode="numeric"
        autoComplete="off"
        maxLength={30}
        value={number}
        onChange={(e) => setNumber(e.target.value)}
        error={err('number')}
      />
      <TextField
        label={t('withdraw.bank.payee')}
        testId="bind-bank-payee"
        autoComplete="off"
        maxLength={50}
        value={payee}
        readOnly={data.payeeName !== null}
        onChange={(e) => setPayee(e.target.value)}
        hint={payeeForm ? t('withdraw.bank.payeeAs', { name: payeeForm }) : t('withdraw.bank.payeeHint')}
        error={err('payee')}
      />
      {bind.isError ? (
        <p role="alert" data-testid="bind-bank-error" className="text-sm text-danger">
          {walletErrorText(t, bind.error)}
        </p>
      ) : null}
      <button
        type="submit"
        data-testid="bind-bank-submit"
        disabled={bind.isPending}
        className={walletPrimaryButtonClass}
      >
        {t('withdraw.bank.bind')}
      </button>
    </form>
  );
}
