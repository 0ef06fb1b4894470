import { GameCategories } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '../../shared/table/data-table';
import { Button, Field, Select } from '../../shared/ui/controls';

/** The period select of a mission or a leaderboard (each has its own list of periods). */
export function PeriodField<P extends string>({
  value,
  periods,
  onChange,
}: {
  value: P;
  periods: readonly P[];
  onChange: (p: P) => void;
}) {
  const { t } = useTranslation();
  return (
    <Field label={t('missions.period')}>
      <Select value={value} onChange={(e) => onChange(e.target.value as P)}>
        {periods.map((p) => (
          <option key={p} value={p}>
            {t(`missions.periods.${p}`)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** The game category a mission or a leaderboard counts ('' = every category). */
export function CategoryField({ value, onChange }: { value: string; onChange: (c: string) => void }) {
  const { t } = useTranslation();
  return (
    <Field label={t('missions.category')}>
      <Select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('missions.anyCategory')}</option>
        {GameCategories.map((g) => (
          <option key={g} value={g}>
            {g}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** Whether a reward (a mission's, a leaderboard's prizes) is paid in points or as bonus money. */
export function RewardTypeField({
  value,
  onChange,
}: {
  value: 'points' | 'bonus';
  onChange: (v: 'points' | 'bonus') => void;
}) {
  const { t } = useTranslation();
  return (
    <Field label={t('missions.rewardType')}>
      <Select value={value} onChange={(e) => onChange(e.target.value as 'points' | 'bonus')}>
        <option value="points">{t('missions.rewardTypes.points')}</option>
        <option value="bonus">{t('missions.rewardTypes.bonus')}</option>
      </Select>
    </Field>
  );
}

/** The last two columns of the missions and leaderboards lists: on or off, and Edit for who may change them. */
export function statusAndEditColumns<T extends { enabled: boolean }>(
  t: (key: string) => string,
  canManage: boolean,
  onEdit: (row: T) => void,
): ColumnDef<T, unknown>[] {
  return [
    {
      id: 'enabled',
      header: t('missions.status'),
      cell: (x) => (x.row.original.enabled ? t('missions.on') : t('missions.off')),
    },
    {
      id: 'actions',
      header: '',
      cell: (x) =>
        canManage ? (
          <Button variant="ghost" onClick={() => onEdit(x.row.original)}>
            {t('missions.edit')}
          </Button>
        ) : null,
    },
  ];
}
