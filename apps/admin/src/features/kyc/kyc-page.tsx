import { type KycReview, kycContract } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useNavigate } from 'react-router';
import type { Me } from '../../app/me-type';
import { call } from '../../shared/api/client';
import { dateTime } from '../../shared/format';
import { type ColumnDef, DataTable } from '../../shared/table/data-table';
import { useListState } from '../../shared/table/list-state';
import { ListToolbar } from '../../shared/table/list-toolbar';
import { useServerCsv } from '../../shared/table/use-server-csv';
import { Card, Field, Input, PageTitle, Select } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { TabNav } from '../../shared/ui/tab-nav';
import { KycReviewView } from './kyc-review';
import { KycSettingsForm } from './kyc-settings';

/** Identity checks: the requests (pending first), one request with its documents, the level settings. */
export function KycPage({ me }: { me: Me }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <PageTitle>{t('kyc.title')}</PageTitle>
      <TabNav
        label={t('kyc.title')}
        tabs={[
          { to: '/kyc', label: t('kyc.tabs.requests'), end: true },
          { to: '/kyc/settings', label: t('kyc.tabs.settings') },
        ]}
      />
      <Routes>
        <Route index element={<Requests />} />
        <Route path="r/:id" element={<KycReviewView me={me} />} />
        <Route path="settings" element={<KycSettingsForm me={me} />} />
      </Routes>
    </div>
  );
}

type Status = 'pending' | 'approved' | 'rejected' | 'all';

function Requests() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, update } = useListState({ filters: { status: 'pending' } });
  const [draft, setDraft] = useState<Record<string, string>>(state.filters);
  const query = {
    page: String(state.page),
    pageSize: String(Math.min(state.pageSize, 100)),
    status: (state.filters.status ?? 'pending') as Status,
    ...(state.filters.account ? { account: state.filters.account } : {}),
  };
  const list = useQuery({
    queryKey: ['kyc-requests', query],
    queryFn: ({ signal }) => call(kycContract.queue, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  const exportCsv = useServerCsv(kycContract.queueCsv, filters, 'kyc-requests.csv');
  const columns = useMemo<ColumnDef<KycReview, unknown>[]>(
    () => [
      { id: 'id', header: '#', accessorKey: 'id' },
      { id: 'account', header: t('kyc.account'), accessorKey: 'account' },
      {
        id: 'level',
        header: t('kyc.level'),
        cell: (x) => `${t(`kyc.levels.${x.row.original.levelBefore}`)} → ${t(`kyc.levels.${x.row.original.level}`)}`,
      },
      { id: 'fullName', header: t('kyc.fullName'), accessorKey: 'fullName' },
      { id: 'documents', header: t('kyc.documents'), cell: (x) => x.row.original.documents.length },
      { id: 'status', header: t('kyc.status'), cell: (x) => t(`kyc.statuses.${x.row.original.status}`) },
      { id: 'createdAt', header: t('kyc.createdAt'), cell: (x) => dateTime(x.row.original.createdAt) },
      { id: 'decidedBy', header: t('kyc.decidedBy'), cell: (x) => x.row.original.decidedBy ?? '' },
    ],
    [t],
  );
  return (
    <Card>
      <ListToolbar
        screen="kyc"
        state={state}
        onState={update}
        draft={draft}
        onExport={exportCsv.onExport}
        exporting={exportCsv.exporting}
      >
        <Field label={t('kyc.status')}>
          <Select value={draft.status ?? 'pending'} onChange={(e) => setDraft({ ...draft, status: e.target.value })}>
            {(['pending', 'approved', 'rejected', 'all'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`kyc.statuses.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('kyc.account')}>
          <Input value={draft.account ?? ''} onChange={(e) => setDraft({ ...draft, account: e.target.value })} />
        </Field>
      </ListToolbar>
      <div className="mt-3">
        <ErrorText error={list.error ?? exportCsv.error} />
        <DataTable
          testId="kyc-requests"
          columns={columns}
          rows={list.data?.items ?? []}
          total={list.data?.total ?? 0}
          state={state}
          onState={update}
          loading={list.isLoading}
          rowId={(r) => String(r.id)}
          onRowClick={(r) => navigate(`/kyc/r/${r.id}`)}
        />
      </div>
    </Card>
  );
}
