import { inboxContract } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../app/me-type';
import { call } from '../../shared/api/client';
import { count, dateTime } from '../../shared/format';
import { CsvButton } from '../../shared/table/csv-button';
import { type ColumnDef, DataTable } from '../../shared/table/data-table';
import { useListState } from '../../shared/table/list-state';
import { Card, PageTitle } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { SendForm } from './send-form';

type Sent = Awaited<ReturnType<typeof call<typeof inboxContract.operatorList>>>['items'][number];

/** Inbox messages: send one in vi and en to a player, VIP levels, labels, an agent's team or everyone; what was sent. */
export function InboxPage({ me }: { me: Me }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const { state, update } = useListState();
  const query = { page: String(state.page), pageSize: String(Math.min(state.pageSize, 100)) };
  const list = useQuery({
    queryKey: ['inbox-sent', query],
    queryFn: ({ signal }) => call(inboxContract.operatorList, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<ColumnDef<Sent, unknown>[]>(
    () => [
      { id: 'id', header: '#', accessorKey: 'id' },
      {
        id: 'title',
        header: t('inbox.titleCol'),
        cell: (x) => x.row.original.title[lang] ?? x.row.original.title.vi ?? '',
      },
      {
        id: 'audience',
        header: t('inbox.audience'),
        cell: (x) => t(`inbox.audiences.${x.row.original.audience}`, { defaultValue: x.row.original.audience }),
      },
      { id: 'marketing', header: t('inbox.marketingCol'), cell: (x) => (x.row.original.marketing ? '✓' : '') },
      {
        id: 'recipients',
        header: t('inbox.recipients'),
        cell: (x) => (x.row.original.recipients === null ? t('inbox.everyone') : count(x.row.original.recipients)),
      },
      { id: 'read', header: t('inbox.read'), cell: (x) => count(x.row.original.read) },
      { id: 'createdBy', header: t('inbox.by'), accessorKey: 'createdBy' },
      { id: 'createdAt', header: t('inbox.at'), cell: (x) => dateTime(x.row.original.createdAt) },
    ],
    [t, lang],
  );
  return (
    <div className="space-y-4">
      <PageTitle>{t('inbox.title')}</PageTitle>
      {me.permissions.includes('content.manage') && <SendForm />}
      <Card title={t('inbox.sent')}>
        <CsvButton def={inboxContract.operatorCsv} filename="messages.csv" />
        <ErrorText error={list.error} />
        <DataTable
          testId="inbox-sent"
          columns={columns}
          rows={list.data?.items ?? []}
          total={list.data?.total ?? 0}
          state={state}
          onState={update}
          loading={list.isLoading}
          rowId={(r) => String(r.id)}
        />
      </Card>
    </div>
  );
}
