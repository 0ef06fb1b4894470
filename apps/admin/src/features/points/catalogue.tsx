import { type PointsRewardInput, PointsRewardKinds, type PointsRewardOperator, pointsContract } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { minorOf, textOfMinor } from '../../shared/amount-input';
import { call } from '../../shared/api/client';
import { count, money } from '../../shared/format';
import { type ColumnDef, DataTable } from '../../shared/table/data-table';
import { useListState } from '../../shared/table/list-state';
import { contains, localPage } from '../../shared/table/local-rows';
import { Button, Field, Select } from '../../shared/ui/controls';
import { EditorForm, ListCard, useListEditor } from '../../shared/ui/list-editor';

interface Draft {
  id: number | null;
  kind: PointsRewardInput['kind'];
  vi: string;
  en: string;
  descVi: string;
  descEn: string;
  imageUrl: string;
  points: string;
  amount: string;
  stock: string;
  maxPerRedeem: string;
  perMemberLimit: string;
  rafflePromotionId: string;
  enabled: boolean;
  sort: string;
}
const blank: Draft = {
  id: null,
  kind: 'cash',
  vi: '',
  en: '',
  descVi: '',
  descEn: '',
  imageUrl: '',
  points: '',
  amount: '0',
  stock: '',
  maxPerRedeem: '10',
  perMemberLimit: '',
  rafflePromotionId: '',
  enabled: true,
  sort: '0',
};
const draftOf = (r: PointsRewardOperator): Draft => ({
  id: r.id,
  kind: r.kind,
  vi: r.name.vi,
  en: r.name.en,
  descVi: r.description.vi,
  descEn: r.description.en,
  imageUrl: r.imageUrl ?? '',
  points: String(r.points),
  amount: textOfMinor(r.amount),
  stock: r.stock === null ? '' : String(r.stock),
  maxPerRedeem: String(r.maxPerRedeem),
  perMemberLimit: r.perMemberLimit === null ? '' : String(r.perMemberLimit),
  rafflePromotionId: r.rafflePromotionId === null ? '' : String(r.rafflePromotionId),
  enabled: r.enabled,
  sort: String(r.sort),
});

/** The form → the input (null: a field that is not a number); the server validates the rest (points_invalid). */
function inputOf(d: Draft): PointsRewardInput | null {
  const int = (s: string) => (/^\d{1,10}$/.test(s.trim()) ? Number(s.trim()) : null);
  const opt = (s: string) => (s.trim() === '' ? null : int(s));
  const amount = minorOf(d.amount || '0');
  const nums = [int(d.points), int(d.maxPerRedeem), int(d.sort)];
  if (amount === null || nums.some((n) => n === null)) return null;
  for (const s of [d.stock, d.perMemberLimit, d.rafflePromotionId]) if (s.trim() !== '' && int(s) === null) return null;
  return {
    kind: d.kind,
    name: { vi: d.vi.trim(), en: d.en.trim() },
    description: { vi: d.descVi, en: d.descEn },
    imageUrl: d.imageUrl.trim() || null,
    points: nums[0] as number,
    amount,
    stock: opt(d.stock),
    maxPerRedeem: nums[1] as number,
    perMemberLimit: opt(d.perMemberLimit),
    wagering: null,
    rafflePromotionId: opt(d.rafflePromotionId),
    enabled: d.enabled,
    sort: nums[2] as number,
  };
}

