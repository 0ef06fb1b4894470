import type { Downline } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiErrorText } from '../../../shared/api/error-text';
import { formatDateTime } from '../../../shared/format/date';
import { formatBasisPoints, formatCount } from '../../../shared/format/number';
import { useFormatMoney } from '../../../shared/format/use-money';
import { useSession } from '../../../shared/session/session';
import { downlinesQuery, myTermsQuery, setDownlineTerms, transferToDownline } from '../api/agent-team.api';
import { DRILL_PARAM, openAgentCentre } from '../centre/agent-url';
import { Breadcrumb } from '../kit/breadcrumb';
import { FormFooter } from '../kit/form-footer';
import { parseMinor } from '../kit/money-input';
import { type Column, ReportTable } from '../kit/report-table';
import { termsAboveCeiling, termsFromText } from '../kit/terms';
import { TermsFields, type TermsText, termsToText } from '../kit/terms-fields';
import { ContractOffer } from './contract-offer';

const PAGE_SIZE = 20;

/**
 * Team management (spec §2 downlineManagmentView): the direct downlines of a level, a search over the
 * whole team, drill-down with a breadcrumb, and for a direct downline its terms and a transfer.
 */
export function TeamManagementPage() {
  const { t, i18n } = useTranslation('agent');
  const token = useSession((s) => s.token);
  const money = useFormatMoney();
  // The level shown lives in the address (?acPath=<member id>): reload keeps it, back goes up a level.
  const [params] = useSearchParams();
  const rawParent = Number(params.get(DRILL_PARAM));
  const parentId = Number.isSafeInteger(rawParent) && rawParent > 0 ? rawParent : undefined;
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<{ member: Downline; action: 'terms' | 'transfer' | 'contract' } | null>(null);
  const q = useQuery(downlinesQuery(token, { parentId, search, page, pageSize: PAGE_SIZE }));
  const path = q.data?.path ?? [];
  const drill = (id: number | undefined) => {
    openAgentCentre('downlineManagmentView', id === undefined ? {} : { [DRILL_PARAM]: String(id) });
    setSearch('');
    setTyped('');
    setPage(1);
    setOpen(null);
  };
  const columns: Column<Downline>[] = [
    {
      key: 'account',
      label: t('team.account'),
      cell: (r) => <span className="font-semibold">{r.account}</span>,
      csv: (r) => r.account,
    },
    {
      key: 'kind',
      label: t('team.kind'),
      cell: (r) => t(`register.kinds.${r.kind}`),
      csv: (r) => t(`register.kinds.${r.kind}`),
    },
    { key: 'depth', label: t('team.level'), cell: (r) => r.depth, csv: (r) => r.depth, numeric: true },
    {
      key: 'teamSize',
      label: t('team.teamSize'),
      cell: (r) => formatCount(r.teamSize),
      csv: (r) => r.teamSize,
      numeric: true,
    },
    {
      key: 'balance',
      label: t('team.balance'),
      cell: (r) => money(r.balance),
      csv: (r) => money(r.balance),
      numeric: true,
    },
    {
      key: 'terms',
      label: t('team.terms'),
      cell: (r) => termsSummary(r, t),
      csv: (r) => termsSummary(r, t),
    },
    {
      key: 'createdAt',
      label: t('team.createdAt'),
      cell: (r) => formatDateTime(r.createdAt, i18n.language),
      csv: (r) => formatDateTime(r.createdAt, i18n.language),
    },
    {
      key: 'actions',
      label: t('team.actions'),
      cell: (r) => (
        <span className="flex gap-1">
          {r.directCount > 0 ? (
            <button
              type="button"
              data-testid="agent-team-drill"
              onClick={() => drill(r.id)}
              className="h-7 rounded-md bg-primary-soft px-2 text-xs font-semibold text-primary"
            >
              {t('team.drill', { count: r.directCount })}
            </button>
          ) : null}
          {r.depth === 1 ? (
            <>
              <button
                type="button"
                data-testid="agent-team-terms"
                onClick={() => setOpen({ member: r, action: 'terms' })}
                className="h-7 rounded-md bg-surface-2 px-2 text-xs font-semibold"
              >
                {t('team.editTerms')}
              </button>
              {r.kind === 'agent' ? (
                <button
                  type="button"
                  data-testid="agent-team-contract"
                  onClick={() => setOpen({ member: r, action: 'contract' })}
                  className="h-7 rounded-md bg-surface-2 px-2 text-xs font-semibold"
                >
                  {t('team.contract')}
                </button>
              ) : null}
              <button
                type="button"
                data-testid="agent-team-transfer"
                onClick={() => setOpen({ member: r, action: 'transfer' })}
                className="h-7 rounded-md bg-surface-2 px-2 text-xs font-semibold"
              >
                {t('team.transfer')}
              </button>
            </>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(typed.trim());
          setPage(1);
        }}
      >
        <input
          type="search"
          data-testid="agent-team-search"
          aria-label={t('team.search')}
          placeholder={t('team.search')}
          value={typed}
          maxLength={30}
          onChange={(e) => setTyped(e.target.value)}
          className="h-9 min-w-0 flex-1 rounded-lg border border-border bg-surface px-3 text-sm"
        />
        <button type="submit" className="h-9 rounded-lg bg-primary px-4 text-sm font-bold text-white">
          {t('kit.range.apply')}
        </button>
      </form>
      {search ? (
        <p className="text-xs text-text-muted">{t('team.searching', { search })}</p>
      ) : (
        <Breadcrumb
          crumbs={path.map((p) => ({ id: String(p.id), label: p.account }))}
          onSelect={(i) => drill(i === 0 ? undefined : path[i]?.id)}
        />
      )}
      {open ? (
        open.action === 'terms' ? (
          <TermsEditor member={open.member} onClose={() => setOpen(null)} />
        ) : open.action === 'contract' ? (
          <Panel title={t('team.contractOf', { account: open.member.account })} onClose={() => setOpen(null)}>
            <ContractOffer member={open.member} />
          </Panel>
        ) : (
          <TransferForm member={open.member} onClose={() => setOpen(null)} />
        )
      ) : null}
      <ReportTable
        testId="agent-team"
        columns={columns}
        rows={q.data?.items}
        rowKey={(r) => String(r.id)}
        loading={q.isPending}
        error={q.isError ? apiErrorText(t, q.error) : null}
        csvName="team"
        paging={{ page, pageSize: PAGE_SIZE, total: q.data?.total ?? 0, onPage: setPage }}
      />
    </div>
  );
}

function termsSummary(r: Downline, t: (k: string) => string): string {
  const parts = Object.entries(r.terms)
    .filter(([, v]) => (v ?? 0) > 0)
    .map(([k, v]) => `${t(`terms.kind.${k}`)} ${formatBasisPoints(v ?? 0)}%`);
  return parts.join(', ') || '—';
}

function Panel({ title, onClose, children }: { title: string; onClose: () => void; children: React.ReactNode }) {
  const { t } = useTranslation('agent');
  return (
    <section className="rounded-2xl border border-primary/40 bg-primary-soft/30 p-4">
      <div className="mb-3 flex items-center justify-between">
        <h3 className="text-sm font-bold">{title}</h3>
        <button type="button" onClick={onClose} className="text-xs text-text-muted hover:text-text">
          {t('team.cancel')}
        </button>
      </div>
      {children}
    </section>
  );
}

function TermsEditor({ member, onClose }: { member: Downline; onClose: () => void }) {
  const { t } = useTranslation('agent');
  const token = useSession((s) => s.token);
  const qc = useQueryClient();
  const mine = useQuery(myTermsQuery(token));
  const [text, setText] = useState<TermsText>(termsToText(member.terms));
  const [problem, setProblem] = useState<string | null>(null);
  const m = useMutation({
    mutationFn: (terms: Parameters<typeof setDownlineTerms>[1]) => setDownlineTerms(member.id, terms),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['agent'] });
      onClose();
    },
  });
  return (
    <Panel title={t('team.termsOf', { account: member.account })} onClose={onClose}>
      <form
        data-testid="agent-terms-form"
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          const terms = termsFromText(text);
          if (!terms) return setProblem(t('terms.invalid'));
          const above = termsAboveCeiling(terms, mine.data?.terms ?? {});
          if (above.length)
            return setProblem(t('terms.above', { kinds: above.map((k) => t(`terms.kind.${k}`)).join(', ') }));
          setProblem(null);
          m.mutate(terms);
        }}
      >
        <TermsFields value={text} onChange={setText} ceiling={mine.data?.terms} idPrefix="agent-edit-terms" />
        <FormFooter problem={problem} error={m.error} pending={m.isPending} submitLabel={t('team.saveTerms')} />
      </form>
    </Panel>
  );
}

