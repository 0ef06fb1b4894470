import { type Mission, type MissionInput, MissionKinds, MissionPeriods, missionsContract } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { minorOf, textOfMinor } from '../../shared/amount-input';
import { call } from '../../shared/api/client';
import { count, money } from '../../shared/format';
import { CsvButton } from '../../shared/table/csv-button';
import { type ColumnDef, DataTable } from '../../shared/table/data-table';
import { useListState } from '../../shared/table/list-state';
import { contains, localPage } from '../../shared/table/local-rows';
import { Field, Select } from '../../shared/ui/controls';
import { EditorForm, ListCard, useListEditor } from '../../shared/ui/list-editor';
import { isoOf, localOf, rewardAmountOf, rewardTextOf } from './amounts';
import { CategoryField, PeriodField, RewardTypeField, statusAndEditColumns } from './fields';

type Draft = {
  id: number | null;
  code: string;
  period: MissionInput['period'];
  kind: MissionInput['kind'];
  category: string;
  target: string;
  titleVi: string;
  titleEn: string;
  descVi: string;
  descEn: string;
  rewardType: 'points' | 'bonus';
  reward: string;
  minVipRank: string;
  activeFrom: string;
  activeUntil: string;
  enabled: boolean;
  sort: string;
};
const blank: Draft = {
  id: null,
  code: '',
  period: 'daily',
  kind: 'rounds',
  category: '',
  target: '',
  titleVi: '',
  titleEn: '',
  descVi: '',
  descEn: '',
  rewardType: 'points',
  reward: '',
  minVipRank: '0',
  activeFrom: '',
  activeUntil: '',
  enabled: true,
  sort: '0',
};
/** wager and deposit targets are money (typed in đồng); the others are counts. */
const moneyTarget = (k: Draft['kind']) => k === 'wager' || k === 'deposit';
const draftOf = (m: Mission): Draft => ({
  id: m.id,
  code: m.code,
  period: m.period,
  kind: m.kind,
  category: m.category ?? '',
  target: moneyTarget(m.kind) ? textOfMinor(m.target) : String(m.target),
  titleVi: m.title.vi,
  titleEn: m.title.en,
  descVi: m.description.vi,
  descEn: m.description.en,
  rewardType: m.reward.type,
  reward: rewardTextOf(m.reward.type, m.reward.amount),
  minVipRank: String(m.minVipRank),
  activeFrom: localOf(m.activeFrom),
  activeUntil: localOf(m.activeUntil),
  enabled: m.enabled,
  sort: String(m.sort),
});

function inputOf(d: Draft): MissionInput | null {
  const int = (s: string) => (/^\d{1,12}$/.test(s.trim()) ? Number(s.trim()) : null);
  const target = moneyTarget(d.kind) ? minorOf(d.target) : int(d.target);
  const reward = rewardAmountOf(d.rewardType, d.reward);
  const vip = int(d.minVipRank);
  const sort = int(d.sort);
  if (!target || !reward || vip === null || sort === null) return null;
  return {
    code: d.code.trim(),
    period: d.period,
    kind: d.kind,
    category: d.category ? (d.category as MissionInput['category']) : null,
    target,
    title: { vi: d.titleVi.trim(), en: d.titleEn.trim() },
    description: { vi: d.descVi.trim(), en: d.descEn.trim() },
    reward: { type: d.rewardType, amount: reward },
    minVipRank: vip,
    activeFrom: isoOf(d.activeFrom),
    activeUntil: isoOf(d.activeUntil),
    enabled: d.enabled,
    sort,
  };
}

