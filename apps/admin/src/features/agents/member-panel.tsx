import { AgentTermKinds, agentBackofficeContract, agentTeamContract, type Downline } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../shared/api/client';
import { Button, Field, Input } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { ContractsPanel } from './contracts-panel';
import { DomainsForm } from './domains-form';
import { fromBp, toBp } from './rates';

/** One member of the tree: move it (with its whole team) under another upline or to the top; an agent's terms and contracts. */
export function MemberPanel({ d, canManage }: { d: Downline; canManage: boolean }) {
  return (
    <div className="grid gap-4 xl:grid-cols-2" data-testid="member-panel">
      {canManage && <MoveForm d={d} />}
      {canManage && d.kind === 'agent' && <TermsForm d={d} />}
      {canManage && d.kind === 'agent' && <DomainsForm agentId={d.id} />}
      {d.kind === 'agent' && (
        <div className="xl:col-span-2">
          <ContractsPanel agentId={d.id} canManage={canManage} />
        </div>
      )}
    </div>
  );
}

function MoveForm({ d }: { d: Downline }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [upline, setUpline] = useState('');
  const move = useMutation({
    mutationFn: async () => {
      const account = upline.trim();
      let uplineId: number | null = null;
      if (account) {
        // The operator types the new upline's account; its id comes from the tree's search (exact match only).
        const found = await call(agentBackofficeContract.tree, { query: { search: account, pageSize: 100 } });
        const hit = found.items.find((m) => m.account.toLowerCase() === account.toLowerCase());
        if (!hit) throw new ApiError('not_found', 404, 'No such account');
        uplineId = hit.id;
      }
      return call(agentTeamContract.operatorMove, { params: { id: String(d.id) }, body: { uplineId } });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: ['agent-tree'] }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    move.mutate();
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <h3 className="text-sm font-semibold">{t('agents.move.title', { account: d.account })}</h3>
      <Field label={t('agents.move.upline')}>
        <Input value={upline} onChange={(e) => setUpline(e.target.value)} data-testid="move-upline" />
      </Field>
      <p className="text-xs text-slate-500">{t('agents.move.hint')}</p>
      <ErrorText error={move.error} />
      {move.isSuccess && (
        <p className="text-sm text-emerald-700" data-testid="move-done">
          {t('agents.move.done', { path: move.data.path.map((s) => s.account).join(' › ') || t('agents.tree.top') })}
        </p>
      )}
      <Button type="submit" disabled={move.isPending} data-testid="move-submit">
        {t('agents.move.submit')}
      </Button>
    </form>
  );
}

function TermsForm({ d }: { d: Downline }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [rates, setRates] = useState<Record<string, string>>(() =>
    Object.fromEntries(AgentTermKinds.map((k) => [k, fromBp(d.terms[k] ?? 0)])),
  );
  const save = useMutation({
    mutationFn: () =>
      call(agentTeamContract.operatorSetTerms, {
        params: { id: String(d.id) },
        body: { terms: Object.fromEntries(AgentTermKinds.map((k) => [k, toBp(rates[k] ?? '0')])) },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['agent-tree'] }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <h3 className="text-sm font-semibold">{t('agents.terms.title')}</h3>
      <div className="grid grid-cols-2 gap-2">
        {AgentTermKinds.map((k) => (
          <Field key={k} label={`${t(`agents.termKinds.${k}`)} (%)`}>
            <Input
              value={rates[k] ?? ''}
              inputMode="decimal"
              onChange={(e) => setRates({ ...rates, [k]: e.target.value })}
              data-testid={`terms-${k}`}
            />
          </Field>
        ))}
      </div>
      <p className="text-xs text-slate-500">{t('agents.terms.hint')}</p>
      <ErrorText error={save.error} />
      {save.isSuccess && <p className="text-sm text-emerald-700">{t('agents.saved')}</p>}
      <Button type="submit" disabled={save.isPending} data-testid="terms-save">
        {t('agents.save')}
      </Button>
    </form>
  );
}
