import { roundsContract as c, RoundGames, type RoundSettings } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textOfMinor as majorText, positiveMinorOf as minorOf } from '../../shared/amount-input';
import { call } from '../../shared/api/client';
import { Button, Card, Field, Input } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { HouseSlotSettingsCard } from './house-slot-settings';

const MONEY = ['minStake', 'maxStake', 'maxPlayerRoundStake', 'maxRoundPayout'] as const;

/**
 * The house's games: the slot's RTP variant and stake limits (from the next spin), and each round game's (dice)
 * timing and stake limits (from the next scheduled round).
 */
export function HouseTab({ canManage }: { canManage: boolean }) {
  return (
    <div className="space-y-4">
      <HouseSlotSettingsCard canManage={canManage} />
      {RoundGames.map((game) => (
        <RoundGameSettings key={game} game={game} canManage={canManage} />
      ))}
    </div>
  );
}

function RoundGameSettings({ game, canManage }: { game: string; canManage: boolean }) {
  const { t } = useTranslation();
  const settings = useQuery({
    queryKey: ['games', 'round-settings', game],
    queryFn: ({ signal }) => call(c.settings, { params: { game }, signal }),
  });
  return (
    <Card title={t('games.house.round', { game })}>
      <ErrorText error={settings.error} />
      {settings.data && <SettingsForm game={game} initial={settings.data} canManage={canManage} />}
    </Card>
  );
}

function SettingsForm({ game, initial, canManage }: { game: string; initial: RoundSettings; canManage: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [timing, setTiming] = useState({
    intervalSeconds: String(initial.intervalSeconds),
    lockSeconds: String(initial.lockSeconds),
  });
  const [money, setMoney] = useState<Record<(typeof MONEY)[number], string>>({
    minStake: majorText(initial.minStake),
    maxStake: majorText(initial.maxStake),
    maxPlayerRoundStake: majorText(initial.maxPlayerRoundStake),
    maxRoundPayout: majorText(initial.maxRoundPayout),
  });
  const [enabled, setEnabled] = useState(initial.enabled);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: RoundSettings) => call(c.putSettings, { params: { game }, body }),
    onSuccess: (s) => qc.setQueryData(['games', 'round-settings', game], s),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const amounts = Object.fromEntries(MONEY.map((k) => [k, minorOf(money[k])])) as Record<
      (typeof MONEY)[number],
      number | null
    >;
    const interval = Number(timing.intervalSeconds);
    const lock = Number(timing.lockSeconds);
    if (MONEY.some((k) => amounts[k] === null)) return setProblem('games.house.amountInvalid');
    if (!Number.isInteger(interval) || interval < 30 || interval > 60) return setProblem('games.house.intervalInvalid');
    if (!Number.isInteger(lock) || lock < 3 || lock > 20) return setProblem('games.house.lockInvalid');
    setProblem(null);
    save.mutate({
      intervalSeconds: interval,
      lockSeconds: lock,
      minStake: amounts.minStake!,
      maxStake: amounts.maxStake!,
      maxPlayerRoundStake: amounts.maxPlayerRoundStake!,
      maxRoundPayout: amounts.maxRoundPayout!,
      enabled,
    });
  };
  return (
    <form
      onSubmit={submit}
      className="grid grid-cols-4 items-end gap-3 max-lg:grid-cols-2"
      data-testid={`round-settings-${game}`}
    >
      {(['intervalSeconds', 'lockSeconds'] as const).map((k) => (
        <Field key={k} label={t(`games.house.${k}`)}>
          <Input
            inputMode="numeric"
            disabled={!canManage}
            value={timing[k]}
            onChange={(e) => setTiming({ ...timing, [k]: e.target.value })}
          />
        </Field>
      ))}
      {MONEY.map((k) => (
        <Field key={k} label={t(`games.house.${k}`)}>
          <Input
            inputMode="decimal"
            disabled={!canManage}
            value={money[k]}
            onChange={(e) => setMoney({ ...money, [k]: e.target.value })}
          />
        </Field>
      ))}
      <label className="flex items-center gap-2 pb-2 text-sm">
        <input type="checkbox" disabled={!canManage} checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        {t('games.enabled')}
      </label>
      {canManage && (
        <div className="col-span-full flex items-center gap-3">
          <Button type="submit" disabled={save.isPending}>
            {t('games.save')}
          </Button>
          {save.isSuccess && <span className="text-sm text-emerald-700">{t('games.house.savedNext')}</span>}
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
