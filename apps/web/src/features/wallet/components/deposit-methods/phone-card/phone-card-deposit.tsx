import type { Deposit, DepositMethod } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../../shared/format/number';
import { CenteredSpinner } from '../../../../../shared/ui/spinner';
import { invalidateBalance } from '../../../../../shared/wallet/balance-query';
import { depositKeys } from '../../../deposit/api/deposit-keys';
import { depositQueryOptions } from '../../../deposit/api/get-deposit';
import { DEPOSIT_STATUS_TONE } from '../../../deposit/deposit-status';
import { Money } from '../../money';
import { StatusBadge } from '../../status-badge';
import { useCurrencySymbol } from '../../use-currency-symbol';
import { newIdempotencyKey, walletErrorText } from '../../wallet-error';
import { cardDigits, creditAfterDiscount, lengthProblem } from './card-input';
import { phoneCardOptionsQueryOptions, submitPhoneCard } from './phone-card-api';

const field = 'h-11 w-full rounded-xl border border-border bg-surface px-3 text-base text-text';

/**
 * A prepaid phone card (thẻ cào): carrier, face value, serial and PIN, with the credit after the
 * carrier's discount shown before sending. The card provider answers later: the deposit's status is
 * asked again until it is credited or refused.
 */
export function PhoneCardDeposit({ method }: { method: DepositMethod }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const client = useQueryClient();
  const options = useQuery(phoneCardOptionsQueryOptions());
  const symbol = useCurrencySymbol();
  const [carrier, setCarrier] = useState<string | null>(null);
  const [face, setFace] = useState<number | null>(null);
  const [serial, setSerial] = useState('');
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [attemptKey, setAttemptKey] = useState(newIdempotencyKey);
  const [sent, setSent] = useState<{ deposit: Deposit; expectedCredit: number } | null>(null);
  const submit = useMutation({
    mutationFn: submitPhoneCard,
    onSuccess: (r) => {
      setSent(r);
      void client.invalidateQueries({ queryKey: depositKeys.all });
    },
  });

  if (options.isPending) return <CenteredSpinner minHeight={120} />;
  if (options.isError) return <p role="alert">{walletErrorText(t, options.error)}</p>;
  if (sent) {
    return (
      <CardResult
        sent={sent}
        onAgain={() => {
          setSent(null);
          setSerial('');
          setPin('');
          setAttemptKey(newIdempotencyKey());
          submit.reset();
        }}
      />
    );
  }
  const carriers = options.data.carriers;
  if (carriers.length === 0) return <p data-testid="phone-card-none">{t('deposit.phoneCard.none')}</p>;
  const c = carriers.find((x) => x.code === carrier) ?? carriers[0]!;
  const faceValue = face !== null && c.denominations.includes(face) ? face : (c.denominations[0] ?? 0);

  const send = (e: FormEvent) => {
    e.preventDefault();
    const s = lengthProblem(serial, c.serialLengths);
    const p = lengthProblem(pin, c.pinLengths);
    if (s || p) {
      setProblem(
        s
          ? t('deposit.phoneCard.serialLength', { lengths: c.serialLengths.join(' / ') })
          : t('deposit.phoneCard.pinLength', { lengths: c.pinLengths.join(' / ') }),
      );
      return;
    }
    setProblem(null);
    submit.mutate({ methodCode: method.code, carrier: c.code, faceValue, serial, pin, idempotencyKey: attemptKey });
  };

  return (
    <form noValidate onSubmit={send} data-testid="phone-card-form" className="flex max-w-xl flex-col gap-3">
      <label className="flex flex-col gap-1 text-sm font-semibold text-text">
        {t('deposit.phoneCard.carrier')}
        <select
          data-testid="phone-card-carrier"
          className={field}
          value={c.code}
          onChange={(e) => {
            setCarrier(e.target.value);
            setProblem(null);
          }}
        >
          {carriers.map((x) => (
            <option key={x.code} value={x.code}>
              {t(`deposit.phoneCard.carriers.${x.code}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold text-text">
        {t('deposit.phoneCard.faceValue')}
        <select
          data-testid="phone-card-face"
          className={field}
          value={faceValue}
          onChange={(e) => setFace(Number(e.target.value))}
        >
          {c.denominations.map((v) => (
            <option key={v} value={v}>
              {formatMoney(v, symbol)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold text-text">
        {t('deposit.phoneCard.serial')}
        <input
          data-testid="phone-card-serial"
          className={field}
          inputMode="numeric"
          autoComplete="off"
          value={serial}
          maxLength={20}
          onChange={(e) => setSerial(cardDigits(e.target.value))}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold text-text">
        {t('deposit.phoneCard.pin')}
        <input
          data-testid="phone-card-pin"
          className={field}
          inputMode="numeric"
          autoComplete="off"
          value={pin}
          maxLength={20}
          onChange={(e) => setPin(cardDigits(e.target.value))}
        />
      </label>
      <p className="text-sm text-text-muted" data-testid="phone-card-credit">
        {t('deposit.phoneCard.creditAfter', { percent: c.discountBp / 100 })}{' '}
        <Money minor={creditAfterDiscount(faceValue, c.discountBp)} className="font-bold text-text" />
      </p>
      {problem ? (
        <p role="alert" data-testid="phone-card-problem" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      {submit.isError ? (
        <p role="alert" data-testid="deposit-error" className="text-sm text-danger">
          {walletErrorText(t, submit.error)}
        </p>
      ) : null}
      <button
        type="submit"
        data-testid="phone-card-submit"
        disabled={submit.isPending}
        className="h-11 rounded-xl bg-primary px-5 text-sm font-bold text-white hover:bg-primary-strong disabled:opacity-60"
      >
        {t('deposit.phoneCard.submit')}
      </button>
    </form>
  );
}

/** The card's deposit while the provider decides, then credited (balance refreshed) or refused. */
function CardResult({ sent, onAgain }: { sent: { deposit: Deposit; expectedCredit: number }; onAgain: () => void }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const client = useQueryClient();
  const q = useQuery(depositQueryOptions(sent.deposit.id));
  const d = q.data ?? sent.deposit;
  useEffect(() => {
    if (d.status !== 'pending') {
      void invalidateBalance(client);
      void client.invalidateQueries({ queryKey: depositKeys.all, predicate: (x) => x.queryKey[2] !== 'one' });
    }
  }, [d.status, client]);
  return (
    <section role="status" data-testid="phone-card-result" className="flex max-w-xl flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface-2 px-4 py-3 text-sm">
        <Money minor={d.amount} className="font-semibold" />
        <StatusBadge
          label={t(`deposit.status.${d.status}`)}
          tone={DEPOSIT_STATUS_TONE[d.status]}
          testId="phone-card-status"
        />
        <span className="w-full text-text-muted">
          {d.status === 'succeeded' ? (
            <>
              {t('deposit.credited')} <Money minor={d.credited} testId="phone-card-credited" />
            </>
          ) : d.status === 'pending' ? (
            <>
              {t('deposit.phoneCard.pending')} <Money minor={sent.expectedCredit} />
            </>
          ) : (
            t('deposit.phoneCard.refused')
          )}
        </span>
      </div>
      <button
        type="button"
        data-testid="phone-card-again"
        onClick={onAgain}
        className="h-10 self-start rounded-xl border border-border px-4 text-sm font-semibold text-text hover:border-primary"
      >
        {t('deposit.phoneCard.another')}
      </button>
    </section>
  );
}
