import { backofficeSiteListsContract as c, type SiteDomain } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { Button, Card, Input } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { SaveError } from './field-errors';

const blank = (sort: number): SiteDomain => ({ domainName: '', route: '/', isPrimary: false, sort, enabled: true });

/** The site's domains as one list: edit rows, add or remove, pick the primary, save the whole list. */
export function DomainsEditor({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const query = useQuery({ queryKey: ['content', 'domains'], queryFn: ({ signal }) => call(c.domains, { signal }) });
  const [rows, setRows] = useState<SiteDomain[] | null>(null);
  useEffect(() => {
    if (query.data) setRows(query.data.items);
  }, [query.data]);
  const save = useMutation({
    mutationFn: (items: SiteDomain[]) => call(c.putDomains, { body: { items } }),
    onSuccess: (saved) => qc.setQueryData(['content', 'domains'], saved),
  });
  const set = (i: number, patch: Partial<SiteDomain>) =>
    setRows((r) => r!.map((d, j) => (j === i ? { ...d, ...patch } : patch.isPrimary ? { ...d, isPrimary: false } : d)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (rows) save.mutate(rows);
  };
  const label = (f: string) => t(`content.settings.domains.fields.${f}`);
  return (
    <form onSubmit={submit} data-testid="setting-domains">
      <Card title={t('content.settings.domains.title')}>
        <p className="mb-3 text-sm text-slate-600">{t('content.settings.domains.hint')}</p>
        <ErrorText error={query.error} />
        {rows && (
          <fieldset disabled={!canEdit} className="min-w-0 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b text-slate-500">
                <tr>
                  <th className="py-2 pr-2">{label('domainName')}</th>
                  <th className="py-2 pr-2">{label('route')}</th>
                  <th className="py-2 pr-2">{label('isPrimary')}</th>
                  <th className="py-2 pr-2">{label('sort')}</th>
                  <th className="py-2 pr-2">{label('enabled')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {rows.map((d, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; a name may be blank or repeated while typing.
                  <tr key={i} data-testid="domain-row" className="border-b last:border-0">
                    <td className="py-1 pr-2">
                      <Input
                        aria-label={label('domainName')}
                        value={d.domainName}
                        onChange={(e) => set(i, { domainName: e.target.value })}
                      />
                    </td>
                    <td className="py-1 pr-2">
                      <Input
                        aria-label={label('route')}
                        value={d.route}
                        onChange={(e) => set(i, { route: e.target.value })}
                      />
                    </td>
                    <td className="py-1 pr-2">
                      <input
                        type="radio"
                        name="primary"
                        aria-label={label('isPrimary')}
                        checked={d.isPrimary}
                        onChange={() => set(i, { isPrimary: true })}
                      />
                    </td>
                    <td className="w-20 py-1 pr-2">
                      <Input
                        aria-label={label('sort')}
                        inputMode="numeric"
                        value={String(d.sort)}
                        onChange={(e) => set(i, { sort: Number.parseInt(e.target.value, 10) || 0 })}
                      />
                    </td>
                    <td className="py-1 pr-2">
                      <input
                        type="checkbox"
                        aria-label={label('enabled')}
                        checked={d.enabled}
                        onChange={(e) => set(i, { enabled: e.target.checked })}
                      />
                    </td>
                    <td className="py-1">
                      <Button variant="ghost" onClick={() => setRows(rows.filter((_, j) => j !== i))}>
                        {t('content.delete')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </fieldset>
        )}
        <div className="mt-3 space-y-2">
          <SaveError error={save.error} labelOf={(f) => (f === 'items' ? t('content.settings.domains.title') : f)} />
          {save.isSuccess && (
            <p role="status" className="text-sm text-green-700">
              {t('content.saved')}
            </p>
          )}
        </div>
        {canEdit && rows && (
          <div className="mt-3 flex gap-2">
            <Button variant="ghost" onClick={() => setRows([...rows, blank(rows.length)])}>
              {t('content.settings.domains.add')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {t('content.save')}
            </Button>
          </div>
        )}
      </Card>
    </form>
  );
}
