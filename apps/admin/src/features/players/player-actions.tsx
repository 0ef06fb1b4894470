import { backofficePlayersContract as c, labelsContract, type Player360, vipContract } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../app/me-type';
import { call } from '../../shared/api/client';
import { dateTime, money } from '../../shared/format';
import { Button, Card, Field, Input, Select } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { ReasonForm } from '../../shared/ui/reason-form';
import { MiniTable, minorOf } from './kit';
import { randomKey } from './random-key';

type Open = null | 'lock' | 'reset' | 'vip' | 'labels' | 'adjust';

/** The player page's actions, each behind a confirmation with a reason; what the role may not do is not shown. */
export function PlayerActions({ me, p }: { me: Me; p: Player360 }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const [temp, setTemp] = useState<string | null>(null);
  const id = p.profile.id;
  const can = (perm: Me['permissions'][number]) => me.permissions.includes(perm);
  const done = () => {
    setOpen(null);
    return qc.invalidateQueries({ queryKey: ['players'] });
  };
  const locked = p.profile.status === 'locked';
  const lock = useMutation({
    mutationFn: (reason: string) => call(locked ? c.unlock : c.lock, { params: { id: String(id) }, body: { reason } }),
    onSuccess: done,
  });
  const reset = useMutation({
    mutationFn: (reason: string) => call(c.resetPassword, { params: { id: String(id) }, body: { reason } }),
    onSuccess: (v) => {
      setTemp(v.temporaryPassword);
      return done();
    },
  });
  const toggle = (what: Exclude<Open, null>) => setOpen(open === what ? null : what);
  const error = lock.error ?? reset.error;
  return (
    <Card>
      <div className="flex flex-wrap gap-2">
        {can('players.manage') && (
          <>
            <Button variant="danger" data-testid="player-lock" onClick={() => toggle('lock')}>
              {locked ? t('players.action.unlock') : t('players.action.lock')}
            </Button>
            <Button variant="ghost" data-testid="player-reset" onClick={() => toggle('reset')}>
              {t('players.action.reset')}
            </Button>
            <Button variant="ghost" onClick={() => toggle('vip')}>
              {t('players.action.vip')}
            </Button>
            <Button variant="ghost" onClick={() => toggle('labels')}>
              {t('players.action.labels')}
            </Button>
          </>
        )}
        {can('balance.adjust') && (
          <Button variant="ghost" data-testid="player-adjust" onClick={() => toggle('adjust')}>
            {t('players.action.adjust')}
          </Button>
        )}
      </div>
      {open === 'lock' && (
        <ReasonForm
          testId="player-lock-form"
          submit={locked ? t('players.action.unlockConfirm') : t('players.action.lockConfirm')}
          busy={lock.isPending}
          onSubmit={(r) => lock.mutate(r)}
          onCancel={() => setOpen(null)}
        />
      )}
      {open === 'reset' && (
        <ReasonForm
          testId="player-reset-form"
          submit={t('players.action.resetConfirm')}
          busy={reset.isPending}
          onSubmit={(r) => reset.mutate(r)}
          onCancel={() => setOpen(null)}
        />
      )}
      {temp && (
        <p role="status" className="mt-3 rounded bg-amber-50 p-2 text-sm" data-testid="player-temp-password">
          {t('players.tempPassword')} <code className="font-mono font-semibold">{temp}</code>
        </p>
      )}
      {open === 'vip' && <VipForm p={p} onDone={done} onCancel={() => setOpen(null)} />}
      {open === 'labels' && <LabelsForm p={p} onDone={done} />}
      {open === 'adjust' && <AdjustForm p={p} onDone={done} onCancel={() => setOpen(null)} />}
      <div className="mt-2">
        <ErrorText error={error} />
      </div>
      <Requests me={me} p={p} />
    </Card>
  );
}

