import type { BankAccount } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { walletErrorText } from '../components/wallet-error';
import { walletInputClass } from '../components/wallet-styles';
import { withdrawKeys } from '../withdraw/api/withdraw-keys';
import { unbindBankAccount } from './api/unbind-bank-account';

/** One bound account (number masked by the server) with its remove action, which asks for the payment password once one is set. */
export function BankAccountRow({ account, needsPassword }: { account: BankAccount; needsPassword: boolean }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useMutation({
    mutationFn: () => unbindBankAccount(account.id, needsPassword ? password : undefined),
    onSuccess: () => client.invalidateQueries({ queryKey: withdrawKeys.all }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    remove.mutate();
  };
  return (
    <li data-testid={`bank-account-${account.id}`} className="rounded-xl border border-border px-3 py-2.5 text-sm">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <div className="font-semibold text-text">
            {account.bankName} · <span className="tabular">{account.accountNumber}</span>
          </div>
          <div className="text-xs text-text-muted">{account.payeeName}</div>
        </div>
        {asking ? null : (
          <button
            type="button"
            data-testid={`bank-account-remove-${account.id}`}
            onClick={() => (needsPassword ? setAsking(true) : remove.mutate())}
            disabled={remove.isPending}
            className="h-8 shrink-0 rounded-lg border border-border px-3 text-xs font-semibold text-danger hover:border-danger"
          >
            {t('withdraw.bank.remove')}
          </button>
        )}
      </div>
      {asking ? (
        <form noValidate onSubmit={submit} className="mt-2 flex gap-2">
          <input
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            aria-label={t('withdraw.password.current')}
            placeholder={t('withdraw.password.current')}
            data-testid={`bank-account-remove-password-${account.id}`}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className={`${walletInputClass} h-9`}
          />
          <button
            type="submit"
            data-testid={`bank-account-remove-confirm-${account.id}`}
            disabled={remove.isPending}
            className="h-9 shrink-0 rounded-lg bg-danger px-3 text-xs font-bold text-white"
          >
            {t('withdraw.bank.removeConfirm')}
          </button>
        </form>
      ) : null}
      {remove.isError ? (
        <p role="alert" className="mt-1 text-xs text-danger">
          {walletErrorText(t, remove.error)}
        </p>
      ) : null}
    </li>
  );
}
