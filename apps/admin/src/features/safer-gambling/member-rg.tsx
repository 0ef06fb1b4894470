import { type RgState, responsibleGamingContract as rg } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../app/me-type';
import { call } from '../../shared/api/client';
import { count, dateTime, money } from '../../shared/format';
import { Button, Card, Field, Input } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';

const PERIODS = ['daily', 'weekly', 'monthly'] as const;

/** One member's limits (with use so far), pending changes, exclusion, reality check and history. */
export function MemberRg({ id, me }: { id: string; me: Me }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const key = ['rg-member', id];
  const q = useQuery({ queryKey: key, queryFn: ({ signal }) => call(rg.operatorMember, { params: { id }, signal }) });
  const [reason, setReason] = useState('');
  const lift = useMutation({
    mutationFn: () => call(rg.operatorLift, { params: { id }, body: { reason: reason.trim() } }),
    onSuccess: (v) => {
      setReason('');
      qc.setQueryData(key, v);
    },
  });
  if (q.error) return <ErrorText error={q.error} />;
  if (!q.data) return <p>{t('common.loading')}</p>;
  const s = q.data.state;
  const ex = s.exclusion;
  // The rules: only an indefinite self-exclusion, not already being lifted, may be lifted (by support, with a reason).
  const liftable = ex?.kind === 'self_exclusion' && ex.until === null && ex.liftAt === null;
  const limit = (v: number | null, kind: 'money' | 'minutes') =>
    v === null
      ? t('safer-gambling.noLimit')
      : kind === 'money'
        ? money(v)
        : t('safer-gambling.minutes', { n: count(v) });
  return (
    <div className="space-y-4" data-testid="rg-member">
      <Card title={t('safer-gambling.exclusion')}>
        {ex ? (
          <div className="space-y-1 text-sm" data-testid="rg-exclusion">
            <p className="font-medium text-red-700">{t(`safer-gambling.exclusions.${ex.kind}`)}</p>
            <p>{t('safer-gambling.since', { at: dateTime(ex.startedAt) })}</p>
            <p>{ex.until ? t('safer-gambling.until', { at: dateTime(ex.until) }) : t('safer-gambling.indefinite')}</p>
            {ex.liftAt && <p>{t('safer-gambling.liftAt', { at: dateTime(ex.liftAt) })}</p>}
          </div>
        ) : (
          <p className="text-sm text-slate-600">{t('safer-gambling.noExclusion')}</p>
        )}
        {liftable && me.permissions.includes('risk.manage') && (
          <div className="mt-3 space-y-2 rounded-md border border-amber-200 bg-amber-50 p-3">
            <p className="text-sm">{t('safer-gambling.liftHint', { hours: s.coolingHours })}</p>
            <Field label={t('safer-gambling.reason')}>
              <Input value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
            </Field>
            <Button
              variant="danger"
              disabled={reason.trim().length < 3 || lift.isPending}
              onClick={() => lift.mutate()}
            >
              {t('safer-gambling.lift')}
            </Button>
          </div>
        )}
        <div className="mt-2">
          <ErrorText error={lift.error} />
        </div>
      </Card>
      <Card title={t('safer-gambling.limits')}>
        <table className="w-full text-left text-sm" data-testid="rg-limits">
          <thead className="border-b text-slate-500">
            <tr>
              <th className="py-2 pr-3" />
              {PERIODS.map((p) => (
                <th key={p} className="py-2 pr-3">
                  {t(`safer-gambling.periods.${p}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(['deposit', 'loss', 'wager'] as const).map((k) => (
              <tr key={k} className="border-b last:border-0">
                <td className="py-2 pr-3 font-medium">{t(`safer-gambling.kinds.${k}`)}</td>
                {PERIODS.map((p) => (
                  <td key={p} className="py-2 pr-3 tabular-nums">
                    {limit(s[k][p], 'money')}
                    {k !== 'deposit' && (
                      <div className="text-xs text-slate-500">
                        {t('safer-gambling.used', { amount: money(s.used[k][p]) })}
                      </div>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 text-sm">
          {t('safer-gambling.kinds.session')}: {limit(s.sessionMinutes, 'minutes')} · {t('safer-gambling.reality')}:{' '}
          {s.realityCheckSeconds === null
            ? t('safer-gambling.off')
            : t('safer-gambling.minutes', { n: count(s.realityCheckSeconds / 60) })}
        </p>
        <Pending state={s} />
      </Card>
      <Card title={t('safer-gambling.history')}>
        <table className="w-full text-left text-sm">
          <thead className="border-b text-slate-500">
            <tr>
              <th className="py-2 pr-3">{t('safer-gambling.at')}</th>
              <th className="py-2 pr-3">{t('safer-gambling.action')}</th>
              <th className="py-2 pr-3">{t('safer-gambling.actor')}</th>
              <th className="py-2">{t('safer-gambling.change')}</th>
            </tr>
          </thead>
          <tbody>
            {q.data.history.map((h) => (
              <tr key={`${h.at}-${h.action}`} className="border-b align-top last:border-0">
                <td className="py-2 pr-3 whitespace-nowrap">{dateTime(h.at)}</td>
                <td className="py-2 pr-3 font-mono text-xs">{h.action}</td>
                <td className="py-2 pr-3">{h.actor}</td>
                <td className="max-w-md py-2 font-mono text-xs break-all text-slate-600">
                  {h.before !== null && h.before !== undefined && <div>− {JSON.stringify(h.before)}</div>}
                  {h.after !== null && h.after !== undefined && <div>+ {JSON.stringify(h.after)}</div>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {q.data.history.length === 0 && <p className="py-2 text-sm text-slate-500">{t('table.empty')}</p>}
      </Card>
    </div>
  );
}

function Pending({ state }: { state: RgState }) {
  const { t } = useTranslation();
  if (state.pending.length === 0) return null;
  return (
    <div className="mt-3 text-sm">
      <p className="font-medium">{t('safer-gambling.pending', { hours: state.coolingHours })}</p>
      <ul className="list-disc pl-5">
        {state.pending.map((p) => (
          <li key={`${p.kind}-${p.period}`}>
            {t(`safer-gambling.kinds.${p.kind}`)} · {t(`safer-gambling.periods.${p.period}`)}:{' '}
            {p.value === null
              ? t('safer-gambling.noLimit')
              : p.kind === 'session'
                ? t('safer-gambling.minutes', { n: count(p.value) })
                : money(p.value)}{' '}
            — {dateTime(p.effectiveAt)}
          </li>
        ))}
      </ul>
    </div>
  );
}
