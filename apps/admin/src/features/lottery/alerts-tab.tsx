import { lotteryResultsContract } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { dateTime } from '../../shared/format';
import { Card } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { ReasonAction } from './reason-action';

/**
 * Results alerts: a feed that disagrees with an entry (the draw stops until the entry is rejected, the feed
 * dismissed or the draw voided, on the results tab), or a feed that is invalid or unreachable (resolved here).
 */
export function AlertsTab({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [all, setAll] = useState(false);
  const alerts = useQuery({
    queryKey: ['lottery-alerts', all],
    queryFn: ({ signal }) => call(lotteryResultsContract.alerts, { query: { open: all ? 'false' : 'true' }, signal }),
    refetchInterval: 30_000,
  });
  const resolve = useMutation({
    mutationFn: (v: { id: number; note: string }) =>
      call(lotteryResultsContract.resolveAlert, { params: { id: String(v.id) }, body: { note: v.note } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['lottery-alerts'] }),
  });
  return (
    <Card
      title={t('lottery.alerts.title')}
      actions={
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} />
          {t('lottery.alerts.showResolved')}
        </label>
      }
    >
      <ErrorText error={alerts.error ?? resolve.error} />
      {alerts.isSuccess && alerts.data.items.length === 0 && (
        <p className="text-sm text-slate-500">{t('lottery.alerts.empty')}</p>
      )}
      <ul className="divide-y divide-slate-200">
        {alerts.data?.items.map((a) => (
          <li key={a.id} className="space-y-1 py-3 text-sm" data-testid="result-alert" data-kind={a.kind}>
            <div className="flex flex-wrap items-center gap-3">
              <span className="font-medium">{t(`lottery.alerts.kinds.${a.kind}`)}</span>
              {a.roundId !== null && <span className="text-slate-500">#{a.roundId}</span>}
              <span className="text-slate-500">{dateTime(a.raisedAt)}</span>
              {a.resolvedAt && (
                <span className="text-emerald-700">
                  {t('lottery.alerts.resolved', { by: a.resolvedBy ?? '', at: dateTime(a.resolvedAt) })}
                </span>
              )}
            </div>
            <pre className="overflow-x-auto text-xs text-slate-600">{JSON.stringify(a.detail)}</pre>
            {canManage && !a.resolvedAt && (
              <ReasonAction
                label={t('lottery.alerts.resolve')}
                testId="alert-resolve"
                pending={resolve.isPending}
                onConfirm={(note) => resolve.mutate({ id: a.id, note })}
              />
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
