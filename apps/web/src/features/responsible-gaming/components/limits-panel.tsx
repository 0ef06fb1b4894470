import { RgMoneyPeriods, type RgState } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-text';
import { formatDateTime } from '../../../shared/format/date';
import { useFormatMoney } from '../../../shared/format/use-money';
import { rgKeys, setRgLimits } from '../api';
import { parseLimitInput } from '../lib';

const KINDS = ['deposit', 'loss', 'wager', 'session'] as const;
type Kind = (typeof KINDS)[number];
const input =
  'w-full rounded-xl border border-border bg-surface px-3 py-2.5 text-sm text-text outline-none focus:border-primary focus:ring-2 focus:ring-primary/20';

/**
 * The member's limits: what is in force per kind and period, increases waiting out the cooling delay (with
 * the time they apply), and a form to change one. A decrease applies at once; an increase waits.
 */
export function LimitsPanel({ state }: { state: RgState }) {
  const { t, i18n } = useTranslation(['memberCentre', 'errors']);
  const money = useFormatMoney();
  const client = useQueryClient();
  const ids = { kind: useId(), period: useId(), value: useId() };
  const [kind, setKind] = useState<Kind>('loss');
  const [period, setPeriod] = useState<string>('daily');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (v: number | null) =>
      setRgLimits([{ kind, period: kind === 'session' ? 'session' : period, value: v }]),
    onSuccess: (next) => {
      client.setQueryData(rgKeys.state, next);
      void client.invalidateQueries({ queryKey: rgKeys.history });
      setValue('');
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseLimitInput(value, kind);
    if (parsed === 'invalid') {
      setProblem(t('errors:rg_limit_invalid'));
      return;
    }
    setProblem(null);
    save.mutate(parsed);
  };
  const show = (k: Kind, v: number | null) =>
    v === null ? t('rg.noLimit') : k === 'session' ? t('rg.minutes', { count: v }) : money(v);
  return (
    <div className="flex flex-col gap-3">
      <h4 className="text-sm font-semibold text-text">{t('rg.limitsTitle')}</h4>
      <p className="text-xs text-text-muted">{t('rg.limitsText', { hours: state.coolingHours })}</p>
      <table data-testid="rg-limits" className="w-full text-left text-sm">
        <thead className="text-xs text-text-muted">
          <tr>
            <th className="py-1 font-normal" />
            {RgMoneyPeriods.map((p) => (
              <th key={p} className="py-1 font-normal">
                {t(`rg.periods.${p}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(['deposit', 'loss', 'wager'] as const).map((k) => (
            <tr key={k} data-testid={`rg-limit-${k}`} className="border-t border-border">
              <th className="py-1.5 pr-2 font-semibold text-text">{t(`rg.kinds.${k}`)}</th>
              {RgMoneyPeriods.map((p) => (
                <td key={p} data-testid={`rg-limit-${k}-${p}`} className="py-1.5 pr-2 text-text">
                  {show(k, state[k][p])}
                </td>
              ))}
            </tr>
          ))}
          <tr data-testid="rg-limit-session" className="border-t border-border">
            <th className="py-1.5 pr-2 font-semibold text-text">{t('rg.kinds.session')}</th>
            <td colSpan={3} className="py-1.5 text-text">
              {show('session', state.sessionMinutes)}
            </td>
          </tr>
        </tbody>
      </table>
      {state.pending.length > 0 ? (
        <ul data-testid="rg-pending" className="flex flex-col gap-1 text-xs text-accent-strong">
          {state.pending.map((p) => (
            <li key={`${p.kind}-${p.period}`} data-testid="rg-pending-item">
              {t('rg.pending', {
                kind: t(`rg.kinds.${p.kind}`),
                period: t(`rg.periods.${p.period}`),
                value: show(p.kind, p.value),
                at: formatDateTime(p.effectiveAt, i18n.language),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      <form noValidate onSubmit={submit} data-testid="rg-limit-form" className="grid gap-2 sm:grid-cols-4">
        <label htmlFor={ids.kind} className="sr-only">
          {t('rg.kind')}
        </label>
        <select
          id={ids.kind}
          data-testid="rg-limit-kind"
          value={kind}
          onChange={(e) => setKind(e.target.value as Kind)}
          className={input}
        >
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`rg.kinds.${k}`)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.period} className="sr-only">
          {t('rg.period')}
        </label>
        <select
          id={ids.period}
          data-testid="rg-limit-period"
          value={kind === 'session' ? 'session' : period}
          disabled={kind === 'session'}
          onChange={(e) => setPeriod(e.target.value)}
          className={input}
        >
          {kind === 'session' ? (
            <option value="session">{t('rg.periods.session')}</option>
          ) : (
            RgMoneyPeriods.map((p) => (
              <option key={p} value={p}>
                {t(`rg.periods.${p}`)}
              </option>
            ))
          )}
        </select>
        <label htmlFor={ids.value} className="sr-only">
          {kind === 'session' ? t('rg.valueMinutes') : t('rg.valueMoney')}
        </label>
        <input
          id={ids.value}
          data-testid="rg-limit-value"
          inputMode="numeric"
          placeholder={kind === 'session' ? t('rg.valueMinutes') : t('rg.valueMoney')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          className={input}
        />
        <button
          type="submit"
          data-testid="rg-limit-save"
          disabled={save.isPending}
          className="h-10 rounded-xl bg-primary px-4 text-sm font-bold text-white disabled:opacity-60"
        >
          {t('rg.save')}
        </button>
      </form>
      <p className="text-xs text-text-muted">{t('rg.emptyRemoves')}</p>
      {problem || save.isError ? (
        <p role="alert" data-testid="rg-limit-error" className="text-sm text-danger">
          {problem ?? apiErrorText(t, save.error)}
        </p>
      ) : null}
      {save.isSuccess && !problem ? (
        <p role="status" data-testid="rg-limit-saved" className="text-sm text-success">
          {t('rg.saved')}
        </p>
      ) : null}
    </div>
  );
}
