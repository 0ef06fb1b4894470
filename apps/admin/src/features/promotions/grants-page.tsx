import { promotionsContract } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { minorOf, wordsOf } from '../../shared/amount-input';
import { call } from '../../shared/api/client';
import { count } from '../../shared/format';
import { Button, Card, Field, Input, PageTitle } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { usePromotions } from './promotions-page';

/** Manual bonus to a list of accounts with a reason: offered to the reward centre or paid at once; once per batch. */
export function GrantsPage() {
  const { t, i18n } = useTranslation();
  const promos = usePromotions();
  const [accounts, setAccounts] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [payNow, setPayNow] = useState(false);
  const [multiplier, setMultiplier] = useState('');
  const [promotionId, setPromotionId] = useState('');
  // One key per form: pressing twice (or a retry) grants each account once.
  const [batchKey, setBatchKey] = useState(() => crypto.randomUUID());
  const [bad, setBad] = useState<string | null>(null);
  const grant = useMutation({
    mutationFn: (body: Parameters<typeof call<typeof promotionsContract.operatorGrant>>[1]) =>
      call(promotionsContract.operatorGrant, body),
    onSuccess: () => setBatchKey(crypto.randomUUID()),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const list = wordsOf(accounts.replace(/\s+/g, ','));
    const minor = minorOf(amount);
    const tenths =
      multiplier.trim() === ''
        ? 0
        : /^\d{1,3}(\.\d)?$/.test(multiplier.trim())
          ? Math.round(Number(multiplier) * 10)
          : -1;
    if (list.length === 0) return setBad('accounts');
    if (!minor) return setBad('amount');
    if (!reason.trim()) return setBad('reason');
    if (tenths < 0) return setBad('multiplier');
    setBad(null);
    grant.mutate({
      body: {
        accounts: list,
        amount: minor,
        reason: reason.trim(),
        batchKey,
        payNow,
        wagering: tenths > 0 ? { multiplierTenths: tenths, base: 'bonus', weights: {}, defaultWeight: 100 } : null,
        promotionId: promotionId ? Number(promotionId) : undefined,
      },
    });
  };
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        <Link to="/promotions" className="text-sm text-brand">
          ← {t('promotions.back')}
        </Link>
        <PageTitle>{t('promotions.grants.title')}</PageTitle>
      </div>
      <Card>
        <form onSubmit={submit} className="grid max-w-2xl gap-3">
          <Field label={t('promotions.grants.accounts')}>
            <textarea
              rows={4}
              className="rounded-md border border-slate-300 px-3 py-2 text-sm"
              value={accounts}
              onChange={(e) => setAccounts(e.target.value)}
            />
          </Field>
          <Field label={t('promotions.amount')}>
            <Input value={amount} onChange={(e) => setAmount(e.target.value)} />
          </Field>
          <Field label={t('promotions.reason')}>
            <Input value={reason} onChange={(e) => setReason(e.target.value)} />
          </Field>
          <Field label={t('promotions.grants.promotion')}>
            <select
              className="rounded-md border border-slate-300 px-3 py-2 text-sm"
              value={promotionId}
              onChange={(e) => setPromotionId(e.target.value)}
            >
              <option value="">{t('promotions.grants.noPromotion')}</option>
              {(promos.data?.items ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.code} — {p.content[lang].title}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('promotions.fields.multiplier')}>
            <Input value={multiplier} placeholder="0" onChange={(e) => setMultiplier(e.target.value)} />
          </Field>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={payNow} onChange={(e) => setPayNow(e.target.checked)} />
            {t('promotions.grants.payNow')}
          </label>
          {bad && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
              {t('promotions.invalidField', { field: t(`promotions.grants.fields.${bad}`) })}
            </p>
          )}
          <ErrorText error={grant.error} />
          <Button type="submit" disabled={grant.isPending}>
            {t('promotions.grants.submit')}
          </Button>
          {grant.isSuccess && (
            <p role="status" className="text-sm text-emerald-700">
              {t('promotions.grants.done', { n: count(grant.data.granted) })}
            </p>
          )}
        </form>
      </Card>
    </div>
  );
}
