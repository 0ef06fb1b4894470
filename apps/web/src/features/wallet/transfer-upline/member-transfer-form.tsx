import type { MemberTransfer } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client';
import { invalidateBalance } from '../../../shared/wallet/balance-query';
import { amountProblemText, amountRangeHint, checkAmount } from '../components/amount-check';
import { AmountInput } from '../components/amount-input';
import { Money } from '../components/money';
import { useCurrencySymbol } from '../components/use-currency-symbol';
import { newIdempotencyKey, walletErrorText } from '../components/wallet-error';
import { walletInputClass, walletPrimaryButtonClass } from '../components/wallet-styles';
import type { MemberTransferInput } from './api/member-transfer.api';
import { uplineKeys } from './api/upline-info.api';

/** Codes after which the same request can be sent again as it is (the key is kept: never twice). */
const KEEP_KEY = new Set(['payment_password_wrong', 'network_error', 'internal_error']);

/**
 * Amount + payment password for one member-to-member transfer (to the upline agent, or an agent to a
 * downline member). The operator's min/max are shown and checked, and capped by what the main wallet
 * holds. One idempotency key per transfer: a re-send after a lost answer cannot move the money twice.
 */
export function MemberTransferForm({
  testId,
  rule,
  available,
  send,
  children,
}: {
  testId: string;
  rule: { min: number; max: number };
  available: number;
  send: (input: MemberTransferInput) => Promise<MemberTransfer>;
  /** Extra fields above the amount (the downline member picker). */
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('wallet');
  const symbol = useCurrencySymbol();
  const client = useQueryClient();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: MemberTransfer } | { error: unknown } | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef(newIdempotencyKey());

  const submit = async () => {
    if (busy) return;
    const checked = checkAmount(amount, rule);
    if (!checked.ok) return setAmountError(amountProblemText(t, checked.problem, rule, symbol));
    if (checked.minor > available) return setAmountError(t('components.amount.overBalance'));
    if (!password) return setResult({ error: new ApiError('payment_password_required', 400, '') });
    setBusy(true);
    setResult(null);
    try {
      const ok = await send({ amount: checked.minor, paymentPassword: password, idempotencyKey: key.current });
      setResult({ ok });
      setAmount('');
      key.current = newIdempotencyKey();
    } catch (error) {
      setResult({ error });
      if (!(error instanceof ApiError && KEEP_KEY.has(error.code))) key.current = newIdempotencyKey();
    } finally {
      setPassword('');
      setBusy(false);
      await Promise.all([client.invalidateQueries({ queryKey: uplineKeys.all }), invalidateBalance(client)]);
    }
  };

  return (
    <form
      data-testid={testId}
      noValidate
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface-2/50 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {children}
      <AmountInput
        label={t('transferUpline.amount')}
        value={amount}
        onChange={(v) => {
          setAmount(v);
          setAmountError(null);
        }}
        hint={amountRangeHint(t, rule, symbol)}
        error={amountError}
        symbol={symbol}
        testId={`${testId}-amount`}
        disabled={busy}
      />
      <label className="flex flex-col gap-1.5 text-sm font-semibold text-text">
        {t('transferUpline.paymentPassword')}
        <input
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={64}
          data-testid={`${testId}-password`}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          className={walletInputClass}
        />
      </label>
      <button type="submit" data-testid={`${testId}-submit`} disabled={busy} className={walletPrimaryButtonClass}>
        {t('transferUpline.submit')}
      </button>
      {result && 'ok' in result ? (
        <p
          role="status"
          data-testid={`${testId}-done`}
          className="rounded-xl bg-success/10 px-3 py-2.5 text-sm text-text"
        >
          {t('transferUpline.done', { account: result.ok.counterparty })}{' '}
          <Money minor={Math.abs(result.ok.amount)} className="font-bold" />
        </p>
      ) : null}
      {result && 'error' in result ? (
        <p
          role="alert"
          data-testid={`${testId}-error`}
          className="rounded-xl bg-danger/10 px-3 py-2.5 text-sm text-danger"
        >
          {errorText(t, result.error, rule, symbol)}
        </p>
      ) : null}
    </form>
  );
}

function errorText(
  t: ReturnType<typeof useTranslation>['t'],
  error: unknown,
  rule: { min: number; max: number },
  symbol: string,
): string {
  if (error instanceof ApiError && error.code === 'payment_password_required') {
    return t('transferUpline.passwordRequired');
  }
  // The server's own bounds (settings may have changed since the page loaded) are in the error details.
  if (error instanceof ApiError && error.code === 'transfer_amount_out_of_range') {
    const d = error.details as { min?: unknown; max?: unknown } | undefined;
    const range = typeof d?.min === 'number' && typeof d.max === 'number' ? { min: d.min, max: d.max } : rule;
    return `${walletErrorText(t, error)} (${amountRangeHint(t, range, symbol)})`;
  }
  return walletErrorText(t, error);
}