function VipForm({ p, onDone, onCancel }: { p: Player360; onDone: () => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const levels = useQuery({ queryKey: ['vip', 'levels'], queryFn: () => call(vipContract.levels) });
  const [rank, setRank] = useState(String(p.vip.rank));
  const save = useMutation({
    mutationFn: (reason: string) =>
      call(c.setVip, { params: { id: String(p.profile.id) }, body: { rank: Number(rank), reason } }),
    onSuccess: onDone,
  });
  return (
    <>
      <ReasonForm
        testId="player-vip-form"
        submit={t('players.save')}
        busy={save.isPending}
        onSubmit={save.mutate}
        onCancel={onCancel}
      >
        <Field label={t('players.col.vip')}>
          <Select value={rank} onChange={(e) => setRank(e.target.value)}>
            {(levels.data?.levels ?? []).map((l) => (
              <option key={l.rank} value={l.rank}>
                {l.name[lang]}
              </option>
            ))}
          </Select>
        </Field>
      </ReasonForm>
      <ErrorText error={save.error ?? levels.error} />
    </>
  );
}

/** Labels through the labels module's own assign / unassign endpoints. */
function LabelsForm({ p, onDone }: { p: Player360; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const all = useQuery({ queryKey: ['labels'], queryFn: () => call(labelsContract.list) });
  const held = new Set(p.labels.map((l) => l.code));
  const change = useMutation({
    mutationFn: ({ code, on }: { code: string; on: boolean }) =>
      call(on ? labelsContract.assign : labelsContract.unassign, {
        params: { code },
        body: { accounts: [p.profile.account] },
      }),
    onSuccess: onDone,
  });
  return (
    <div className="mt-3 space-y-2">
      <div className="flex flex-wrap gap-3">
        {(all.data?.items ?? []).map((l) => (
          <label key={l.code} className="flex items-center gap-1 text-sm">
            <input
              type="checkbox"
              checked={held.has(l.code)}
              disabled={change.isPending}
              onChange={(e) => change.mutate({ code: l.code, on: e.target.checked })}
            />
            {l.name[lang]}
          </label>
        ))}
        {all.data?.items.length === 0 && <span className="text-sm text-slate-500">{t('players.noLabels')}</span>}
      </div>
      <ErrorText error={change.error ?? all.error} />
    </div>
  );
}

function AdjustForm({ p, onDone, onCancel }: { p: Player360; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [text, setText] = useState('');
  const [bad, setBad] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [key] = useState(randomKey);
  const policy = useQuery({ queryKey: ['players', 'policy'], queryFn: () => call(c.adjustmentPolicy) });
  const send = useMutation({
    mutationFn: (reason: string) => {
      const amount = minorOf(text);
      if (amount === null) throw new Error('amount');
      return call(c.adjust, {
        params: { id: String(p.profile.id) },
        body: { direction, amount, reason, idempotencyKey: key },
      });
    },
    onSuccess: (v) => {
      setOutcome(v.outcome);
      return onDone();
    },
  });
  const threshold = policy.data?.approvalThreshold;
  return (
    <>
      <ReasonForm
        testId="player-adjust-form"
        submit={t('players.action.adjustConfirm')}
        busy={send.isPending}
        onSubmit={(r) => (minorOf(text) === null ? setBad(true) : send.mutate(r))}
        onCancel={onCancel}
      >
        <Field label={t('players.direction')}>
          <Select value={direction} onChange={(e) => setDirection(e.target.value as 'credit' | 'debit')}>
            <option value="credit">{t('players.credit')}</option>
            <option value="debit">{t('players.debit')}</option>
          </Select>
        </Field>
        <Field label={t('players.amount')}>
          <Input
            className="w-40"
            inputMode="decimal"
            name="amount"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setBad(false);
            }}
          />
        </Field>
      </ReasonForm>
      {threshold != null && (
        <p className="mt-1 text-xs text-slate-500">{t('players.threshold', { amount: money(threshold) })}</p>
      )}
      {bad && (
        <p role="alert" className="text-sm text-red-700">
          {t('players.amountInvalid')}
        </p>
      )}
      {outcome && (
        <p role="status" className="text-sm text-emerald-700">
          {t(`players.outcome.${outcome}`)}
        </p>
      )}
      <ErrorText error={send.error} />
    </>
  );
}

/** This player's adjustment requests; a second operator with balance.adjust approves or rejects a pending one. */
function Requests({ me, p }: { me: Me; p: Player360 }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [rejecting, setRejecting] = useState<number | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: ['players'] });
  const approve = useMutation({
    mutationFn: (id: number) => call(c.approveAdjustment, { params: { id: String(id) } }),
    onSuccess: refresh,
  });
  const reject = useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      call(c.rejectAdjustment, { params: { id: String(id) }, body: { reason } }),
    onSuccess: () => {
      setRejecting(null);
      return refresh();
    },
  });
  if (p.adjustmentRequests.length === 0) return null;
  const mine = (by: string) => by.startsWith(`operator:${me.id}:`);
  const canDecide = me.permissions.includes('balance.adjust');
  return (
    <div className="mt-4 space-y-2" data-testid="player-requests">
      <h3 className="font-medium">{t('players.requests')}</h3>
      <MiniTable
        head={[
          t('players.col.at'),
          t('players.amount'),
          t('players.reason'),
          t('players.col.actor'),
          t('players.col.state'),
          '',
        ]}
        rows={p.adjustmentRequests.map((r) => [
          dateTime(r.requestedAt),
          `${r.direction === 'credit' ? '+' : '−'}${money(r.amount)}`,
          r.reason,
          r.requestedBy.split(':')[2] ?? r.requestedBy,
          `${t(`players.request.${r.status}`)}${r.decidedBy ? ` (${r.decidedBy.split(':')[2]})` : ''}`,
          r.status === 'pending' && canDecide && !mine(r.requestedBy) ? (
            <span key="decide" className="flex gap-1">
              <Button onClick={() => approve.mutate(r.id)} disabled={approve.isPending}>
                {t('players.approve')}
              </Button>
              <Button variant="danger" onClick={() => setRejecting(r.id)}>
                {t('players.reject')}
              </Button>
            </span>
          ) : r.status === 'pending' && mine(r.requestedBy) ? (
            <span key="wait" className="text-xs text-slate-500">
              {t('players.waitingSecond')}
            </span>
          ) : null,
        ])}
        empty=""
      />
      {rejecting !== null && (
        <ReasonForm
          testId="player-reject-form"
          submit={t('players.reject')}
          busy={reject.isPending}
          onSubmit={(reason) => reject.mutate({ id: rejecting, reason })}
          onCancel={() => setRejecting(null)}
        />
      )}
      <ErrorText error={approve.error ?? reject.error} />
    </div>
  );
}