/** The points mall's catalogue: list (search, sort, pages), add, edit, switch off, delete. */
export function Catalogue({ canManage }: { canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const { state, update } = useListState({ sort: 'sort', dir: 'asc' });
  const [q, setQ] = useState('');
  const list = useQuery({
    queryKey: ['points-rewards'],
    queryFn: ({ signal }) => call(pointsContract.operatorRewards, { signal }),
  });
  const editor = useListEditor<Draft, PointsRewardInput>({
    queryKey: ['points-rewards'],
    blank,
    create: (body) => call(pointsContract.operatorCreateReward, { body }),
    update: (id, body) => call(pointsContract.operatorUpdateReward, { params: { id: String(id) }, body }),
    remove: (id) => call(pointsContract.operatorDeleteReward, { params: { id: String(id) } }),
  });
  const { d, setD, set, text, remove } = editor;
  const page = localPage(
    list.data?.items ?? [],
    { ...state, filters: { q } },
    (r, col) =>
      col === 'points' ? r.points : col === 'redeemed' ? r.redeemed : col === 'name' ? r.name[lang] : r.sort,
    (r, f) => contains(`${r.name.vi} ${r.name.en}`, f.q),
  );
  const columns = useMemo<ColumnDef<PointsRewardOperator, unknown>[]>(
    () => [
      { id: 'sort', header: '#', accessorKey: 'sort' },
      { id: 'name', header: t('points.catalogue.name'), cell: (x) => x.row.original.name[lang] },
      { id: 'kind', header: t('points.catalogue.kind'), cell: (x) => t(`points.kinds.${x.row.original.kind}`) },
      { id: 'points', header: t('points.points'), cell: (x) => count(x.row.original.points) },
      { id: 'amount', header: t('points.amount'), cell: (x) => money(x.row.original.amount) },
      {
        id: 'stock',
        header: t('points.catalogue.stock'),
        cell: (x) => (x.row.original.stock === null ? '∞' : count(x.row.original.stock)),
      },
      { id: 'redeemed', header: t('points.catalogue.redeemed'), cell: (x) => count(x.row.original.redeemed) },
      {
        id: 'enabled',
        header: t('points.status'),
        cell: (x) => (x.row.original.enabled ? t('points.catalogue.on') : t('points.catalogue.off')),
      },
      {
        id: 'actions',
        header: '',
        cell: (x) =>
          canManage ? (
            <div className="flex gap-1">
              <Button variant="ghost" onClick={() => setD(draftOf(x.row.original))}>
                {t('points.catalogue.edit')}
              </Button>
              <Button variant="danger" onClick={() => remove.mutate(x.row.original.id)}>
                {t('points.catalogue.delete')}
              </Button>
            </div>
          ) : null,
      },
    ],
    [t, lang, canManage, remove, setD],
  );
  return (
    <div className="space-y-4">
      {canManage && (
        <EditorForm
          editor={editor}
          title={d.id === null ? t('points.catalogue.add') : t('points.catalogue.editing', { name: d.vi })}
          invalid={t('points.catalogue.invalid')}
          onSubmit={() => editor.submit(inputOf(d))}
        >
          <div className="grid grid-cols-3 gap-3 max-lg:grid-cols-2">
            <Field label={t('points.catalogue.kind')}>
              <Select value={d.kind} onChange={(e) => set('kind', e.target.value as Draft['kind'])}>
                {PointsRewardKinds.map((k) => (
                  <option key={k} value={k}>
                    {t(`points.kinds.${k}`)}
                  </option>
                ))}
              </Select>
            </Field>
            {text('vi', t('points.catalogue.nameVi'))}
            {text('en', t('points.catalogue.nameEn'))}
            {text('descVi', t('points.catalogue.descVi'))}
            {text('descEn', t('points.catalogue.descEn'))}
            {text('imageUrl', t('points.catalogue.imageUrl'))}
            {text('points', t('points.points'))}
            {text('amount', t('points.amount'))}
            {text('stock', t('points.catalogue.stockHint'))}
            {text('maxPerRedeem', t('points.catalogue.maxPerRedeem'))}
            {text('perMemberLimit', t('points.catalogue.perMemberLimit'))}
            {d.kind === 'raffle_ticket' && text('rafflePromotionId', t('points.catalogue.rafflePromotionId'))}
            {text('sort', t('points.catalogue.sort'))}
          </div>
          {editor.enabledBox(t('points.catalogue.on'))}
        </EditorForm>
      )}
      <ListCard search={{ label: t('points.catalogue.search'), value: q, onChange: setQ }} error={list.error}>
        <DataTable
          testId="points-rewards"
          columns={columns}
          rows={page.rows}
          total={page.total}
          state={state}
          onState={update}
          sortable={['sort', 'name', 'points', 'redeemed']}
          loading={list.isLoading}
          rowId={(r) => String(r.id)}
        />
      </ListCard>
    </div>
  );
}
