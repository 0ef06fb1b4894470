import type { Deposit } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language';
import { CenteredSpinner } from '../../../shared/ui/spinner';
import { amountProblemText, amountRangeHint, checkAmount } from '../components/amount-check';
import { AmountInput } from '../components/amount-input';
import { MomoNote } from '../components/deposit-methods/momo/momo-note';
import { PhoneCardDeposit } from '../components/deposit-methods/phone-card/phone-card-deposit';
import { VietQrDeposit } from '../components/deposit-methods/vietqr/vietqr-deposit';
import { ZaloPayNote } from '../components/deposit-methods/zalopay/zalopay-note';
import { EmptyState } from '../components/empty-state';
import { useCurrencySymbol } from '../components/use-currency-symbol';
import { walletErrorText } from '../components/wallet-error';
import { depositMethodsQueryOptions } from './api/get-deposit-methods';
import { BankTransferDetails } from './bank-transfer-details';
import { MethodPicker } from './method-picker';
import { useCreateDeposit } from './use-create-deposit';

/**
 * New deposit: pick a method, type an amount within its min/max (checked here and again on the server),
 * then either see the bank details and reference code, or go to the gateway's payment page.
 */
export function DepositForm() {
  const { t } = useTranslation(['wallet', 'errors']);
  const { language } = useLanguage();
  const symbol = useCurrencySymbol();
  const methods = useQuery(depositMethodsQueryOptions(language));
  const [code, setCode] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<Deposit | null>(null);
  const create = useCreateDeposit(language);

  if (methods.isPending) return <CenteredSpinner minHeight={160} />;
  if (methods.isError) return <p role="alert">{walletErrorText(t, methods.error)}</p>;
  const list = methods.data.methods;
  if (list.length === 0) return <EmptyState text={t('deposit.noMethods')} testId="deposit-no-methods" />;
  if (created) {
    const done = () => {
      setCreated(null);
      setAmount('');
      create.reset();
    };
    // A transfer to an account with a NAPAS BIN gets the VietQR panel (QR, automatic matching).
    if (created.bank?.bin) return <VietQrDeposit deposit={created} onDone={done} />;
    return <BankTransferDetails deposit={created} onDone={done} />;
  }
  const method = list.find((m) => m.code === code) ?? list[0]!;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkAmount(amount, method);
    if (!checked.ok) {
      setProblem(amountProblemText(t, checked.problem, method, symbol));
      return;
    }
    setProblem(null);
    create.mutate(
      { method, amount: checked.minor },
      {
        onSuccess: (r) => {
          if (r.kind === 'bank') setCreated(r.deposit);
          else window.location.assign(r.url);
        },
      },
    );
  };

  // A phone card has no amount to type: its own form (carrier, face value, serial, PIN).
  if (method.gateway === 'phone_card') {
    return (
      <div data-testid="deposit-form" className="flex max-w-xl flex-col gap-4">
        <MethodPicker methods={list} value={method.code} onChange={setCode} />
        <PhoneCardDeposit method={method} />
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} data-testid="deposit-form" className="flex max-w-xl flex-col gap-4">
      <MethodPicker methods={list} value={method.code} onChange={setCode} />
      {method.gateway === 'momo' ? <MomoNote /> : method.gateway === 'zalopay' ? <ZaloPayNote /> : null}
      <AmountInput
        label={t('deposit.amount')}
        value={amount}
        onChange={(v) => {
          setAmount(v);
          setProblem(null);
        }}
        hint={amountRangeHint(t, method, symbol)}
        error={problem}
        testId="deposit-amount"
        symbol={symbol}
      />
      {create.isError ? (
        <p role="alert" data-testid="deposit-error" className="text-sm text-danger">
          {walletErrorText(t, create.error)}
        </p>
      ) : null}
      <button
        type="submit"
        data-testid="deposit-submit"
        disabled={create.isPending}
        className="h-11 rounded-xl bg-primary px-5 text-sm font-bold text-white hover:bg-primary-strong disabled:opacity-60"
      >
        {method.kind === 'gateway' ? t('deposit.payNow') : t('deposit.submit')}
      </button>
    </form>
  );
}
