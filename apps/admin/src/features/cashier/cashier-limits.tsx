import { backofficeCashierSettingsContract as c } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { Button, Card, Field, Input } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { majorText, minorOf } from './cashier-kit';

/** Amount fields (minor units, edited in đồng) and whole-number fields of the withdrawal settings. */
const W_MONEY = ['min', 'max'] as const;
const W_INTS = [
  'maxPending',
  'maxBankAccounts',
  'autoReceiptMinutes',
  'paymentPasswordAttempts',
  'paymentPasswordLockMinutes',
  'depositTurnoverPercent',
] as const;
const T_RULES = ['toUpline', 'toDownline'] as const;

type Json = Record<string, unknown>;

/**
 * The cashier's limits: withdrawals (amounts, open requests, bank accounts, the receipt window of spec §4, the
 * payment password lock, the deposit turnover) and member-to-agent transfers. Saved whole; the server checks
 * them with the settings CLI's schema and the next request uses them.
 */
export function CashierLimits({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const withdrawal = useQuery({
    queryKey: ['cashier', 'settings', 'withdrawal'],
    queryFn: ({ signal }) => call(c.get, { params: { key: 'withdrawal' }, signal }),
  });
  const transfer = useQuery({
    queryKey: ['cashier', 'settings', 'memberTransfer'],
    queryFn: ({ signal }) => call(c.get, { params: { key: 'memberTransfer' }, signal }),
  });
  return (
    <div className="space-y-4">
      <Card title={t('cashier.limits.withdrawal')}>
        <ErrorText error={withdrawal.error} />
        {withdrawal.data && <WithdrawalForm value={withdrawal.data.value as Json} canManage={canManage} />}
      </Card>
      <Card title={t('cashier.limits.transfer')}>
        <ErrorText error={transfer.error} />
        {transfer.data && <TransferForm value={transfer.data.value as Json} canManage={canManage} />}
      </Card>
    </div>
  );
}

function useSave(key: 'withdrawal' | 'memberTransfer') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (value: Json) => call(c.put, { params: { key }, body: { value } }),
    onSuccess: (v) => qc.setQueryData(['cashier', 'settings', key], v),
  });
}

function WithdrawalForm({ value, canManage }: { value: Json; canManage: boolean }) {
  const { t } = useTranslation();
  const save = useSave('withdrawal');
  const [enabled, setEnabled] = useState(Boolean(value.enabled));
  const [text, setText] = useState<Record<string, string>>(() => ({
    ...Object.fromEntries(W_MONEY.map((k) => [k, majorText(Number(value[k] ?? 0))])),
    ...Object.fromEntries(W_INTS.map((k) => [k, String(value[k] ?? '')])),
  }));
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const money = Object.fromEntries(W_MONEY.map((k) => [k, minorOf(text[k] ?? '')]));
    const ints = Object.fromEntries(W_INTS.map((k) => [k, Number(text[k])]));
    if (Object.values(money).some((v) => v === null)) return setProblem('cashier.amountInvalid');
    if (Object.values(ints).some((v) => !Number.isInteger(v) || v < 0)) return setProblem('cashier.limits.wholeNumber');
    if ((money.max as number) < (money.min as number)) return setProblem('cashier.methods.maxBelowMin');
    setProblem(null);
    save.mutate({ ...value, enabled, ...money, ...ints });
  };
  return (
    <form
      onSubmit={submit}
      className="grid grid-cols-4 items-end gap-3 max-lg:grid-cols-2"
      data-testid="withdrawal-limits"
    >
      <label className="flex items-center gap-2 pb-2 text-sm">
        <input type="checkbox" disabled={!canManage} checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        {t('cashier.limits.enabled')}
      </label>
      {[...W_MONEY, ...W_INTS].map((k) => (
        <Field key={k} label={t(`cashier.limits.fields.${k}`)}>
          <Input
            inputMode={W_MONEY.includes(k as (typeof W_MONEY)[number]) ? 'decimal' : 'numeric'}
            disabled={!canManage}
            value={text[k] ?? ''}
            onChange={(e) => setText({ ...text, [k]: e.target.value })}
          />
        </Field>
      ))}
      <Footer canManage={canManage} busy={save.isPending} saved={save.isSuccess} problem={problem} error={save.error} />
    </form>
  );
}

function TransferForm({ value, canManage }: { value: Json; canManage: boolean }) {
  const { t } = useTranslation();
  const save = useSave('memberTransfer');
  const rule = (k: string) => (value[k] ?? {}) as { enabled?: boolean; min?: number; max?: number };
  const [rules, setRules] = useState(() =>
    Object.fromEntries(
      T_RULES.map((k) => [
        k,
        { enabled: Boolean(rule(k).enabled), min: majorText(rule(k).min ?? 0), max: majorText(rule(k).max ?? 0) },
      ]),
    ),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const out: Json = {};
    for (const k of T_RULES) {
      const r = rules[k]!;
      const min = minorOf(r.min);
      const max = minorOf(r.max);
      if (min === null || max === null) return setProblem('cashier.amountInvalid');
      if (max < min) return setProblem('cashier.methods.maxBelowMin');
      out[k] = { enabled: r.enabled, min, max };
    }
    setProblem(null);
    save.mutate(out);
  };
  return (
    <form onSubmit={submit} className="space-y-3" data-testid="transfer-limits">
      {T_RULES.map((k) => (
        <div key={k} className="flex flex-wrap items-end gap-3">
          <label className="flex w-48 items-center gap-2 pb-2 text-sm">
            <input
              type="checkbox"
              disabled={!canManage}
              checked={rules[k]!.enabled}
              onChange={(e) => setRules({ ...rules, [k]: { ...rules[k]!, enabled: e.target.checked } })}
            />
            {t(`cashier.limits.${k}`)}
          </label>
          {(['min', 'max'] as const).map((m) => (
            <Field key={m} label={t(`cashier.limits.fields.${m}`)}>
              <Input
                inputMode="decimal"
                disabled={!canManage}
                value={rules[k]![m]}
                onChange={(e) => setRules({ ...rules, [k]: { ...rules[k]!, [m]: e.target.value } })}
              />
            </Field>
          ))}
        </div>
      ))}
      <Footer canManage={canManage} busy={save.isPending} saved={save.isSuccess} problem={problem} error={save.error} />
    </form>
  );
}

function Footer(p: { canManage: boolean; busy: boolean; saved: boolean; problem: string | null; error: unknown }) {
  const { t } = useTranslation();
  return (
    <div className="col-span-full space-y-2">
      {p.canManage && (
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={p.busy}>
            {t('cashier.save')}
          </Button>
          {p.saved && <span className="text-sm text-emerald-700">{t('cashier.limits.saved')}</span>}
        </div>
      )}
      {p.problem && (
        <p role="alert" className="text-sm text-red-700">
          {t(p.problem)}
        </p>
      )}
      <ErrorText error={p.error} />
    </div>
  );
}
