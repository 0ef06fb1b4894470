import type { PointsReward, Redemption } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-text';
import { formatCount } from '../../../shared/format/number';
import { useFormatMoney } from '../../../shared/format/use-money';
import { useLanguage } from '../../../shared/i18n/use-language';
import { redeem } from '../api/points.api';
import { maxQuantity, parseQuantityText } from '../lib/points-view';
import { inputClass, labelClass, primaryButtonClass, secondaryButtonClass } from '../lib/styles';

const PASSWORD = /^[0-9]{6}$/;

/**
 * The redeem dialog's form: quantity (checked as the server does), the points it takes and what is left,
 * a delivery address for gifts, and the payment password. The server's refusal is shown translated and
 * the dialog stays open; nothing changed on its side.
 */
export function RedeemForm({
  reward,
  balance,
  onDone,
  onCancel,
}: {
  reward: PointsReward;
  balance: number;
  onDone: (r: Redemption) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['pointMall', 'errors']);
  const { language } = useLanguage();
  const money = useFormatMoney();
  const id = useId();
  const max = Math.max(1, maxQuantity(reward, balance));
  const [quantity, setQuantity] = useState('1');
  const [password, setPassword] = useState('');
  const [address, setAddress] = useState({ name: '', phone: '', address: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const physical = reward.kind === 'physical';
  const q = parseQuantityText(quantity, max);
  const required = (q ?? 0) * reward.points;
  const mutation = useMutation({
    mutationFn: () =>
      redeem(
        { rewardId: reward.id, quantity: quantity.trim(), password, address: physical ? address : null },
        language,
      ),
    onSuccess: (res) => onDone(res.redemption),
    onError: (err) => setProblem(apiErrorText(t, err)),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (q === null) return setProblem(t('dialog.quantityInvalid', { max }));
    if (physical && (!address.name.trim() || !address.phone.trim() || !address.address.trim())) {
      return setProblem(t('dialog.addressInvalid'));
    }
    if (!PASSWORD.test(password)) return setProblem(t('dialog.passwordInvalid'));
    setProblem(null);
    mutation.mutate();
  };
  const field = (key: keyof typeof address, type: string, autoComplete: string) => (
    <label className={labelClass}>
      {t(`dialog.${key}`)}
      <input
        data-testid={`redeem-${key}`}
        type={type}
        autoComplete={autoComplete}
        className={inputClass}
        value={address[key]}
        maxLength={key === 'address' ? 300 : key === 'phone' ? 16 : 60}
        onChange={(e) => setAddress((a) => ({ ...a, [key]: e.target.value }))}
      />
    </label>
  );

  return (
    <form data-testid="redeem-form" className="flex flex-col gap-4 text-left" onSubmit={submit} noValidate>
      <label className={labelClass}>
        {t('dialog.quantity')}
        <input
          data-testid="redeem-quantity"
          inputMode="numeric"
          className={inputClass}
          value={quantity}
          aria-invalid={q === null}
          aria-describedby={`${id}-qh`}
          onChange={(e) => setQuantity(e.target.value)}
        />
        <span id={`${id}-qh`} className="text-xs font-normal text-text-muted">
          {t('dialog.quantityHint', { max })}
        </span>
      </label>
      <dl className="grid grid-cols-2 gap-2 rounded-xl bg-surface-2 p-3 text-sm">
        <dt className="text-text-muted">{t('dialog.required')}</dt>
        <dd data-testid="redeem-required" className="tabular text-right font-bold">
          {formatCount(required)}
        </dd>
        {reward.amount > 0 ? (
          <>
            <dt className="text-text-muted">{t('dialog.amount')}</dt>
            <dd className="tabular text-right font-bold">{money((q ?? 0) * reward.amount)}</dd>
          </>
        ) : null}
        <dt className="text-text-muted">{t('dialog.after')}</dt>
        <dd className="tabular text-right font-bold">{formatCount(Math.max(0, balance - required))}</dd>
      </dl>
      {physical ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-bold">{t('dialog.addressTitle')}</legend>
          {field('name', 'text', 'name')}
          {field('phone', 'tel', 'tel')}
          {field('address', 'text', 'street-address')}
        </fieldset>
      ) : null}
      <label className={labelClass}>
        {t('dialog.password')}
        <input
          data-testid="redeem-password"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          className={inputClass}
          value={password}
          onChange={(e) => setPassword(e.target.value.replace(/\D/g, ''))}
        />
        <span className="text-xs font-normal text-text-muted">{t('dialog.passwordHint')}</span>
      </label>
      {problem ? (
        <p role="alert" data-testid="redeem-error" className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="button" className={`${secondaryButtonClass} flex-1`} onClick={onCancel}>
          {t('dialog.cancel')}
        </button>
        <button
          type="submit"
          data-testid="redeem-submit"
          className={`${primaryButtonClass} flex-1`}
          disabled={mutation.isPending}
        >
          {t('dialog.confirm')}
        </button>
      </div>
    </form>
  );
}
