import { supportChatOperatorContract as c, type OperatorConversation } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Me } from '../../app/me-type';
import { call } from '../../shared/api/client';
import { count, dateTime } from '../../shared/format';
import { type ColumnDef, DataTable } from '../../shared/table/data-table';
import { useListState } from '../../shared/table/list-state';
import { ListToolbar } from '../../shared/table/list-toolbar';
import { useServerCsv } from '../../shared/table/use-server-csv';
import { Card, Field, Select } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { pollEvery } from './live';

type QueueQuery = NonNullable<Parameters<typeof call<typeof c.queue>>[1]>['query'];

/** The queue: open conversations (the longest waiting first), by queue, state and "mine"; live or polled. */
export function QueueList({ me, live }: { me: Me; live: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, update } = useListState({ filters: { state: 'open' } });
  const [draft, setDraft] = useState<Record<string, string>>(state.filters);
  const f = state.filters;
  const query: QueueQuery = {
    page: String(state.page),
    pageSize: String(state.pageSize),
    state: (f.state as 'open') || 'open',
    ...(f.queue ? { queue: f.queue as 'general' } : {}),
    ...(f.mine === 'true' ? { mine: 'true' as const } : {}),
  };
  const list = useQuery({
    queryKey: ['support-queue', query],
    queryFn: ({ signal }) => call(c.queue, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: pollEvery(live),
  });
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  const exportCsv = useServerCsv(c.queueCsv, filters, 'support-conversations.csv');
  const columns = useMemo<ColumnDef<OperatorConversation, unknown>[]>(
    () => [
      { id: 'id', header: '#', accessorKey: 'id' },
      { id: 'account', header: t('support.account'), accessorKey: 'account' },
      { id: 'queue', header: t('support.queue'), cell: (x) => t(`support.queues.${x.row.original.queue}`) },
      { id: 'state', header: t('support.state'), cell: (x) => t(`support.states.${x.row.original.state}`) },
      { id: 'assigned', header: t('support.assignee'), cell: (x) => x.row.original.assignedOperatorName ?? '—' },
      {
        id: 'unread',
        header: t('support.unread'),
        cell: (x) =>
          x.row.original.unread > 0 ? (
            <span className="rounded-full bg-red-600 px-2 text-xs text-white">{count(x.row.original.unread)}</span>
          ) : null,
      },
      { id: 'preview', header: t('support.lastMessage'), cell: (x) => x.row.original.preview || t('support.image') },
      {
        id: 'at',
        header: t('support.at'),
        cell: (x) => (x.row.original.lastMessageAt ? dateTime(x.row.original.lastMessageAt) : ''),
      },
    ],
    [t],
  );
  return (
    <Card>
      <ListToolbar
        screen="support"
        state={state}
        onState={update}
        draft={draft}
        onExport={exportCsv.onExport}
        exporting={exportCsv.exporting}
      >
        <Field label={t('support.queue')}>
          <Select value={draft.queue ?? ''} onChange={(e) => setDraft({ ...draft, queue: e.target.value })}>
            <option value="">{t('support.all')}</option>
            <option value="general">{t('support.queues.general')}</option>
            <option value="vip">{t('support.queues.vip')}</option>
          </Select>
        </Field>
        <Field label={t('support.state')}>
          <Select value={draft.state ?? 'open'} onChange={(e) => setDraft({ ...draft, state: e.target.value })}>
            {(['open', 'waiting', 'assigned', 'closed'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`support.states.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
        <label className="flex items-center gap-2 self-center text-sm">
          <input
            type="checkbox"
            checked={draft.mine === 'true'}
            onChange={(e) => setDraft({ ...draft, mine: e.target.checked ? 'true' : '' })}
          />
          {t('support.mine', { name: me.username })}
        </label>
      </ListToolbar>
      <div className="mt-3">
        <ErrorText error={list.error ?? exportCsv.error} />
        <DataTable
          testId="support-queue"
          columns={columns}
          rows={list.data?.items ?? []}
          total={list.data?.total ?? 0}
          state={state}
          onState={update}
          loading={list.isLoading}
          rowId={(r) => String(r.id)}
          onRowClick={(r) => navigate(`/support/c/${r.id}`)}
        />
      </div>
    </Card>
  );
}
