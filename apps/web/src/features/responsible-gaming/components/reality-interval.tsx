import type { RgState } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-text';
import { rgKeys, setRealityCheck } from '../api';

/** The reality-check interval: off or one of the intervals the server offers. */
export function RealityInterval({ state }: { state: RgState }) {
  const { t } = useTranslation(['memberCentre', 'errors']);
  const client = useQueryClient();
  const id = useId();
  const save = useMutation({
    mutationFn: (seconds: number | null) => setRealityCheck(seconds),
    onSuccess: (next) => {
      client.setQueryData(rgKeys.state, next);
      void client.invalidateQueries({ queryKey: rgKeys.history });
      void client.invalidateQueries({ queryKey: rgKeys.session });
    },
  });
  const label = (s: number) => (s % 60 === 0 ? t('rg.minutes', { count: s / 60 }) : t('rg.seconds', { count: s }));
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-text">
        {t('rg.realityTitle')}
      </label>
      <p className="text-xs text-text-muted">{t('rg.realityText')}</p>
      <select
        id={id}
        data-testid="rg-reality-interval"
        value={state.realityCheckSeconds ?? ''}
        disabled={save.isPending}
        onChange={(e) => save.mutate(e.target.value === '' ? null : Number(e.target.value))}
        className="w-full rounded-xl border border-border bg-surface px-3 py-2.5 text-sm text-text sm:w-60"
      >
        <option value="">{t('rg.realityOff')}</option>
        {state.realityOptions.map((s) => (
          <option key={s} value={s}>
            {label(s)}
          </option>
        ))}
      </select>
      {save.isError ? <p className="text-sm text-danger">{apiErrorText(t, save.error)}</p> : null}
    </div>
  );
}
