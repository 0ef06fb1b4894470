import { jobsAdminContract as c } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { dateTime } from '../../shared/format';
import { Button, Field, Input } from '../../shared/ui/controls';
import { DetailPanel, Facts } from '../../shared/ui/detail-panel';
import { ErrorText } from '../../shared/ui/error-text';

/** One job read fresh from the server: state, attempts, times, last error, payload; retry when it failed. */
export function JobPanel({ id, canRetry, onClose }: { id: string; canRetry: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [note, setNote] = useState('');
  const job = useQuery({
    queryKey: ['jobs', 'one', id],
    queryFn: ({ signal }) => call(c.get, { params: { id }, signal }),
  });
  const retry = useMutation({
    mutationFn: () => call(c.retry, { params: { id }, body: { note: note.trim() || undefined } }),
    onSuccess: (j) => {
      qc.setQueryData(['jobs', 'one', id], j);
      void qc.invalidateQueries({ queryKey: ['jobs'] });
      setNote('');
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    retry.mutate();
  };
  const j = job.data;
  const at = (v: string | null) => (v ? dateTime(v) : '—');
  return (
    <DetailPanel title={t('jobs.job', { id })} onClose={onClose}>
      <ErrorText error={job.error ?? retry.error} />
      {j && (
        <div data-testid="job-panel" className="space-y-3 text-sm">
          <Facts
            items={[
              [
                t('jobs.task'),
                <span key="task" className="font-mono text-xs">
                  {j.task}
                </span>,
              ],
              [t('jobs.state'), t(`jobs.states.${j.state}`), 'job-state'],
              [t('jobs.key'), j.jobKey],
              [t('jobs.attempts'), `${j.attempts} / ${j.maxAttempts}`],
              [t('jobs.createdAt'), at(j.createdAt)],
              [t('jobs.runAt'), at(j.runAt)],
              [t('jobs.lockedBy'), j.lockedBy ? `${j.lockedBy} · ${at(j.lockedAt)}` : null],
              [
                t('jobs.finishedAt'),
                j.finishedAt ? `${at(j.finishedAt)}${j.durationMs !== null ? ` · ${j.durationMs} ms` : ''}` : null,
              ],
            ]}
          />
          <div>
            <p className="font-medium text-slate-700">{t('jobs.lastError')}</p>
            <pre className="mt-1 max-h-48 overflow-auto rounded bg-red-50 p-2 text-xs whitespace-pre-wrap text-red-800">
              {j.lastError ?? t('jobs.noError')}
            </pre>
          </div>
          <div>
            <p className="font-medium text-slate-700">{t('jobs.payload')}</p>
            <pre className="mt-1 max-h-48 overflow-auto rounded bg-slate-50 p-2 text-xs">
              {JSON.stringify(j.payload, null, 2)}
            </pre>
          </div>
          {canRetry && j.state === 'failed' && (
            <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
              <Field label={t('jobs.note')}>
                <Input className="w-80" maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
              </Field>
              <Button type="submit" disabled={retry.isPending}>
                {t('jobs.retry')}
              </Button>
            </form>
          )}
          {retry.isSuccess && (
            <p role="status" className="text-emerald-700">
              {t('jobs.retried')}
            </p>
          )}
        </div>
      )}
    </DetailPanel>
  );
}
