import { type Leaderboard, type LeaderboardInput, LeaderboardPeriods, missionsContract } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { count, money } from '../../shared/format';
import { CsvButton } from '../../shared/table/csv-button';
import { type ColumnDef, DataTable } from '../../shared/table/data-table';
import { useListState } from '../../shared/table/list-state';
import { localPage } from '../../shared/table/local-rows';
import { Field, Select } from '../../shared/ui/controls';
import { EditorForm, ListCard, useListEditor } from '../../shared/ui/list-editor';
import { rewardAmountOf, rewardTextOf } from './amounts';
import { CategoryField, PeriodField, RewardTypeField, statusAndEditColumns } from './fields';

type Draft = {
  id: number | null;
  code: string;
  titleVi: string;
  titleEn: string;
  metric: LeaderboardInput['metric'];
  period: LeaderboardInput['period'];
  category: string;
  prizes: string;
  prizeType: 'points' | 'bonus';
  size: string;
  enabled: boolean;
};
const blank: Draft = {
  id: null,
  code: '',
  titleVi: '',
  titleEn: '',
  metric: 'turnover',
  period: 'weekly',
  category: '',
  prizes: '',
  prizeType: 'points',
  size: '20',
  enabled: true,
};
const draftOf = (b: Leaderboard): Draft => ({
  id: b.id,
  code: b.code,
  titleVi: b.title.vi,
  titleEn: b.title.en,
  metric: b.metric,
  period: b.period,
  category: b.category ?? '',
  prizes: b.prizes.map((p) => (p === 0 ? '0' : rewardTextOf(b.prizeType, p))).join(', '),
  prizeType: b.prizeType,
  size: String(b.size),
  enabled: b.enabled,
});

function inputOf(d: Draft): LeaderboardInput | null {
  const parts = d.prizes
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const prizes = parts.map((p) => (p === '0' ? 0 : rewardAmountOf(d.prizeType, p)));
  const size = /^\d{1,3}$/.test(d.size.trim()) ? Number(d.size.trim()) : null;
  if (prizes.some((p) => p === null) || size === null) return null;
  return {
    code: d.code.trim(),
    title: { vi: d.titleVi.trim(), en: d.titleEn.trim() },
    metric: d.metric,
    period: d.period,
    category: d.category ? (d.category as LeaderboardInput['category']) : null,
    prizes: prizes as number[],
    prizeType: d.prizeType,
    size,
    enabled: d.enabled,
  };
}

/** Leaderboards: metric, period, category, the prizes per rank (paid once at the period's end), size. */
export function Leaderboards({ canManage }: { canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const { state, update } = useListState({ sort: 'code', dir: 'asc' });
  const list = useQuery({
    queryKey: ['leaderboards'],
    queryFn: ({ signal }) => call(missionsContract.operatorBoards, { signal }),
  });
  const editor = useListEditor<Draft, LeaderboardInput>({
    queryKey: ['leaderboards'],
    blank,
    create: (body) => call(missionsContract.operatorBoardCreate, { body }),
    update: (id, body) => call(missionsContract.operatorBoardUpdate, { params: { id: String(id) }, body }),
  });
  const { d, setD, set, text } = editor;
  const page = localPage(list.data?.items ?? [], state, (b, col) => (col === 'period' ? b.period : b.code));
  const columns = useMemo<ColumnDef<Leaderboard, unknown>[]>(
    () => [
      { id: 'code', header: t('missions.code'), accessorKey: 'code' },
      { id: 'title', header: t('missions.titleCol'), cell: (x) => x.row.original.title[lang] },
      { id: 'metric', header: t('missions.metric'), cell: (x) => t(`missions.metrics.${x.row.original.metric}`) },
      { id: 'period', header: t('missions.period'), cell: (x) => t(`missions.periods.${x.row.original.period}`) },
      {
        id: 'prizes',
        header: t('missions.prizes'),
        cell: (x) =>
          x.row.original.prizes.map((p) => (x.row.original.prizeType === 'bonus' ? money(p) : count(p))).join(' · '),
      },
      ...statusAndEditColumns<Leaderboard>(t, canManage, (row) => setD(draftOf(row))),
    ],
    [t, lang, canManage, setD],
  );
  return (
    <div className="space-y-4">
      {canManage && (
        <EditorForm
          editor={editor}
          title={d.id === null ? t('missions.addBoard') : t('missions.editing', { code: d.code })}
          invalid={t('missions.invalidBoard')}
          onSubmit={() => editor.submit(inputOf(d))}
        >
          <div className="grid grid-cols-4 gap-3 max-lg:grid-cols-2">
            {text('code', t('missions.code'))}
            {text('titleVi', t('missions.titleVi'))}
            {text('titleEn', t('missions.titleEn'))}
            <Field label={t('missions.metric')}>
              <Select value={d.metric} onChange={(e) => set('metric', e.target.value as Draft['metric'])}>
                <option value="turnover">{t('missions.metrics.turnover')}</option>
                <option value="wins">{t('missions.metrics.wins')}</option>
              </Select>
            </Field>
            <PeriodField value={d.period} periods={LeaderboardPeriods} onChange={(p) => set('period', p)} />
            <CategoryField value={d.category} onChange={(c) => set('category', c)} />
            <RewardTypeField value={d.prizeType} onChange={(v) => set('prizeType', v)} />
            {text('size', t('missions.size'))}
          </div>
          {text('prizes', d.prizeType === 'bonus' ? t('missions.prizesMoney') : t('missions.prizesPoints'))}
          {editor.enabledBox(t('missions.on'))}
        </EditorForm>
      )}
      <ListCard
        tools={<CsvButton def={missionsContract.operatorBoardsCsv} filename="leaderboards.csv" />}
        error={list.error}
      >
        <DataTable
          testId="leaderboards"
          columns={columns}
          rows={page.rows}
          total={page.total}
          state={state}
          onState={update}
          sortable={['code', 'period']}
          loading={list.isLoading}
          rowId={(b) => String(b.id)}
        />
      </ListCard>
    </div>
  );
}
