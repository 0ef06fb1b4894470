import type { Deposit } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client';
import { useLanguage } from '../../../shared/i18n/use-language';
import { LoadError } from '../../../shared/ui/load-error';
import { CenteredSpinner } from '../../../shared/ui/spinner';
import { amountProblemText, amountRangeHint, checkAmount } from '../components/amount-check';
import { AmountInput } from '../components/amount-input';
import { MomoNote } from '../components/deposit-methods/momo/momo-note';
import { PhoneCardDeposit } from '../components/deposit-methods/phone-card/phone-card-deposit';
import { VietQrDeposit } from '../components/deposit-methods/vietqr/vietqr-deposit';
import { ZaloPayNote } from '../components/deposit-methods/zalopay/zalopay-note';
import { EmptyState } from '../components/empty-state';
import { useCurrencySymbol } from '../components/use-currency-symbol';
import { newIdempotencyKey, walletErrorText } from '../components/wallet-error';
import { depositMethodsQueryOptions } from './api/get-deposit-methods';
import { BankTransferDetails } from './bank-transfer-details';
import { MethodPicker } from './method-picker';
import { OpenDeposits } from './open-deposits';
import { useCreateDeposit } from './use-create-deposit';

/**
 * New deposit: pick a method, type an amount within its min/max (checked here and again on the server),
 * then either see the bank details and reference code, or go to the gateway's payment page. Pending
 * gateway deposits are listed above it (resume or cancel).
 *
 * One deposit per attempt: the attempt's idempotency key is kept until the server answers, so a repeat
 * (a second click, a retry after the answer was lost to the network) is the same deposit; a changed
 * form or an answered attempt starts a new key. A second click before the button shows as disabled is
 * dropped here too (`sending` is set at once, not on the next render).
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
  const attemptKey = useRef<string | null>(null);
  const sending = useRef(false);
  // Set while the browser leaves for the payment page: the button stays disabled until it is gone.
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    // Back from the payment page, the browser may show this page as it was left (back-forward cache).
    const back = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      sending.current = false;
      setLeaving(false);
    };
    window.addEventListener('pageshow', back);
    return () => window.removeEventListener('pageshow', back);
  }, []);

  if (methods.isPending) return <CenteredSpinner minHeight={160} />;
  if (methods.isError) return <LoadError error={methods.error} onRetry={methods.refetch} testId="deposit-load-error" />;
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
  const edited = () => {
    if (!sending.current) attemptKey.current = null;
  };
  const pick = (c: string) => {
    edited();
    setCode(c);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (sending.current) return;
    const checked = checkAmount(amount, method);
    if (!checked.ok) {
      setProblem(amountProblemText(t, checked.problem, method, symbol));
      return;
    }
    setProblem(null);
    sending.current = true;
    attemptKey.current ??= newIdempotencyKey();
    create.mutate(
      { method, amount: checked.minor, idempotencyKey: attemptKey.current },
      {
        onSuccess: (r) => {
          attemptKey.current = null;
          if (r.kind === 'bank') {
            sending.current = false;
            setCreated(r.deposit);
          } else {
            setLeaving(true);
            window.location.assign(r.url);
          }
        },
        onError: (err) => {
          sending.current = false;
          // No answer (network): a retry repeats this attempt. An answer ends it.
          if (!(err instanceof ApiError && err.code === 'network_error')) attemptKey.current = null;
        },
      },
    );
  };

  // A phone card has no amount to type: its own form (carrier, face value, serial, PIN).
  if (method.gateway === 'phone_card') {
    return (
      <div data-testid="deposit-form" className="flex max-w-xl flex-col gap-4">
        <OpenDeposits />
        <MethodPicker methods={list} value={method.code} onChange={pick} />
        <PhoneCardDeposit method={method} />
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} data-testid="deposit-form" className="flex max-w-xl flex-col gap-4">
      <OpenDeposits />
      <MethodPicker methods={list} value={method.code} onChange={pick} />
      {method.gateway === 'momo' ? <MomoNote /> : method.gateway === 'zalopay' ? <ZaloPayNote /> : null}
      <AmountInput
        label={t('deposit.amount')}
        value={amount}
        onChange={(v) => {
          edited();
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
        disabled={create.isPending || leaving}
        className="h-11 rounded-xl bg-primary px-5 text-sm font-bold text-white hover:bg-primary-strong disabled:opacity-60"
      >
        {method.kind === 'gateway' ? t('deposit.payNow') : t('deposit.submit')}
      </button>
    </form>
  );
}
