import { backofficeContract } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../app/me-type';
import { call } from '../../shared/api/client';
import { Button, Card, Field, Input, PageTitle } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';

/** The back office's security settings: idle timeout, IP allow-list, TOTP required (owners change them). */
export function SecurityPage({ me }: { me: Me }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const canEdit = me.permissions.includes('security.manage');
  const q = useQuery({
    queryKey: ['security'],
    queryFn: ({ signal }) => call(backofficeContract.security, { signal }),
  });
  const [idle, setIdle] = useState('30');
  const [ips, setIps] = useState('');
  const [totpRequired, setTotpRequired] = useState(false);
  useEffect(() => {
    if (!q.data) return;
    setIdle(String(q.data.idleMinutes));
    setIps(q.data.ipAllowList.join('\n'));
    setTotpRequired(q.data.totpRequired);
  }, [q.data]);
  const save = useMutation({
    mutationFn: () =>
      call(backofficeContract.putSecurity, {
        body: {
          idleMinutes: Number(idle),
          ipAllowList: ips
            .split(/[\s,]+/)
            .map((s) => s.trim())
            .filter(Boolean),
          totpRequired,
        },
      }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['security'] });
      void qc.invalidateQueries({ queryKey: ['me'] });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <div className="max-w-2xl space-y-6">
      <PageTitle>{t('security.title')}</PageTitle>
      <Card>
        <form onSubmit={submit} className="space-y-4">
          <Field label={t('security.idle')}>
            <Input
              type="number"
              min={5}
              max={720}
              value={idle}
              disabled={!canEdit}
              onChange={(e) => setIdle(e.target.value)}
            />
          </Field>
          <Field label={t('security.ips')}>
            <textarea
              rows={5}
              value={ips}
              disabled={!canEdit}
              onChange={(e) => setIps(e.target.value)}
              className="rounded-md border border-slate-300 px-3 py-2 font-mono text-sm"
            />
            <span className="text-xs text-slate-500">{t('security.ipsHint')}</span>
          </Field>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={totpRequired}
              disabled={!canEdit}
              onChange={(e) => setTotpRequired(e.target.checked)}
            />
            {t('security.totpRequired')}
          </label>
          <ErrorText error={q.error ?? save.error} />
          {save.isSuccess && <p className="text-sm text-emerald-700">{t('common.saved')}</p>}
          {canEdit && (
            <Button type="submit" disabled={save.isPending}>
              {t('common.save')}
            </Button>
          )}
        </form>
      </Card>
    </div>
  );
}
