import { type EndpointValue, type LotteryGamePatch, type LotteryMode, lotteryContract } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { textOfMinor } from '../../shared/amount-input';
import { call } from '../../shared/api/client';
import { money } from '../../shared/format';
import { Button, Card, Field, Input, Select } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { ExposureCard } from './exposure-card';
import { OddsEditor } from './odds-editor';
import { buildPatch, type FieldIssue, type SettingsDraft, type SettingsField } from './settings-model';

type AdminGame = EndpointValue<typeof lotteryContract.opGame>;
const MODES: readonly LotteryMode[] = ['Lott', 'ZY', 'Elott', 'SEA'];
/** Spec weekdays: 1 Sunday … 7 Saturday; shown Monday first. */
const WEEKDAYS = [2, 3, 4, 5, 6, 7, 1] as const;

/** One game: its settings (schedule, lock time, limits, modes, enabled), each mode's odds, the current draw's exposure. */
export function GameEditor({ canManage }: { canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const code = useParams().code ?? '';
  const game = useQuery({
    queryKey: ['lottery-game', code],
    queryFn: ({ signal }) => call(lotteryContract.opGame, { params: { game: code }, signal }),
  });
  const g = game.data;
  return (
    <div className="space-y-4">
      <Link to="/lottery/games" className="text-sm text-brand hover:underline">
        ← {t('lottery.games.title')}
      </Link>
      <ErrorText error={game.error} />
      {g && (
        <>
          <h2 className="text-lg font-semibold">
            {g.name[i18n.language === 'en' ? 'en' : 'vi']} <span className="text-sm text-slate-500">{g.code}</span>
          </h2>
          <SettingsForm g={g} canManage={canManage} />
          <ExposureCard game={g.code} canManage={canManage} />
          <div className="grid gap-4 xl:grid-cols-2">
            {g.prizeModes.map((m) => (
              <OddsEditor key={m} game={g} mode={m} canManage={canManage} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

function SettingsForm({ g, canManage }: { g: AdminGame; canManage: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const weekly = g.schedule.kind === 'weekly' ? g.schedule : null;
  const initial = (): SettingsDraft => ({
    enabled: g.enabled,
    time: weekly?.time ?? '',
    weekdays: weekly?.weekdays ?? [],
    intervalSeconds: String(g.intervalSeconds),
    lockSeconds: String(g.lockSeconds),
    minPoints: String(g.minPoints),
    maxPoints: String(g.maxPoints),
    maxStake: textOfMinor(g.maxPlayerDrawStake),
    numberCap: g.numberCap === null ? '' : textOfMinor(g.numberCap),
    sort: String(g.sort),
    prizeModes: g.prizeModes,
    defaultMode: g.defaultMode,
  });
  const [f, setF] = useState(initial);
  // Refused fields, checked before sending with the contract's own bounds (settings-model.ts).
  const [errors, setErrors] = useState<Partial<Record<SettingsField, FieldIssue>>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the saved game changes.
  useEffect(() => {
    setF(initial());
    setErrors({});
  }, [g.updatedAt]);
  const save = useMutation({
    mutationFn: (body: LotteryGamePatch) => call(lotteryContract.opPutGame, { params: { game: g.code }, body }),
    onSuccess: (saved) => {
      qc.setQueryData(['lottery-game', g.code], saved);
      void qc.invalidateQueries({ queryKey: ['lottery-games'] });
    },
  });
  const toggle = <T,>(list: readonly T[], v: T) => (list.includes(v) ? list.filter((x) => x !== v) : [...list, v]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const built = buildPatch(f, { weekly, minStake: g.minStake });
    setErrors(built.ok ? {} : built.errors);
    if (built.ok) save.mutate(built.body);
  };
  /** A field's refusal, translated, with its bound (an amount for the money fields). */
  const errorOf = (key: SettingsField) => {
    const e = errors[key];
    if (!e) return null;
    const bound = e.bound === undefined ? '' : key === 'maxStake' || key === 'numberCap' ? money(e.bound) : e.bound;
    return (
      <span role="alert" className="text-xs text-red-700" data-testid={`game-${key}-error`}>
        {t(`lottery.settings.errors.${e.key}`, { bound })}
      </span>
    );
  };
  const num = (
    key: 'intervalSeconds' | 'lockSeconds' | 'minPoints' | 'maxPoints' | 'maxStake' | 'numberCap' | 'sort',
  ) => (
    <Field label={t(`lottery.settings.${key}`)}>
      <Input
        value={f[key]}
        disabled={!canManage}
        inputMode={key === 'maxStake' || key === 'numberCap' ? 'decimal' : 'numeric'}
        aria-invalid={errors[key] ? true : undefined}
        data-testid={`game-${key}`}
        onChange={(e) => setF({ ...f, [key]: e.target.value })}
      />
      {errorOf(key)}
    </Field>
  );
  return (
    <Card title={t('lottery.settings.title')}>
      <form onSubmit={submit} className="space-y-4" data-testid="game-settings">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={f.enabled}
            disabled={!canManage}
            onChange={(e) => setF({ ...f, enabled: e.target.checked })}
            data-testid="game-enabled"
          />
          {t('lottery.settings.enabled')}
        </label>
        <div className="grid grid-cols-4 gap-3 max-lg:grid-cols-2">
          {weekly ? (
            <Field label={t('lottery.settings.time')}>
              <Input
                type="time"
                value={f.time}
                disabled={!canManage}
                onChange={(e) => setF({ ...f, time: e.target.value })}
              />
              {errorOf('time')}
            </Field>
          ) : (
            num('intervalSeconds')
          )}
          {num('lockSeconds')}
          {num('minPoints')}
          {num('maxPoints')}
          {num('maxStake')}
          {num('numberCap')}
          {num('sort')}
          <Field label={t('lottery.settings.defaultMode')}>
            <Select
              value={f.defaultMode}
              disabled={!canManage}
              onChange={(e) => setF({ ...f, defaultMode: e.target.value as LotteryMode })}
            >
              {f.prizeModes.map((m) => (
                <option key={m}>{m}</option>
              ))}
            </Select>
            {errorOf('defaultMode')}
          </Field>
        </div>
        {weekly && (
          <fieldset className="flex flex-wrap gap-3 text-sm">
            <legend className="mb-1 font-medium text-slate-700">{t('lottery.settings.weekdays')}</legend>
            {WEEKDAYS.map((d) => (
              <label key={d} className="flex items-center gap-1">
                <input
                  type="checkbox"
                  checked={f.weekdays.includes(d)}
                  disabled={!canManage}
                  onChange={() => setF({ ...f, weekdays: toggle(f.weekdays, d) })}
                />
                {t(`lottery.weekdays.${d}`)}
              </label>
            ))}
            {errorOf('weekdays')}
          </fieldset>
        )}
        <fieldset className="flex flex-wrap gap-3 text-sm">
          <legend className="mb-1 font-medium text-slate-700">{t('lottery.settings.prizeModes')}</legend>
          {MODES.map((m) => (
            <label key={m} className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={f.prizeModes.includes(m)}
                disabled={!canManage}
                onChange={() => setF({ ...f, prizeModes: toggle(f.prizeModes, m) })}
              />
              {m}
            </label>
          ))}
          {errorOf('prizeModes')}
        </fieldset>
        <p className="text-xs text-slate-500">{t('lottery.settings.note')}</p>
        <ErrorText error={save.error} />
        {save.isSuccess && <p className="text-sm text-emerald-700">{t('common.saved')}</p>}
        {canManage && (
          <Button type="submit" disabled={save.isPending} data-testid="game-save">
            {t('common.save')}
          </Button>
        )}
      </form>
    </Card>
  );
}
