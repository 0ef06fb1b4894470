import { backofficePlayersContract as c, type Player360 } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../shared/api/client';
import { dateTime, money } from '../../shared/format';
import { Button } from '../../shared/ui/controls';
import { Facts } from '../../shared/ui/detail-panel';
import { ErrorText } from '../../shared/ui/error-text';
import { DeviceId } from './device-id';
import { MiniTable } from './kit';
import { PagedList, playerListsKey } from './paged-list';

type P = { p: Player360 };
const when = (iso: string | null) => (iso ? dateTime(iso) : '');
const amount = (minor: number) => <span className="tabular-nums">{money(minor)}</span>;

export function OverviewSection({ p }: P) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const f = p.profile;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Facts
        items={[
          [t('players.col.id'), f.id],
          [t('players.col.nickname'), f.nickname],
          [t('players.col.type'), t(`players.type.${f.type}`, { defaultValue: String(f.type) })],
          [t('players.col.mobile'), f.mobile],
          [t('players.col.email'), f.email],
          [t('players.col.payeeName'), f.payeeName],
          [t('players.col.birthday'), f.birthday],
          [t('players.col.upline'), f.upline],
          [t('players.col.createdAt'), when(f.createdAt)],
          [t('players.col.registerIp'), f.registerIp],
          [t('players.col.lastLoginAt'), when(f.lastLoginAt)],
          [
            t('players.col.vip'),
            <span key="vip" data-testid="player-vip">
              {p.vip.name[lang]}
            </span>,
          ],
          [t('players.col.kyc'), t(`players.kyc.${p.kycLevel}`)],
          [
            t('players.col.labels'),
            <span key="labels" data-testid="player-labels">
              {p.labels.map((l) => l.name[lang]).join(', ') || '—'}
            </span>,
          ],
          [t('players.col.mustChange'), f.passwordMustChange ? t('players.yes') : t('players.no')],
        ]}
      />
      <div className="space-y-4">
        <MiniTable
          testId="player-wallets"
          head={[t('players.col.wallet'), t('players.col.posted'), t('players.col.available')]}
          rows={p.wallets.map((w) => [
            w.vendor ? `${w.kind} · ${w.vendor}` : `${w.kind} (${w.unit})`,
            amount(w.posted),
            amount(w.available),
          ])}
          empty={t('players.none')}
        />
        <Facts
          items={[
            [t('players.turnoverRequired'), amount(p.turnover.required)],
            [t('players.bonusRequired'), amount(p.turnover.bonusRequired)],
          ]}
        />
      </div>
    </div>
  );
}

export function ActivitySection({ p }: P) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <h3 className="font-medium">{t('players.transactions')}</h3>
      <PagedList
        name="transactions"
        playerId={p.profile.id}
        head={[t('players.col.at'), t('players.col.kind'), t('players.col.amount'), t('players.col.state')]}
        row={(x) => [when(x.createdAt), x.kind, amount(x.amount), x.status]}
      />
      <h3 className="font-medium">{t('players.bets')}</h3>
      <PagedList
        name="bets"
        playerId={p.profile.id}
        head={[
          t('players.col.at'),
          t('players.col.vendor'),
          t('players.col.category'),
          t('players.col.stake'),
          t('players.col.win'),
          t('players.col.state'),
        ]}
        row={(b) => [when(b.createdAt), b.vendor, b.category, amount(b.stake), amount(b.win), b.status]}
      />
    </div>
  );
}

export function BonusSection({ p }: P) {
  const { t, i18n } = useTranslation();
  return (
    <div className="space-y-6">
      <PagedList
        name="bonuses"
        playerId={p.profile.id}
        head={[t('players.col.at'), t('players.col.title'), t('players.col.amount'), t('players.col.state')]}
        row={(b) => [when(b.offeredAt), b.title[i18n.language] ?? b.title.vi ?? b.source, amount(b.amount), b.status]}
      />
      <h3 className="font-medium">{t('players.wagering')}</h3>
      <PagedList
        name="wagering"
        playerId={p.profile.id}
        head={[t('players.col.at'), t('players.col.amount'), t('players.col.progress'), t('players.col.state')]}
        row={(w) => [
          when(w.createdAt),
          amount(w.bonus),
          <span key="progress" className="tabular-nums">
            {money(w.done)} / {money(w.required)}
          </span>,
          w.status,
        ]}
      />
    </div>
  );
}

