import { depositsAdminContract as c, type DepositMethodConfig, DepositMethodKinds } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { money } from '../../shared/format';
import { Button, Card, Field, Input, Select } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { majorText, minorOf } from './cashier-kit';

type Method = DepositMethodConfig & { code: string };

const BLANK: Method = {
  code: '',
  kind: 'bank_transfer',
  gateway: null,
  enabled: false,
  min: 10_000_000,
  max: 10_000_000_000,
  names: { vi: '', en: '' },
  bank: { bankName: '', accountName: '', accountNumber: '', branch: '' },
  sort: 0,
};

/** Deposit methods: enabled or not, min and max per deposit, names, the receiving bank; edit or add one. */
export function DepositMethodsPage({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: ['cashier', 'methods'], queryFn: ({ signal }) => call(c.methods, { signal }) });
  const [editing, setEditing] = useState<Method | null>(null);
  return (
    <div className="space-y-4">
      <Card
        title={t('cashier.methods.title')}
        actions={
          canManage && (
            <Button variant="ghost" onClick={() => setEditing({ ...BLANK })}>
              {t('cashier.methods.add')}
            </Button>
          )
        }
      >
        <ErrorText error={list.error} />
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="deposit-methods">
            <thead className="border-b text-slate-500">
              <tr>
                <th className="py-2 pr-3">{t('cashier.methods.code')}</th>
                <th className="py-2 pr-3">{t('cashier.methods.name')}</th>
                <th className="py-2 pr-3">{t('cashier.methods.kind')}</th>
                <th className="py-2 pr-3">{t('cashier.methods.min')}</th>
                <th className="py-2 pr-3">{t('cashier.methods.max')}</th>
                <th className="py-2 pr-3">{t('cashier.methods.enabled')}</th>
                <th className="py-2" />
              </tr>
            </thead>
            <tbody>
              {list.data?.methods.map((m) => (
                <tr key={m.code} className="border-b last:border-0">
                  <td className="py-2 pr-3 font-mono text-xs">{m.code}</td>
                  <td className="py-2 pr-3">
                    {m.names.vi} / {m.names.en}
                  </td>
                  <td className="py-2 pr-3">
                    {t(`cashier.methods.kinds.${m.kind}`)}
                    {m.gateway ? ` · ${m.gateway}` : ''}
                  </td>
                  <td className="py-2 pr-3 tabular-nums">{money(m.min)}</td>
                  <td className="py-2 pr-3 tabular-nums">{money(m.max)}</td>
                  <td className="py-2 pr-3">{m.enabled ? t('cashier.yes') : t('cashier.no')}</td>
                  <td className="py-2">
                    {canManage && (
                      <Button variant="ghost" onClick={() => setEditing(m)}>
                        {t('cashier.edit')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      {editing && <MethodForm key={editing.code || 'new'} initial={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

function MethodForm({ initial, onClose }: { initial: Method; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const isNew = initial.code === '';
  const [m, setM] = useState<Method>(initial);
  const [min, setMin] = useState(majorText(initial.min));
  const [max, setMax] = useState(majorText(initial.max));
  const [problem, setProblem] = useState<string | null>(null);
  const bank = m.bank ?? { bankName: '', accountName: '', accountNumber: '', branch: '' };
  const save = useMutation({
    mutationFn: (body: Method) => {
      const { code, ...config } = body;
      return call(c.putMethod, { params: { code }, body: config });
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['cashier', 'methods'] });
      onClose();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const minor = { min: minorOf(min), max: minorOf(max) };
    if (minor.min === null || minor.max === null) return setProblem('cashier.amountInvalid');
    if (minor.max < minor.min) return setProblem('cashier.methods.maxBelowMin');
    if (!/^[a-z0-9_-]{1,32}$/.test(m.code)) return setProblem('cashier.methods.codeInvalid');
    setProblem(null);
    save.mutate({
      ...m,
      min: minor.min,
      max: minor.max,
      gateway: m.kind === 'gateway' ? m.gateway : null,
      bank: m.kind === 'bank_transfer' ? { ...bank, bin: bank.bin || undefined } : null,
    });
  };
  const text = (label: string, value: string, on: (v: string) => void, extra = {}, key?: string) => (
    <Field key={key} label={label}>
      <Input value={value} onChange={(e) => on(e.target.value)} {...extra} />
    </Field>
  );
  return (
    <Card title={isNew ? t('cashier.methods.add') : t('cashier.methods.editing', { code: m.code })}>
      <form onSubmit={submit} className="grid grid-cols-4 items-end gap-3 max-lg:grid-cols-2" data-testid="method-form">
        {isNew && text(t('cashier.methods.code'), m.code, (v) => setM({ ...m, code: v.trim() }))}
        <Field label={t('cashier.methods.kind')}>
          <Select value={m.kind} onChange={(e) => setM({ ...m, kind: e.target.value as Method['kind'] })}>
            {DepositMethodKinds.map((k) => (
              <option key={k} value={k}>
                {t(`cashier.methods.kinds.${k}`)}
              </option>
            ))}
          </Select>
        </Field>
        {m.kind === 'gateway' && text(t('cashier.methods.gateway'), m.gateway ?? '', (v) => setM({ ...m, gateway: v }))}
        {text(t('cashier.methods.nameVi'), m.names.vi, (v) => setM({ ...m, names: { ...m.names, vi: v } }))}
        {text(t('cashier.methods.nameEn'), m.names.en, (v) => setM({ ...m, names: { ...m.names, en: v } }))}
        {text(t('cashier.methods.min'), min, setMin, { inputMode: 'decimal' })}
        {text(t('cashier.methods.max'), max, setMax, { inputMode: 'decimal' })}
        {text(t('cashier.methods.sort'), String(m.sort), (v) => setM({ ...m, sort: Number.parseInt(v, 10) || 0 }), {
          inputMode: 'numeric',
        })}
        <label className="flex items-center gap-2 pb-2 text-sm">
          <input type="checkbox" checked={m.enabled} onChange={(e) => setM({ ...m, enabled: e.target.checked })} />
          {t('cashier.methods.enabled')}
        </label>
        {m.kind === 'bank_transfer' &&
          (['bankName', 'accountName', 'accountNumber', 'branch', 'bin'] as const).map((k) =>
            text(
              t(`cashier.methods.bank.${k}`),
              bank[k] ?? '',
              (v) => setM({ ...m, bank: { ...bank, [k]: v } }),
              {},
              k,
            ),
          )}
        <div className="col-span-full flex gap-2">
          <Button type="submit" disabled={save.isPending}>
            {t('cashier.save')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('cashier.cancel')}
          </Button>
        </div>
      </form>
      <div className="mt-3">
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {t(problem)}
          </p>
        )}
        <ErrorText error={save.error} />
      </div>
    </Card>
  );
}
