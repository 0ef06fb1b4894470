import { RgSelfExclusionLengths, type RgState, RgTimeoutHours } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-text';
import { formatDateTime } from '../../../shared/format/date';
import { rgKeys, takeExclusion } from '../api';

type Choice = { kind: 'timeout'; hours: number } | { kind: 'self_exclusion'; length: string };
const input =
  'w-full rounded-xl border border-border bg-surface px-3 py-2.5 text-sm text-text outline-none focus:border-primary focus:ring-2 focus:ring-primary/20';

/**
 * Time-out and self-exclusion: one click on a length, then the login password to confirm. Effective at
 * once; the player cannot undo it (an indefinite one only through support after a cooling period).
 */
export function ExclusionPanel({ state }: { state: RgState }) {
  const { t, i18n } = useTranslation(['memberCentre', 'errors']);
  const client = useQueryClient();
  const pwId = useId();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [password, setPassword] = useState('');
  const take = useMutation({
    mutationFn: (c: Choice) => takeExclusion({ ...c, password }),
    onSuccess: (next) => {
      client.setQueryData(rgKeys.state, next);
      void client.invalidateQueries({ queryKey: rgKeys.history });
      // Balances, promotions and game lists answer differently now.
      void client.invalidateQueries();
      setChoice(null);
      setPassword('');
    },
  });
  const x = state.exclusion;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (choice) take.mutate(choice);
  };
  const label = (c: Choice) =>
    c.kind === 'timeout' ? t('rg.timeoutFor', { count: c.hours / 24 }) : t(`rg.exclusionFor.${c.length}`);
  return (
    <div className="flex flex-col gap-3">
      <h4 className="text-sm font-semibold text-text">{t('rg.breakTitle')}</h4>
      {x ? (
        <p
          role="status"
          data-testid="rg-exclusion"
          data-kind={x.kind}
          className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger"
        >
          {x.until
            ? t(`rg.running.${x.kind}`, { until: formatDateTime(x.until, i18n.language) })
            : t('rg.running.indefinite')}{' '}
          {t('rg.runningText')}
        </p>
      ) : (
        <p className="text-xs text-text-muted">{t('rg.breakText')}</p>
      )}
      <div className="flex flex-wrap gap-2" data-testid="rg-timeouts">
        {RgTimeoutHours.map((hours) => (
          <button
            key={hours}
            type="button"
            data-testid={`rg-timeout-${hours}`}
            onClick={() => setChoice({ kind: 'timeout', hours })}
            className="h-9 rounded-xl border border-primary px-3 text-xs font-bold text-primary hover:bg-primary-soft"
          >
            {t('rg.timeoutFor', { count: hours / 24 })}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap gap-2" data-testid="rg-exclusions">
        {RgSelfExclusionLengths.map((length) => (
          <button
            key={length}
            type="button"
            data-testid={`rg-exclude-${length}`}
            onClick={() => setChoice({ kind: 'self_exclusion', length })}
            className="h-9 rounded-xl border border-danger px-3 text-xs font-bold text-danger hover:bg-danger/10"
          >
            {t(`rg.exclusionFor.${length}`)}
          </button>
        ))}
      </div>
      {choice ? (
        <form
          noValidate
          onSubmit={submit}
          data-testid="rg-exclusion-confirm"
          className="flex flex-col gap-2 rounded-xl border border-border p-3"
        >
          <p className="text-sm text-text">{t('rg.confirmText', { what: label(choice) })}</p>
          <label htmlFor={pwId} className="text-sm font-semibold text-text">
            {t('rg.password')}
          </label>
          <input
            id={pwId}
            type="password"
            autoComplete="current-password"
            data-testid="rg-exclusion-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className={input}
          />
          <div className="flex gap-2">
            <button
              type="submit"
              data-testid="rg-exclusion-submit"
              disabled={take.isPending || password === ''}
              className="h-10 rounded-xl bg-danger px-4 text-sm font-bold text-white disabled:opacity-60"
            >
              {t('rg.confirm')}
            </button>
            <button
              type="button"
              onClick={() => setChoice(null)}
              className="h-10 rounded-xl border border-border px-4 text-sm text-text"
            >
              {t('rg.cancel')}
            </button>
          </div>
          {take.isError ? (
            <p role="alert" data-testid="rg-exclusion-error" className="text-sm text-danger">
              {apiErrorText(t, take.error)}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
