import { type PointsRewardInput, PointsRewardKinds, type PointsRewardOperator, pointsContract } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { minorOf, textOfMinor } from '../../shared/amount-input';
import { call } from '../../shared/api/client';
import { count, money } from '../../shared/format';
import { type ColumnDef, DataTable } from '../../shared/table/data-table';
import { useListState } from '../../shared/table/list-state';
import { contains, localPage } from '../../shared/table/local-rows';
import { Button, Card, Field, Input, Select } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';

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
  const qc = useQueryClient();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const { state, update } = useListState({ sort: 'sort', dir: 'asc' });
  const [q, setQ] = useState('');
  const [d, setD] = useState<Draft>(blank);
  const [bad, setBad] = useState(false);
  const list = useQuery({
    queryKey: ['points-rewards'],
    queryFn: ({ signal }) => call(pointsContract.operatorRewards, { signal }),
  });
  const done = async () => {
    setD(blank);
    await qc.invalidateQueries({ queryKey: ['points-rewards'] });
  };
  const save = useMutation({
    mutationFn: (v: { id: number | null; body: PointsRewardInput }) =>
      v.id === null
        ? call(pointsContract.operatorCreateReward, { body: v.body })
        : call(pointsContract.operatorUpdateReward, { params: { id: String(v.id) }, body: v.body }),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: (id: number) => call(pointsContract.operatorDeleteReward, { params: { id: String(id) } }),
    onSuccess: done,
  });
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
    [t, lang, canManage, remove],
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = inputOf(d);
    if (!body) return setBad(true);
    setBad(false);
    save.mutate({ id: d.id, body });
  };
  const text = (k: keyof Draft, label: string) => (
    <Field label={label}>
      <Input value={d[k] as string} onChange={(e) => setD({ ...d, [k]: e.target.value })} />
    </Field>
  );
  return (
    <div className="space-y-4">
      {canManage && (
        <Card title={d.id === null ? t('points.catalogue.add') : t('points.catalogue.editing', { name: d.vi })}>
          <form onSubmit={submit} className="space-y-3">
            <div className="grid grid-cols-3 gap-3 max-lg:grid-cols-2">
              <Field label={t('points.catalogue.kind')}>
                <Select value={d.kind} onChange={(e) => setD({ ...d, kind: e.target.value as Draft['kind'] })}>
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
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={d.enabled} onChange={(e) => setD({ ...d, enabled: e.target.checked })} />
              {t('points.catalogue.on')}
            </label>
            {bad && (
              <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
                {t('points.catalogue.invalid')}
              </p>
            )}
            <ErrorText error={save.error ?? remove.error} />
            <div className="flex gap-2">
              <Button type="submit" disabled={save.isPending}>
                {t('common.save')}
              </Button>
              {d.id !== null && (
                <Button variant="ghost" onClick={() => setD(blank)}>
                  {t('points.cancel')}
                </Button>
              )}
            </div>
          </form>
        </Card>
      )}
      <Card>
        <Field label={t('points.catalogue.search')}>
          <Input className="max-w-xs" value={q} onChange={(e) => setQ(e.target.value)} />
        </Field>
        <ErrorText error={list.error} />
        <div className="mt-3">
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
        </div>
      </Card>
    </div>
  );
}