/** Missions: the list and the editor (what is counted, target, period, reward, VIP rank, dates, vi/en texts). */
export function MissionList({ canManage }: { canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const { state, update } = useListState({ sort: 'sort', dir: 'asc' });
  const [q, setQ] = useState('');
  const list = useQuery({
    queryKey: ['missions'],
    queryFn: ({ signal }) => call(missionsContract.operatorList, { signal }),
  });
  const editor = useListEditor<Draft, MissionInput>({
    queryKey: ['missions'],
    blank,
    create: (body) => call(missionsContract.operatorCreate, { body }),
    update: (id, body) => call(missionsContract.operatorUpdate, { params: { id: String(id) }, body }),
  });
  const { d, setD, set, text } = editor;
  const page = localPage(
    list.data?.items ?? [],
    { ...state, filters: { q } },
    (m, col) => (col === 'code' ? m.code : col === 'period' ? m.period : col === 'kind' ? m.kind : m.sort),
    (m, f) => contains(`${m.code} ${m.title.vi} ${m.title.en}`, f.q),
  );
  const columns = useMemo<ColumnDef<Mission, unknown>[]>(
    () => [
      { id: 'sort', header: '#', accessorKey: 'sort' },
      { id: 'code', header: t('missions.code'), accessorKey: 'code' },
      { id: 'title', header: t('missions.titleCol'), cell: (x) => x.row.original.title[lang] },
      { id: 'kind', header: t('missions.kind'), cell: (x) => t(`missions.kinds.${x.row.original.kind}`) },
      { id: 'period', header: t('missions.period'), cell: (x) => t(`missions.periods.${x.row.original.period}`) },
      {
        id: 'target',
        header: t('missions.target'),
        cell: (x) => (moneyTarget(x.row.original.kind) ? money(x.row.original.target) : count(x.row.original.target)),
      },
      {
        id: 'reward',
        header: t('missions.reward'),
        cell: (x) => {
          const r = x.row.original.reward;
          return r.type === 'bonus' ? money(r.amount) : t('missions.pointsN', { n: count(r.amount) });
        },
      },
      ...statusAndEditColumns<Mission>(t, canManage, (row) => setD(draftOf(row))),
    ],
    [t, lang, canManage, setD],
  );
  return (
    <div className="space-y-4">
      {canManage && (
        <EditorForm
          editor={editor}
          title={d.id === null ? t('missions.add') : t('missions.editing', { code: d.code })}
          invalid={t('missions.invalid')}
          onSubmit={() => editor.submit(inputOf(d))}
        >
          <div className="grid grid-cols-4 gap-3 max-lg:grid-cols-2">
            {text('code', t('missions.code'))}
            <Field label={t('missions.kind')}>
              <Select value={d.kind} onChange={(e) => set('kind', e.target.value as Draft['kind'])}>
                {MissionKinds.map((k) => (
                  <option key={k} value={k}>
                    {t(`missions.kinds.${k}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <PeriodField value={d.period} periods={MissionPeriods} onChange={(p) => set('period', p)} />
            <CategoryField value={d.category} onChange={(c) => set('category', c)} />
            {text('target', moneyTarget(d.kind) ? t('missions.targetMoney') : t('missions.targetCount'))}
            <RewardTypeField value={d.rewardType} onChange={(v) => set('rewardType', v)} />
            {text('reward', d.rewardType === 'bonus' ? t('missions.rewardMoney') : t('missions.rewardPoints'))}
            {text('minVipRank', t('missions.minVipRank'))}
            {text('titleVi', t('missions.titleVi'))}
            {text('titleEn', t('missions.titleEn'))}
            {text('descVi', t('missions.descVi'))}
            {text('descEn', t('missions.descEn'))}
            {text('activeFrom', t('missions.activeFrom'), 'datetime-local')}
            {text('activeUntil', t('missions.activeUntil'), 'datetime-local')}
            {text('sort', t('missions.sort'))}
          </div>
          {editor.enabledBox(t('missions.on'))}
        </EditorForm>
      )}
      <ListCard
        search={{ label: t('missions.search'), value: q, onChange: setQ }}
        tools={<CsvButton def={missionsContract.operatorCsv} query={{ q }} filename="missions.csv" />}
        error={list.error}
      >
        <DataTable
          testId="missions"
          columns={columns}
          rows={page.rows}
          total={page.total}
          state={state}
          onState={update}
          sortable={['sort', 'code', 'kind', 'period']}
          loading={list.isLoading}
          rowId={(m) => String(m.id)}
        />
      </ListCard>
    </div>
  );
}
