import type { AgentInvite } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-text';
import { formatDateTime } from '../../../shared/format/date';
import { useSession } from '../../../shared/session/session';
import { createDownline, createInvite, disableInvite, invitesQuery, myTermsQuery } from '../api/agent-team.api';
import { InviteQr } from '../kit/invite-qr';
import { termsAboveCeiling, termsFromText } from '../kit/terms';
import { TermsFields, type TermsText } from '../kit/terms-fields';

const USERNAME = /^[A-Za-z][A-Za-z0-9]{1,14}$/;
const inputClass = 'h-10 w-full rounded-lg border border-border bg-surface px-3 text-sm text-text';

/** Register centre (spec §2 registerCenter): open a downline account directly, or hand out invite links. */
export function RegisterCentrePage() {
  const { t } = useTranslation('agent');
  const token = useSession((s) => s.token);
  const mine = useQuery(myTermsQuery(token));
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4 lg:grid-cols-2">
      <CreateDownlineForm ceiling={mine.data?.terms} />
      <Invites ceiling={mine.data?.terms} token={token} />
      {mine.isError ? (
        <p role="alert" className="text-sm text-danger">
          {apiErrorText(t, mine.error)}
        </p>
      ) : null}
    </div>
  );
}

function KindSwitch({
  value,
  onChange,
  name,
}: {
  value: 'member' | 'agent';
  onChange: (k: 'member' | 'agent') => void;
  name: string;
}) {
  const { t } = useTranslation('agent');
  return (
    <div role="radiogroup" aria-label={t('register.kind')} className="flex gap-2">
      {(['member', 'agent'] as const).map((k) => (
        <label
          key={k}
          className={`flex h-9 flex-1 cursor-pointer items-center justify-center rounded-lg border text-sm font-semibold ${value === k ? 'border-primary bg-primary-soft text-primary' : 'border-border'}`}
        >
          <input
            type="radio"
            name={name}
            className="sr-only"
            data-testid={`${name}-${k}`}
            checked={value === k}
            onChange={() => onChange(k)}
          />
          {t(`register.kinds.${k}`)}
        </label>
      ))}
    </div>
  );
}

/** Checks typed terms against the agent's own: a clear message here, the server refuses them too. */
function useTermsCheck(ceiling: Parameters<typeof termsAboveCeiling>[1] | undefined) {
  const { t } = useTranslation('agent');
  return (text: TermsText) => {
    const terms = termsFromText(text);
    if (!terms) return { error: t('terms.invalid') } as const;
    const above = termsAboveCeiling(terms, ceiling ?? {});
    if (above.length > 0)
      return { error: t('terms.above', { kinds: above.map((k) => t(`terms.kind.${k}`)).join(', ') }) } as const;
    return { terms } as const;
  };
}

function CreateDownlineForm({ ceiling }: { ceiling: Parameters<typeof termsAboveCeiling>[1] | undefined }) {
  const { t } = useTranslation('agent');
  const qc = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [kind, setKind] = useState<'member' | 'agent'>('member');
  const [terms, setTerms] = useState<TermsText>({});
  const [problem, setProblem] = useState<string | null>(null);
  const check = useTermsCheck(ceiling);
  const m = useMutation({
    mutationFn: createDownline,
    onSuccess: () => {
      setUsername('');
      setPassword('');
      setTerms({});
      void qc.invalidateQueries({ queryKey: ['agent'] });
    },
  });
  return (
    <form
      data-testid="agent-create-downline"
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-border p-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!USERNAME.test(username)) return setProblem(t('register.usernameRule'));
        if (password.length < 6) return setProblem(t('register.passwordRule'));
        const c = check(terms);
        if ('error' in c) return setProblem(c.error ?? null);
        setProblem(null);
        m.mutate({ username, password, kind, terms: c.terms });
      }}
    >
      <h3 className="text-base font-bold">{t('register.createTitle')}</h3>
      <KindSwitch value={kind} onChange={setKind} name="agent-create-kind" />
      <label className="flex flex-col gap-1 text-xs text-text-muted">
        {t('register.username')}
        <input
          data-testid="agent-create-username"
          autoComplete="off"
          value={username}
          onChange={(e) => setUsername(e.target.value.trim())}
          className={inputClass}
        />
      </label>
      <label className="flex flex-col gap-1 text-xs text-text-muted">
        {t('register.password')}
        <input
          data-testid="agent-create-password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          className={inputClass}
        />
      </label>
      <TermsFields value={terms} onChange={setTerms} ceiling={ceiling} idPrefix="agent-create-terms" />
      {problem || m.isError ? (
        <p role="alert" data-testid="agent-create-error" className="text-sm text-danger">
          {problem ?? apiErrorText(t, m.error)}
        </p>
      ) : null}
      {m.isSuccess && !problem ? (
        <p role="status" data-testid="agent-create-done" className="text-sm text-success">
          {t('register.created', { account: m.data.account })}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={m.isPending}
        data-testid="agent-create-submit"
        className="h-10 rounded-xl bg-primary text-sm font-bold text-white hover:bg-primary-strong disabled:opacity-50"
      >
        {t('register.create')}
      </button>
    </form>
  );
}

