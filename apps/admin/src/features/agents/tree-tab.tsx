import { agentBackofficeContract, type Downline } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { call } from '../../shared/api/client';
import { count, money } from '../../shared/format';
import { Button, Card, Input } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { MemberPanel } from './member-panel';
import { fromBp } from './rates';

const PAGE_SIZE = 50;

/**
 * The agent tree: top agents first; an agent opens its direct downlines (the path from its top agent above, to
 * climb back); a search finds any account. A row's panel moves it under another upline, sets its terms and
 * shows or sets its contracts. Where the operator is (parent, search, page) stays in the address.
 */
export function TreeTab({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const [sp, setSp] = useSearchParams();
  const parentId = Number(sp.get('parent')) || undefined;
  const search = sp.get('q') ?? '';
  const page = Number(sp.get('page')) || 1;
  const [draft, setDraft] = useState(search);
  const [open, setOpen] = useState<number | null>(null);
  const go = (next: { parent?: number; q?: string; page?: number }) => {
    const p = new URLSearchParams();
    if (next.parent) p.set('parent', String(next.parent));
    if (next.q) p.set('q', next.q);
    if (next.page && next.page > 1) p.set('page', String(next.page));
    setSp(p);
    setOpen(null);
  };
  const list = useQuery({
    queryKey: ['agent-tree', parentId, search, page],
    queryFn: ({ signal }) =>
      call(agentBackofficeContract.tree, {
        query: { parentId: search ? undefined : parentId, search: search || undefined, page, pageSize: PAGE_SIZE },
        signal,
      }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ q: draft.trim() });
  };
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  return (
    <Card title={t('agents.tree.title')}>
      <form onSubmit={submit} className="mb-3 flex flex-wrap gap-2">
        <Input
          aria-label={t('agents.tree.search')}
          placeholder={t('agents.tree.search')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          data-testid="tree-search"
        />
        <Button type="submit">{t('agents.tree.find')}</Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft('');
            go({});
          }}
        >
          {t('agents.tree.top')}
        </Button>
      </form>
      {list.data && list.data.path.length > 0 && (
        <nav aria-label={t('agents.tree.path')} className="mb-3 flex flex-wrap gap-1 text-sm" data-testid="tree-path">
          <button type="button" className="text-brand hover:underline" onClick={() => go({})}>
            {t('agents.tree.top')}
          </button>
          {list.data.path.map((s) => (
            <span key={s.id}>
              {' › '}
              <button type="button" className="text-brand hover:underline" onClick={() => go({ parent: s.id })}>
                {s.account}
              </button>
            </span>
          ))}
        </nav>
      )}
      <ErrorText error={list.error} />
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="border-b text-slate-500">
            <tr>
              <th className="py-2 pr-3">{t('agents.tree.account')}</th>
              <th className="py-2 pr-3">{t('agents.tree.kind')}</th>
              <th className="py-2 pr-3">{t('agents.tree.depth')}</th>
              <th className="py-2 pr-3 text-right">{t('agents.tree.direct')}</th>
              <th className="py-2 pr-3 text-right">{t('agents.tree.team')}</th>
              <th className="py-2 pr-3 text-right">{t('agents.tree.balance')}</th>
              <th className="py-2 pr-3">{t('agents.tree.terms')}</th>
              <th className="py-2" />
            </tr>
          </thead>
          <tbody>
            {list.data?.items.map((d) => (
              <TreeRow
                key={d.id}
                d={d}
                open={open === d.id}
                onToggle={() => setOpen(open === d.id ? null : d.id)}
                onBrowse={() => go({ parent: d.id })}
                canManage={canManage}
              />
            ))}
          </tbody>
        </table>
      </div>
      {list.isSuccess && list.data.items.length === 0 && (
        <p className="text-sm text-slate-500">{t('agents.tree.empty')}</p>
      )}
      {pages > 1 && (
        <div className="mt-3 flex items-center gap-2 text-sm">
          <Button
            variant="ghost"
            disabled={page <= 1}
            onClick={() => go({ parent: parentId, q: search, page: page - 1 })}
          >
            ‹
          </Button>
          {page} / {pages}
          <Button
            variant="ghost"
            disabled={page >= pages}
            onClick={() => go({ parent: parentId, q: search, page: page + 1 })}
          >
            ›
          </Button>
        </div>
      )}
    </Card>
  );
}

function TreeRow(p: { d: Downline; open: boolean; onToggle: () => void; onBrowse: () => void; canManage: boolean }) {
  const { t } = useTranslation();
  const { d } = p;
  const terms = Object.entries(d.terms)
    .filter(([, bp]) => (bp ?? 0) > 0)
    .map(([k, bp]) => `${t(`agents.termKinds.${k}`)} ${fromBp(bp ?? 0)}%`)
    .join(' · ');
  return (
    <>
      <tr className="border-b last:border-0" data-testid="tree-row" data-account={d.account}>
        <td className="py-2 pr-3">
          {d.directCount > 0 ? (
            <button type="button" className="font-medium text-brand hover:underline" onClick={p.onBrowse}>
              {d.account}
            </button>
          ) : (
            <span className="font-medium">{d.account}</span>
          )}
          {d.status !== 'active' && <span className="ml-2 text-xs text-red-700">{d.status}</span>}
        </td>
        <td className="py-2 pr-3">{t(`agents.kinds.${d.kind}`)}</td>
        <td className="py-2 pr-3 tabular-nums">{d.depth}</td>
        <td className="py-2 pr-3 text-right tabular-nums">{count(d.directCount)}</td>
        <td className="py-2 pr-3 text-right tabular-nums">{count(d.teamSize)}</td>
        <td className="py-2 pr-3 text-right tabular-nums">{money(d.balance)}</td>
        <td className="py-2 pr-3 text-xs">{terms || '—'}</td>
        <td className="py-2">
          <Button variant="ghost" onClick={p.onToggle} data-testid="tree-manage">
            {p.open ? t('agents.close') : t('agents.tree.manage')}
          </Button>
        </td>
      </tr>
      {p.open && (
        <tr>
          <td colSpan={8} className="bg-slate-50 p-3">
            <MemberPanel d={d} canManage={p.canManage} />
          </td>
        </tr>
      )}
    </>
  );
}
