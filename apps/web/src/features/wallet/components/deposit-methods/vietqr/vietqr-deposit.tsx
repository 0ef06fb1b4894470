import type { Deposit } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredSpinner } from '../../../../../shared/ui/spinner';
import { invalidateBalance } from '../../../../../shared/wallet/balance-query';
import { cancelDeposit } from '../../../deposit/api/cancel-deposit';
import { depositKeys } from '../../../deposit/api/deposit-keys';
import { depositQueryOptions } from '../../../deposit/api/get-deposit';
import { CopyField } from '../../../deposit/copy-field';
import { Money } from '../../money';
import { walletErrorText } from '../../wallet-error';
import { demoPayVietQr, vietQrQueryOptions } from './vietqr-api';

/**
 * A VietQR bank-transfer deposit, phone first: the QR to scan from a banking app, then the account,
 * amount and reference with copy buttons for those who type the transfer. The deposit's status is
 * asked every 2 s while pending (the bank feed credits it when the money arrives); once it settles the
 * balance is refreshed. In the demo, the sandbox bank can make the transfer.
 */
export function VietQrDeposit({
  deposit,
  onDone,
  doneLabel,
}: {
  deposit: Deposit;
  onDone: () => void;
  /** The closing button's text (default: make another deposit). */
  doneLabel?: string;
}) {
  const { t } = useTranslation(['wallet', 'errors']);
  const client = useQueryClient();
  const qr = useQuery(vietQrQueryOptions(deposit.id));
  const live = useQuery({ ...depositQueryOptions(deposit.id), initialData: deposit });
  const status = live.data.status;
  const demoPay = useMutation({ mutationFn: () => demoPayVietQr(deposit.id) });
  // A cancelled one no longer holds the deposit limit; money that still arrives with the reference is credited.
  const cancel = useMutation({ mutationFn: () => cancelDeposit(deposit.id), onSettled: () => void live.refetch() });

  useEffect(() => {
    if (status !== 'pending') {
      void invalidateBalance(client);
      void client.invalidateQueries({ queryKey: depositKeys.all, predicate: (x) => x.queryKey[2] !== 'one' });
    }
  }, [status, client]);

  if (qr.isPending) return <CenteredSpinner minHeight={240} />;
  if (qr.isError) {
    return (
      <p role="alert" data-testid="vietqr-error" className="text-sm text-danger">
        {walletErrorText(t, qr.error)}
      </p>
    );
  }
  const v = qr.data;
  const pending = status === 'pending';
  const statusText =
    status === 'pending'
      ? t('deposit.vietqr.waiting')
      : status === 'succeeded'
        ? t('deposit.vietqr.credited')
        : status === 'review'
          ? t('deposit.vietqr.review')
          : t('deposit.vietqr.closed');

  return (
    <section data-testid="vietqr-deposit" className="flex max-w-md flex-col gap-3">
      <p
        role="status"
        data-testid="vietqr-status"
        data-status={status}
        className={`rounded-xl px-4 py-3 text-sm ${status === 'succeeded' ? 'bg-success/15 text-text' : 'bg-primary-soft text-text'}`}
      >
        {statusText}
      </p>
      {pending ? (
        <>
          <p className="text-sm text-text-muted">{t('deposit.vietqr.intro')}</p>
          <figure className="flex flex-col items-center gap-2 rounded-xl border border-border bg-white p-3">
            <img
              src={v.qrImage}
              alt={t('deposit.vietqr.qrAlt')}
              data-testid="vietqr-image"
              width={240}
              height={240}
              className="h-60 w-60"
            />
            <figcaption className="text-center text-xs text-neutral-600">{t('deposit.vietqr.scanHint')}</figcaption>
          </figure>
        </>
      ) : null}
      <div className="flex items-baseline justify-between rounded-xl border border-border px-4 py-2">
        <span className="text-xs text-text-muted">{t('deposit.amount')}</span>
        <Money minor={v.amount} className="text-lg font-bold" testId="vietqr-amount" />
      </div>
      {v.expectedCredit !== v.amount ? (
        <p className="text-xs text-text-muted" data-testid="vietqr-expected-credit">
          {t('deposit.vietqr.youReceive')} <Money minor={v.expectedCredit} />
        </p>
      ) : null}
      <div className="rounded-xl border border-border px-4 py-1">
        <CopyField label={t('deposit.vietqr.reference')} value={v.referenceCode} testId="vietqr-reference" />
        <CopyField label={t('deposit.accountNumber')} value={v.bank.accountNumber} testId="vietqr-account-number" />
        <CopyField label={t('deposit.accountName')} value={v.bank.accountName} testId="vietqr-account-name" />
        <CopyField label={t('deposit.bankName')} value={v.bank.bankName} testId="vietqr-bank-name" />
        <CopyField
          label={t('deposit.amount')}
          value={String(Math.floor(v.amount / 100))}
          testId="vietqr-amount-plain"
        />
      </div>
      {pending && v.demoPay ? (
        <div className="flex flex-col gap-1 rounded-xl border border-dashed border-border px-4 py-3">
          <button
            type="button"
            data-testid="vietqr-demo-pay"
            disabled={demoPay.isPending || demoPay.isSuccess}
            onClick={() => demoPay.mutate(undefined, { onSettled: () => void live.refetch() })}
            className="h-10 rounded-xl bg-primary px-4 text-sm font-bold text-white hover:bg-primary-strong disabled:opacity-60"
          >
            {t('deposit.vietqr.demoPay')}
          </button>
          <span className="text-xs text-text-muted">{t('deposit.vietqr.demoHint')}</span>
          {demoPay.isError ? (
            <span role="alert" className="text-xs text-danger">
              {walletErrorText(t, demoPay.error)}
            </span>
          ) : null}
        </div>
      ) : null}
      {cancel.isError ? (
        <p role="alert" className="text-xs text-danger">
          {walletErrorText(t, cancel.error)}
        </p>
      ) : null}
      {pending ? (
        <button
          type="button"
          data-testid="vietqr-cancel"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate()}
          className="h-10 self-start rounded-xl border border-border px-4 text-sm font-semibold text-text hover:border-danger disabled:opacity-60"
        >
          {t('deposit.vietqr.cancel')}
        </button>
      ) : null}
      <button
        type="button"
        data-testid="deposit-new"
        onClick={onDone}
        className="h-10 self-start rounded-xl border border-border px-4 text-sm font-semibold text-text hover:border-primary"
      >
        {doneLabel ?? t('deposit.newDeposit')}
      </button>
    </section>
  );
}