function Invites({
  ceiling,
  token,
}: {
  ceiling: Parameters<typeof termsAboveCeiling>[1] | undefined;
  token: string | null;
}) {
  const { t, i18n } = useTranslation('agent');
  const qc = useQueryClient();
  const list = useQuery(invitesQuery(token));
  const [kind, setKind] = useState<'member' | 'agent'>('member');
  const [terms, setTerms] = useState<TermsText>({});
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const check = useTermsCheck(ceiling);
  const refresh = () => qc.invalidateQueries({ queryKey: invitesQuery(token).queryKey });
  const add = useMutation({
    mutationFn: createInvite,
    onSuccess: () => {
      setNote('');
      void refresh();
    },
  });
  const off = useMutation({ mutationFn: disableInvite, onSuccess: () => void refresh() });
  return (
    <section className="flex min-w-0 flex-col gap-3 rounded-2xl border border-border p-4">
      <h3 className="text-base font-bold">{t('register.invitesTitle')}</h3>
      <form
        data-testid="agent-create-invite"
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          const c = check(terms);
          if ('error' in c) return setProblem(c.error ?? null);
          setProblem(null);
          add.mutate({ kind, terms: c.terms, note: note.trim() || undefined });
        }}
      >
        <KindSwitch value={kind} onChange={setKind} name="agent-invite-kind" />
        <TermsFields value={terms} onChange={setTerms} ceiling={ceiling} idPrefix="agent-invite-terms" />
        <label className="flex flex-col gap-1 text-xs text-text-muted">
          {t('register.note')}
          <input
            data-testid="agent-invite-note"
            maxLength={60}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            className={inputClass}
          />
        </label>
        {problem || add.isError ? (
          <p role="alert" className="text-sm text-danger">
            {problem ?? apiErrorText(t, add.error)}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={add.isPending}
          data-testid="agent-invite-submit"
          className="h-10 rounded-xl bg-primary text-sm font-bold text-white hover:bg-primary-strong disabled:opacity-50"
        >
          {t('register.createInvite')}
        </button>
      </form>
      {list.isError ? (
        <p role="alert" className="text-sm text-danger">
          {apiErrorText(t, list.error)}
        </p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {(list.data ?? []).map((inv) => (
          <InviteRow key={inv.id} inv={inv} language={i18n.language} onDisable={() => off.mutate(inv.id)} />
        ))}
      </ul>
      {list.data?.length === 0 ? <p className="text-sm text-text-muted">{t('register.noInvites')}</p> : null}
    </section>
  );
}

function InviteRow({ inv, language, onDisable }: { inv: AgentInvite; language: string; onDisable: () => void }) {
  const { t } = useTranslation('agent');
  const url = `${window.location.origin}${inv.link}`;
  const [copied, setCopied] = useState(false);
  return (
    <li
      data-testid="agent-invite"
      data-code={inv.code}
      className={`flex gap-3 rounded-xl bg-surface-2 p-3 ${inv.status === 'disabled' ? 'opacity-60' : ''}`}
    >
      <InviteQr url={url} label={t('register.qrOf', { code: inv.code })} size={96} />
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        <p className="font-mono text-base font-bold tracking-wider" data-testid="agent-invite-code">
          {inv.code}
        </p>
        <p className="truncate text-xs text-primary" data-testid="agent-invite-link">
          {url}
        </p>
        <p className="text-xs text-text-muted">
          {t(`register.kinds.${inv.kind}`)} · {t('register.uses', { count: inv.uses })} ·{' '}
          {formatDateTime(inv.createdAt, language)}
          {inv.note ? ` · ${inv.note}` : ''}
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            className="h-8 rounded-lg bg-primary px-3 text-xs font-bold text-white"
            onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true))}
          >
            {copied ? t('register.copied') : t('register.copy')}
          </button>
          {inv.status === 'active' ? (
            <button type="button" onClick={onDisable} className="h-8 rounded-lg border border-border px-3 text-xs">
              {t('register.disable')}
            </button>
          ) : (
            <span className="self-center text-xs text-text-muted">{t('register.disabled')}</span>
          )}
        </div>
      </div>
    </li>
  );
}
