import { type AuditEntry, type AuditVerifyResult, backofficeContract } from '@app/contracts';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../app/me-type';
import { ApiError, call, operatorFetch, urlOf } from '../../shared/api/client';
import { dateTime } from '../../shared/format';
import { Button, Card, Field, Input, PageTitle } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';

interface Filter {
  actor?: string;
  action?: string;
  subject?: string;
  from?: string;
  to?: string;
}

const FIELDS = ['actor', 'action', 'subject'] as const;
/** <input type="datetime-local"> → ISO, or nothing. */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : undefined);

/** The audit log: filters, newest first with "more", CSV export of the filtered rows, and the chain's check. */
export function AuditPage({ me }: { me: Me }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [filter, setFilter] = useState<Filter>({});
  const list = useInfiniteQuery({
    queryKey: ['audit', filter],
    queryFn: ({ pageParam, signal }) =>
      call(backofficeContract.audit, { query: { ...filter, before: pageParam, limit: 50 }, signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
  const verify = useMutation({ mutationFn: () => call(backofficeContract.auditVerify) });
  const exportCsv = useMutation({
    mutationFn: async () => {
      const res = await operatorFetch(urlOf(backofficeContract.auditCsv, {}, { ...filter }), {
        headers: { accept: 'text/csv' },
      });
      if (!res.ok) throw new ApiError('internal_error', res.status, 'export failed');
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = 'audit-log.csv';
      a.click();
      URL.revokeObjectURL(url);
    },
  });
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilter({
      actor: draft.actor || undefined,
      action: draft.action || undefined,
      subject: draft.subject || undefined,
      from: isoOf(draft.from ?? ''),
      to: isoOf(draft.to ?? ''),
    });
  };
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="space-y-6">
      <PageTitle>{t('audit.title')}</PageTitle>
      <Card>
        <form onSubmit={apply} className="grid grid-cols-6 items-end gap-3 max-xl:grid-cols-3">
          {FIELDS.map((f) => (
            <Field key={f} label={t(`audit.filters.${f}`)}>
              <Input name={f} value={draft[f] ?? ''} onChange={(e) => setDraft({ ...draft, [f]: e.target.value })} />
            </Field>
          ))}
          {(['from', 'to'] as const).map((f) => (
            <Field key={f} label={t(`audit.filters.${f}`)}>
              <Input
                type="datetime-local"
                value={draft[f] ?? ''}
                onChange={(e) => setDraft({ ...draft, [f]: e.target.value })}
              />
            </Field>
          ))}
          <Button type="submit">{t('audit.apply')}</Button>
        </form>
        <div className="mt-3 flex gap-2">
          <Button variant="ghost" onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
            {t('audit.export')}
          </Button>
          {me.permissions.includes('audit.verify') && (
            <Button variant="ghost" onClick={() => verify.mutate()} disabled={verify.isPending}>
              {t('audit.verify')}
            </Button>
          )}
        </div>
        {verify.data && <VerifyResult result={verify.data} />}
        <div className="mt-3">
          <ErrorText error={list.error ?? verify.error ?? exportCsv.error} />
        </div>
      </Card>
      <Card>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b text-slate-500">
              <tr>
                <th className="py-2 pr-3">#</th>
                <th className="py-2 pr-3">{t('audit.at')}</th>
                <th className="py-2 pr-3">{t('audit.filters.actor')}</th>
                <th className="py-2 pr-3">{t('audit.filters.action')}</th>
                <th className="py-2 pr-3">{t('audit.filters.subject')}</th>
                <th className="py-2 pr-3">{t('audit.ip')}</th>
                <th className="py-2">{t('audit.change')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((e) => (
                <AuditRow key={e.id} e={e} />
              ))}
            </tbody>
          </table>
        </div>
        {list.hasNextPage && (
          <Button
            variant="ghost"
            className="mt-3"
            onClick={() => list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
          >
            {t('audit.more')}
          </Button>
        )}
        {list.isSuccess && rows.length === 0 && <p className="text-sm text-slate-500">{t('audit.empty')}</p>}
      </Card>
    </div>
  );
}

function AuditRow({ e }: { e: AuditEntry }) {
  const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));
  return (
    <tr className="border-b align-top last:border-0">
      <td className="py-2 pr-3 tabular-nums text-slate-500">{e.seq ?? e.id}</td>
      <td className="py-2 pr-3 whitespace-nowrap">{dateTime(e.at)}</td>
      <td className="py-2 pr-3">{e.actor}</td>
      <td className="py-2 pr-3 font-mono text-xs">{e.action}</td>
      <td className="py-2 pr-3">{e.subject ?? ''}</td>
      <td className="py-2 pr-3">{e.ip ?? ''}</td>
      <td className="max-w-md py-2 font-mono text-xs break-all text-slate-600">
        {e.before !== null && e.before !== undefined && <div>− {json(e.before)}</div>}
        {e.after !== null && e.after !== undefined && <div>+ {json(e.after)}</div>}
      </td>
    </tr>
  );
}

function VerifyResult({ result }: { result: AuditVerifyResult }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-testid="audit-verify"
      className={`mt-3 rounded-md px-3 py-2 text-sm ${result.ok ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'}`}
    >
      <p>
        {result.ok
          ? t('audit.verifyOk', { count: result.checked, seq: result.headSeq })
          : t('audit.verifyFailed', { count: result.problems.length })}
      </p>
      <p className="font-mono text-xs break-all">{result.headHash}</p>
      {result.problems.length > 0 && (
        <ul className="mt-2 list-disc pl-5">
          {result.problems.map((p) => (
            <li key={`${p.kind}-${p.seq}-${p.id}-${p.detail}`}>
              {t(`audit.problems.${p.kind}`)} {p.id !== null ? `id ${p.id}` : ''} {p.seq !== null ? `#${p.seq}` : ''} —{' '}
              {p.detail}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
