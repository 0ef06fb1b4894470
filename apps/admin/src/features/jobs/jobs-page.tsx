import { jobsAdminContract as c, type JobStateName, JobStates, type JobView } from '@app/contracts';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { count, dateTime } from '../../shared/format';
import { type ColumnDef, DataTable } from '../../shared/table/data-table';
import { useListState } from '../../shared/table/list-state';
import { ListToolbar } from '../../shared/table/list-toolbar';
import { Card, Field, Input, PageTitle } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { JobPanel } from './job-panel';

const stateOf = (s: string | undefined): JobStateName =>
  JobStates.includes(s as JobStateName) ? (s as JobStateName) : 'failed';

/**
 * The background job queue by state (failed first: they wait for an operator), filtered by task; a job's
 * attempts, last error and payload, and retry for a failed one. Refreshes itself every 10 seconds.
 */
export function JobsPage({ canRetry }: { canRetry: boolean }) {
  const { t } = useTranslation();
  const { state, update } = useListState({ filters: { state: 'failed' } });
  const [draft, setDraft] = useState<Record<string, string>>(state.filters);
  const [selected, setSelected] = useState<string | null>(null);
  const jobState = stateOf(state.filters.state);
  const task = state.filters.task || undefined;
  // The endpoint pages up to 100 a page.
  const pageSize = Math.min(state.pageSize, 100);
  const list = useQuery({
    queryKey: ['jobs', jobState, task, state.page, pageSize],
    queryFn: ({ signal }) => call(c.list, { query: { state: jobState, task, page: state.page, pageSize }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
  // Each tab's count (one row read per state).
  const totals = useQueries({
    queries: JobStates.map((s) => ({
      queryKey: ['jobs', 'total', s, task],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call(c.list, { query: { state: s, task, page: 1, pageSize: 1 }, signal }),
      refetchInterval: 10_000,
    })),
  });
  const columns = useMemo<ColumnDef<JobView, unknown>[]>(
    () => [
      { id: 'id', header: '#', cell: ({ row }) => row.original.id },
      {
        id: 'task',
        header: t('jobs.task'),
        cell: ({ row }) => <span className="font-mono text-xs">{row.original.task}</span>,
      },
      { id: 'key', header: t('jobs.key'), cell: ({ row }) => row.original.jobKey ?? '' },
      {
        id: 'attempts',
        header: t('jobs.attempts'),
        cell: ({ row }) => `${row.original.attempts} / ${row.original.maxAttempts}`,
      },
      {
        id: 'when',
        header: jobState === 'finished' ? t('jobs.finishedAt') : t('jobs.runAt'),
        cell: ({ row }) => {
          const at = jobState === 'finished' ? row.original.finishedAt : row.original.runAt;
          return at ? dateTime(at) : '';
        },
      },
      {
        id: 'lastError',
        header: t('jobs.lastError'),
        cell: ({ row }) => (
          <span className="line-clamp-2 max-w-md text-xs break-all text-red-700">{row.original.lastError ?? ''}</span>
        ),
      },
    ],
    [t, jobState],
  );
  return (
    <div className="space-y-4">
      <PageTitle>{t('jobs.title')}</PageTitle>
      <div role="tablist" aria-label={t('jobs.title')} className="flex flex-wrap gap-1 border-b border-slate-200">
        {JobStates.map((s, i) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={s === jobState}
            data-testid={`jobs-tab-${s}`}
            onClick={() => {
              setSelected(null);
              update({ filters: { ...state.filters, state: s } });
            }}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${
              s === jobState ? 'border-brand text-brand' : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {t(`jobs.states.${s}`)}
            {totals[i]?.data && (
              <span className="ml-2 rounded-full bg-slate-100 px-2 text-xs text-slate-700">
                {count(totals[i].data.total)}
              </span>
            )}
          </button>
        ))}
      </div>
      <Card>
        <ListToolbar
          screen="jobs"
          state={state}
          onState={(next) => {
            const filters = next.filters ? { ...next.filters, state: jobState } : undefined;
            if (filters) setDraft(filters);
            update(filters ? { ...next, filters } : next);
          }}
          draft={draft}
        >
          <Field label={t('jobs.task')}>
            <Input
              className="w-72"
              placeholder="withdrawals.cashout_upkeep"
              value={draft.task ?? ''}
              onChange={(e) => setDraft({ ...draft, task: e.target.value })}
            />
          </Field>
        </ListToolbar>
        <div className="mt-3">
          <ErrorText error={list.error} />
        </div>
      </Card>
      <Card>
        <DataTable
          testId="jobs"
          columns={columns}
          rows={list.data?.items ?? []}
          total={list.data?.total ?? 0}
          state={{ ...state, pageSize }}
          onState={update}
          loading={list.isFetching && !list.data}
          rowId={(j) => j.id}
          onRowClick={(j) => setSelected(j.id)}
        />
      </Card>
      {selected && <JobPanel key={selected} id={selected} canRetry={canRetry} onClose={() => setSelected(null)} />}
    </div>
  );
}
