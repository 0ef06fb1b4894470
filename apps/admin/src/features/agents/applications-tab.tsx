import { agentTeamContract, type JoinApplication } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { dateTime } from '../../shared/format';
import { Button, Card, Field, Input, Select } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';

const STATUSES = ['pending', 'approved', 'rejected'] as const;
type Status = (typeof STATUSES)[number];

/** Applications from the /join page: approve (the account becomes an agent) or reject with the reason it is told. */
export function ApplicationsTab({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('pending');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['agent-applications', status, page],
    queryFn: ({ signal }) =>
      call(agentTeamContract.operatorApplications, { query: { status, page, pageSize: 50 }, signal }),
  });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / 50));
  return (
    <Card
      title={t('agents.applications.title')}
      actions={
        <Field label={t('agents.applications.status')}>
          <Select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as Status);
              setPage(1);
            }}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`agents.applications.statuses.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
      }
    >
      <ErrorText error={list.error} />
      {list.isSuccess && list.data.items.length === 0 && (
        <p className="text-sm text-slate-500">{t('agents.applications.empty')}</p>
      )}
      <ul className="divide-y divide-slate-200">
        {list.data?.items.map((a) => (
          <ApplicationRow key={a.id} a={a} canManage={canManage} />
        ))}
      </ul>
      {pages > 1 && (
        <div className="mt-3 flex items-center gap-2 text-sm">
          <Button variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            ‹
          </Button>
          {page} / {pages}
          <Button variant="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            ›
          </Button>
        </div>
      )}
    </Card>
  );
}

function ApplicationRow({ a, canManage }: { a: JoinApplication; canManage: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (approve: boolean) =>
      call(agentTeamContract.operatorDecideApplication, {
        params: { id: String(a.id) },
        body: { approve, reason: reason.trim() || undefined },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['agent-applications'] }),
  });
  return (
    <li className="space-y-2 py-3 text-sm" data-testid="agent-application" data-account={a.account}>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        <span className="font-medium">{a.account}</span>
        <span>{a.contact}</span>
        <span className="text-slate-500">{dateTime(a.createdAt)}</span>
        <span>{t(`agents.applications.statuses.${a.status}`)}</span>
        {a.reason && <span className="text-slate-600">{t('agents.applications.reasonWas', { reason: a.reason })}</span>}
      </div>
      {a.message && <p className="whitespace-pre-wrap text-slate-700">{a.message}</p>}
      {canManage && a.status === 'pending' && (
        <div className="flex flex-wrap items-center gap-2">
          <Input
            aria-label={t('agents.applications.reason')}
            placeholder={t('agents.applications.reason')}
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <Button onClick={() => decide.mutate(true)} disabled={decide.isPending} data-testid="application-approve">
            {t('agents.applications.approve')}
          </Button>
          <Button
            variant="danger"
            onClick={() => decide.mutate(false)}
            disabled={decide.isPending}
            data-testid="application-reject"
          >
            {t('agents.applications.reject')}
          </Button>
        </div>
      )}
      <ErrorText error={decide.error} />
    </li>
  );
}
