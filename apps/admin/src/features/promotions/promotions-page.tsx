import {
  type OperatorPromotion,
  OperatorPromotionSortable,
  type PromotionInput,
  promotionsContract,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useNavigate } from 'react-router';
import type { Me } from '../../app/me-type';
import { call } from '../../shared/api/client';
import { dateTime } from '../../shared/format';
import { type ColumnDef, DataTable } from '../../shared/table/data-table';
import { useListState } from '../../shared/table/list-state';
import { ListToolbar } from '../../shared/table/list-toolbar';
import { contains, localPage } from '../../shared/table/local-rows';
import { useServerCsv } from '../../shared/table/use-server-csv';
import { Button, Card, Field, Input, PageTitle } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { GrantsPage } from './grants-page';
import { PromotionDetail } from './promotion-detail';
import { PromotionForm } from './promotion-form';

/** Promotions: the list, a new one, one promotion (edit, enable, applications, payouts, shared claims, wheel), grants. */
export function PromotionsPage({ me }: { me: Me }) {
  return (
    <Routes>
      <Route index element={<PromotionList me={me} />} />
      <Route path="new" element={<NewPromotion />} />
      <Route path="grants" element={<GrantsPage />} />
      <Route path=":id" element={<PromotionDetail me={me} />} />
    </Routes>
  );
}

export const promotionsKey = ['operator-promotions'] as const;
export const usePromotions = () =>
  useQuery({ queryKey: promotionsKey, queryFn: ({ signal }) => call(promotionsContract.operatorList, { signal }) });

function PromotionList({ me }: { me: Me }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { state, update } = useListState({ sort: 'id', dir: 'desc' });
  const [draft, setDraft] = useState<Record<string, string>>(state.filters);
  const list = usePromotions();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const pageOf = (s: typeof state) =>
    localPage(
      list.data?.items ?? [],
      s,
      (p, col) => (col === 'enabled' ? Number(p.enabled) : (p[col as keyof OperatorPromotion] as string | number)),
      (p, f) =>
        contains(`${p.code} ${p.content.vi.title} ${p.content.en.title}`, f.q) &&
        (!f.kind || p.kind === f.kind) &&
        (!f.enabled || String(p.enabled) === f.enabled),
    );
  const page = pageOf(state);
  // The server's file of the promotions matching the filters, in the table's order (the same filter and sort
  // as pageOf, applied by the server to the same whole list: promotions.csv.ts).
  const exportCsv = useServerCsv(
    promotionsContract.operatorCsv,
    { q: state.filters.q, kind: state.filters.kind, enabled: state.filters.enabled, sort: state.sort, dir: state.dir },
    'promotions.csv',
  );
  const columns = useMemo<ColumnDef<OperatorPromotion, unknown>[]>(
    () => [
      { id: 'id', header: '#', accessorKey: 'id' },
      { id: 'code', header: t('promotions.fields.code'), accessorKey: 'code' },
      { id: 'title', header: t('promotions.fields.title'), cell: (c) => c.row.original.content[lang].title },
      { id: 'kind', header: t('promotions.fields.kind'), cell: (c) => t(`promotions.kinds.${c.row.original.kind}`) },
      {
        id: 'activeFrom',
        header: t('promotions.window'),
        cell: (c) =>
          `${dateTime(c.row.original.activeFrom)} → ${c.row.original.activeUntil ? dateTime(c.row.original.activeUntil) : '∞'}`,
      },
      {
        id: 'enabled',
        header: t('promotions.status'),
        cell: (c) => (c.row.original.enabled ? t('promotions.on') : t('promotions.off')),
      },
      { id: 'sort', header: t('promotions.fields.sort'), accessorKey: 'sort' },
    ],
    [t, lang],
  );
  const canManage = me.permissions.includes('promotions.manage');
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between">
        <PageTitle>{t('promotions.title')}</PageTitle>
        {canManage && (
          <div className="flex gap-2">
            <Link className="rounded-md border border-slate-300 px-3 py-2 text-sm" to="/promotions/grants">
              {t('promotions.grants.title')}
            </Link>
            <Link className="rounded-md bg-brand px-3 py-2 text-sm text-white" to="/promotions/new">
              {t('promotions.create')}
            </Link>
          </div>
        )}
      </div>
      <Card>
        <ListToolbar
          screen="promotions"
          state={state}
          onState={update}
          draft={draft}
          onExport={exportCsv.onExport}
          exporting={exportCsv.exporting}
        >
          <Field label={t('promotions.search')}>
            <Input value={draft.q ?? ''} onChange={(e) => setDraft({ ...draft, q: e.target.value })} />
          </Field>
          <Field label={t('promotions.fields.kind')}>
            <select
              className="rounded-md border border-slate-300 px-3 py-2 text-sm"
              value={draft.kind ?? ''}
              onChange={(e) => setDraft({ ...draft, kind: e.target.value })}
            >
              <option value="">{t('promotions.any')}</option>
              {['deposit_bonus', 'rebate', 'cashback', 'first_login', 'signin', 'raffle', 'manual'].map((k) => (
                <option key={k} value={k}>
                  {t(`promotions.kinds.${k}`)}
                </option>
              ))}
            </select>
          </Field>
        </ListToolbar>
        <ErrorText error={list.error ?? exportCsv.error} />
        <div className="mt-3">
          <DataTable
            testId="promotions"
            columns={columns}
            rows={page.rows}
            total={page.total}
            state={state}
            onState={update}
            sortable={OperatorPromotionSortable}
            loading={list.isLoading}
            rowId={(p) => String(p.id)}
            onRowClick={(p) => navigate(`/promotions/${p.id}`)}
          />
        </div>
      </Card>
    </div>
  );
}

function NewPromotion() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [now] = useState(() => new Date());
  const create = useMutation({
    mutationFn: (body: PromotionInput) => call(promotionsContract.operatorCreate, { body }),
    onSuccess: async (p) => {
      await qc.invalidateQueries({ queryKey: promotionsKey });
      navigate(`/promotions/${p.id}`);
    },
  });
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        <Link to="/promotions" className="text-sm text-brand">
          ← {t('promotions.back')}
        </Link>
        <PageTitle>{t('promotions.create')}</PageTitle>
      </div>
      <PromotionForm now={now} saving={create.isPending} error={create.error} onSave={(b) => create.mutate(b)} />
      <Button variant="ghost" onClick={() => navigate('/promotions')}>
        {t('promotions.cancel')}
      </Button>
    </div>
  );
}
