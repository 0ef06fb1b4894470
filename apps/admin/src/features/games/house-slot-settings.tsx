import { houseOperatorContract as c, type HouseSlotSettings, type HouseSlotSettingsView } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textOfMinor as majorText, positiveMinorOf as minorOf } from '../../shared/amount-input';
import { call } from '../../shared/api/client';
import { Button, Card, Field, Input, Select } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';

const KEY = ['games', 'house-slot-settings'];

/**
 * The house slot's settings: the RTP variant (paytable) new spins play under, each shown with its exact RTP
 * from the server, and the stake limits on a spin's total bet. Applies from the next spin on every server; a
 * round keeps the variant it was played under, so its verification is unchanged.
 */
export function HouseSlotSettingsCard({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const view = useQuery({ queryKey: KEY, queryFn: ({ signal }) => call(c.settings, { signal }) });
  return (
    <Card title={t('games.slot.title')}>
      <p className="mb-3 text-sm text-slate-600">{t('games.slot.explain')}</p>
      <ErrorText error={view.error} />
      {view.data && <SlotForm initial={view.data} canManage={canManage} />}
    </Card>
  );
}

function SlotForm({ initial, canManage }: { initial: HouseSlotSettingsView; canManage: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [variant, setVariant] = useState(initial.settings.variant);
  const [minStake, setMinStake] = useState(majorText(initial.settings.minStake));
  const [maxStake, setMaxStake] = useState(majorText(initial.settings.maxStake));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: HouseSlotSettings) => call(c.putSettings, { body }),
    onSuccess: (v) => qc.setQueryData(KEY, v),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const min = minorOf(minStake);
    const max = minorOf(maxStake);
    if (min === null || max === null) return setProblem('games.house.amountInvalid');
    if (max < min) return setProblem('games.slot.rangeInvalid');
    setProblem(null);
    save.mutate({ variant, minStake: min, maxStake: max });
  };
  return (
    <form
      onSubmit={submit}
      className="grid grid-cols-3 items-end gap-3 max-lg:grid-cols-1"
      data-testid="house-slot-settings"
    >
      <Field label={t('games.slot.variant')}>
        <Select
          data-testid="house-slot-variant"
          disabled={!canManage}
          value={variant}
          onChange={(e) => setVariant(e.target.value)}
        >
          {initial.variants.map((v) => (
            <option key={v.id} value={v.id}>
              {t('games.slot.variantOption', { rtp: v.rtpPercent })}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('games.slot.minStake')}>
        <Input
          inputMode="decimal"
          data-testid="house-slot-min"
          disabled={!canManage}
          value={minStake}
          onChange={(e) => setMinStake(e.target.value)}
        />
      </Field>
      <Field label={t('games.slot.maxStake')}>
        <Input
          inputMode="decimal"
          data-testid="house-slot-max"
          disabled={!canManage}
          value={maxStake}
          onChange={(e) => setMaxStake(e.target.value)}
        />
      </Field>
      {canManage && (
        <div className="col-span-full flex items-center gap-3">
          <Button type="submit" disabled={save.isPending}>
            {t('games.save')}
          </Button>
          {save.isSuccess && (
            <span data-testid="house-slot-saved" className="text-sm text-emerald-700">
              {t('games.slot.saved')}
            </span>
          )}
        </div>
      )}
      <div className="col-span-full">
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {t(problem)}
          </p>
        )}
        <ErrorText error={save.error} />
      </div>
    </form>
  );
}