export function SaferSection({ p }: P) {
  const { t } = useTranslation();
  const s = p.rg.state;
  const per = (x: { daily: number | null; weekly: number | null; monthly: number | null }) =>
    (['daily', 'weekly', 'monthly'] as const)
      .map((k) => `${t(`players.period.${k}`)}: ${x[k] === null ? '—' : money(x[k])}`)
      .join(' · ');
  return (
    <div className="space-y-4">
      <Facts
        items={[
          [t('players.rg.deposit'), per(s.deposit)],
          [t('players.rg.loss'), per(s.loss)],
          [t('players.rg.wager'), per(s.wager)],
          [t('players.rg.session'), s.sessionMinutes ?? '—'],
          [t('players.rg.reality'), s.realityCheckSeconds ? s.realityCheckSeconds / 60 : '—'],
          [
            t('players.rg.exclusion'),
            s.exclusion ? `${t(`players.rg.${s.exclusion.kind}`)} → ${when(s.exclusion.until) || '∞'}` : '—',
          ],
        ]}
      />
      <p className="text-sm text-slate-500">{t('players.rg.readOnly')}</p>
      <MiniTable
        head={[t('players.col.at'), t('players.col.kind'), t('players.col.actor')]}
        rows={p.rg.history.map((h) => [when(h.at), h.action, h.actor])}
        empty={t('players.none')}
      />
    </div>
  );
}

export function LinksSection({ p }: P) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <h3 className="font-medium">{t('players.linked')}</h3>
      <MiniTable
        testId="player-linked"
        head={[t('players.col.account'), t('players.col.via'), t('players.col.value'), t('players.col.status')]}
        rows={p.linked.map((l) => [
          <Link key="account" className="text-brand" to={`/players/${l.memberId}`}>
            {l.account}
          </Link>,
          t(`players.via.${l.via}`),
          l.via === 'device' ? <DeviceId key="device" id={l.value} /> : l.value,
          t(`players.status.${l.status}`),
        ])}
        empty={t('players.none')}
      />
      <h3 className="font-medium">{t('players.bankAccounts')}</h3>
      <MiniTable
        head={[t('players.col.bank'), t('players.col.number'), t('players.col.payeeName'), t('players.col.removed')]}
        rows={p.bankAccounts.map((b) => [b.bankCode, b.accountNumber, b.payeeName, when(b.removedAt)])}
        empty={t('players.none')}
      />
      <h3 className="font-medium">{t('players.logins')}</h3>
      <PagedList
        name="logins"
        playerId={p.profile.id}
        testId="player-logins"
        head={[
          t('players.col.at'),
          t('players.col.kind'),
          t('players.col.ip'),
          t('players.col.deviceId'),
          t('players.col.device'),
        ]}
        row={(l) => [
          when(l.at),
          l.kind,
          l.ip ?? '',
          l.deviceId ? <DeviceId key="device" id={l.deviceId} /> : '',
          l.device ?? '',
        ]}
      />
      <h3 className="font-medium">{t('players.ips')}</h3>
      <MiniTable
        head={[t('players.col.ip'), t('players.col.firstSeen'), t('players.col.lastSeen')]}
        rows={p.ips.map((i) => [i.ip, when(i.firstSeen), when(i.lastSeen)])}
        empty={t('players.none')}
      />
    </div>
  );
}

export function NotesSection({ p, canWrite }: P & { canWrite: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [body, setBody] = useState('');
  const add = useMutation({
    mutationFn: (text: string) => call(c.addNote, { params: { id: String(p.profile.id) }, body: { body: text } }),
    onSuccess: () => {
      setBody('');
      return Promise.all([
        qc.invalidateQueries({ queryKey: ['players', 'view', p.profile.id] }),
        qc.invalidateQueries({ queryKey: playerListsKey(p.profile.id) }),
      ]);
    },
  });
  const send = (e: FormEvent) => {
    e.preventDefault();
    if (body.trim()) add.mutate(body.trim());
  };
  return (
    <div className="space-y-4">
      {canWrite && (
        <form onSubmit={send} className="space-y-2">
          <textarea
            aria-label={t('players.noteNew')}
            placeholder={t('players.noteNew')}
            className="w-full rounded-md border border-slate-300 p-2 text-sm"
            rows={3}
            maxLength={2000}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
          <Button type="submit" disabled={add.isPending || !body.trim()}>
            {t('players.noteAdd')}
          </Button>
          <ErrorText error={add.error} />
        </form>
      )}
      <PagedList
        name="notes"
        playerId={p.profile.id}
        render={(notes) => (
          <ul className="space-y-2">
            {notes.length === 0 && <li className="text-sm text-slate-500">{t('players.none')}</li>}
            {notes.map((n) => (
              <li key={n.id} className="rounded border border-slate-200 p-2 text-sm">
                <p className="whitespace-pre-wrap">{n.body}</p>
                <p className="mt-1 text-xs text-slate-500">
                  {n.author} · {when(n.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
      />
    </div>
  );
}