function TransferForm({ member, onClose }: { member: Downline; onClose: () => void }) {
  const { t } = useTranslation('agent');
  const money = useFormatMoney();
  const qc = useQueryClient();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // One key per transfer the agent means: a re-send after a network error is the same transfer.
  const key = useRef(crypto.randomUUID());
  const m = useMutation({
    mutationFn: transferToDownline,
    onSuccess: () => {
      key.current = crypto.randomUUID();
      setAmount('');
      setPassword('');
      void qc.invalidateQueries();
    },
  });
  return (
    <Panel title={t('team.transferTo', { account: member.account })} onClose={onClose}>
      <form
        data-testid="agent-transfer-form"
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          const minor = parseMinor(amount);
          if (minor === null || minor <= 0) return setProblem(t('team.amountInvalid'));
          if (!password) return setProblem(t('team.passwordNeeded'));
          setProblem(null);
          m.mutate({ memberId: member.id, amount: minor, paymentPassword: password, idempotencyKey: key.current });
        }}
      >
        <label className="flex flex-col gap-1 text-xs text-text-muted">
          {t('team.amount')}
          <input
            inputMode="decimal"
            data-testid="agent-transfer-amount"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            className="tabular h-10 rounded-lg border border-border bg-surface px-3 text-sm text-text"
          />
        </label>
        <label className="flex flex-col gap-1 text-xs text-text-muted">
          {t('team.paymentPassword')}
          <input
            type="password"
            autoComplete="off"
            data-testid="agent-transfer-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className="h-10 rounded-lg border border-border bg-surface px-3 text-sm text-text"
          />
        </label>
        <FormFooter
          problem={problem}
          error={m.error}
          success={m.isSuccess ? t('team.transferred', { amount: money(Math.abs(m.data.amount)) }) : null}
          pending={m.isPending}
          submitLabel={t('team.transfer')}
        />
      </form>
    </Panel>
  );
}
