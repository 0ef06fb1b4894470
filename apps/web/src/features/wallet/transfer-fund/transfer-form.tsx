import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { minorToInput } from '../components/amount';
import { amountProblemText, checkAmount } from '../components/amount-check';
import { AmountInput } from '../components/amount-input';
import { useCurrencySymbol } from '../components/use-currency-symbol';
import { walletInputClass, walletPrimaryButtonClass } from '../components/wallet-styles';
import type { WalletLine } from './wallet-lines';

/**
 * Moves money between the main wallet and one vendor wallet. The amount is checked against what the
 * source wallet holds before asking the server (which checks again: the balance may have moved).
 */
export function TransferForm({
  main,
  vendors,
  busy,
  onSubmit,
}: {
  main: WalletLine;
  vendors: readonly WalletLine[];
  busy: boolean;
  onSubmit: (input: { vendor: string; direction: 'in' | 'out'; amount: number }) => void;
}) {
  const { t } = useTranslation('wallet');
  const symbol = useCurrencySymbol();
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [vendor, setVendor] = useState(vendors[0]?.wallet ?? '');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const source = direction === 'in' ? main.balance : (vendors.find((v) => v.wallet === vendor)?.balance ?? 0);
  const range = { min: 1, max: source };

  const submit = () => {
    const checked = checkAmount(amount, range);
    if (!checked.ok) {
      setError(amountProblemText(t, checked.problem, range, symbol));
      return;
    }
    setError(null);
    onSubmit({ vendor, direction, amount: checked.minor });
  };

  return (
    <form
      data-testid="tf-form"
      noValidate
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface-2/50 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) submit();
      }}
    >
      <fieldset className="flex flex-col gap-1.5">
        <legend className="pb-1.5 text-sm font-semibold text-text">{t('transferFund.form.direction')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(['in', 'out'] as const).map((d) => (
            <label
              key={d}
              className="flex cursor-pointer items-center gap-2 rounded-xl border border-border bg-surface px-3 py-2.5 text-sm has-checked:border-primary has-checked:bg-primary-soft has-checked:font-semibold"
            >
              <input
                type="radio"
                name="tf-direction"
                data-testid={`tf-direction-${d}`}
                value={d}
                checked={direction === d}
                onChange={() => {
                  setDirection(d);
                  setError(null);
                }}
                className="accent-primary"
              />
              {t(`transferFund.form.${d}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex flex-col gap-1.5 text-sm font-semibold text-text">
        {t('transferFund.form.vendor')}
        <select
          data-testid="tf-vendor"
          className={walletInputClass}
          value={vendor}
          onChange={(e) => {
            setVendor(e.target.value);
            setError(null);
          }}
        >
          {vendors.map((v) => (
            <option key={v.wallet} value={v.wallet}>
              {v.wallet}
            </option>
          ))}
        </select>
      </label>
      <AmountInput
        label={t('transferFund.form.amount')}
        value={amount}
        onChange={(v) => {
          setAmount(v);
          setError(null);
        }}
        symbol={symbol}
        testId="tf-amount"
        error={error}
        disabled={busy}
      />
      <div className="grid grid-cols-[auto_1fr] gap-2">
        <button
          type="button"
          data-testid="tf-all"
          disabled={busy || source <= 0}
          onClick={() => {
            setAmount(minorToInput(source));
            setError(null);
          }}
          className="h-11 rounded-xl border border-border px-4 text-sm font-semibold text-text hover:border-primary hover:text-primary disabled:opacity-50"
        >
          {t('transferFund.form.all')}
        </button>
        <button type="submit" data-testid="tf-submit" disabled={busy || !vendor} className={walletPrimaryButtonClass}>
          {t('transferFund.form.submit')}
        </button>
      </div>
    </form>
  );
}
