import { agentBackofficeContract, agentReportsContract } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wordsOf } from '../../shared/amount-input';
import { call } from '../../shared/api/client';
import { Button } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';

/** An agent's registered domains (a visitor arriving on one registers under it): one per line, replaced whole. */
export function DomainsForm({ agentId }: { agentId: number }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: ['agent-domains', agentId],
    queryFn: ({ signal }) => call(agentBackofficeContract.domains, { params: { id: String(agentId) }, signal }),
  });
  const [text, setText] = useState('');
  useEffect(() => {
    if (q.data) setText(q.data.domains.join('\n'));
  }, [q.data]);
  const save = useMutation({
    mutationFn: () =>
      call(agentReportsContract.operatorSetDomains, {
        params: { id: String(agentId) },
        body: { domains: wordsOf(text.replace(/\s+/g, ',')) },
      }),
    onSuccess: (saved) => qc.setQueryData(['agent-domains', agentId], saved),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <h3 className="text-sm font-semibold">{t('agents.domains.title')}</h3>
      <textarea
        aria-label={t('agents.domains.title')}
        className="h-24 w-full rounded-md border border-slate-300 p-2 font-mono text-sm"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="agent.example.com"
      />
      <p className="text-xs text-slate-500">{t('agents.domains.hint')}</p>
      <ErrorText error={q.error ?? save.error} />
      {save.isSuccess && <p className="text-sm text-emerald-700">{t('agents.saved')}</p>}
      <Button type="submit" disabled={save.isPending}>
        {t('agents.save')}
      </Button>
    </form>
  );
}
