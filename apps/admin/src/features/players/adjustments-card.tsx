import { backofficePlayersContract as c } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Me } from '../../app/me-type';
import { call } from '../../shared/api/client';
import { dateTime, money } from '../../shared/format';
import { Button, Card, Field, Input } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { MiniTable, minorOf } from './kit';

/**
 * Above the players list: adjustment requests waiting for a second operator (for those who may approve), and the
 * four-eyes threshold (changed only by those holding security.manage).
 */
export function AdjustmentsCard({ me }: { me: Me }) {
  const { t } = useTranslation();
  const canAdjust = me.permissions.includes('balance.adjust');
  const canSet = me.permissions.includes('security.manage');
  const pending = useQuery({
    queryKey: ['players', 'requests', 'pending'],
    queryFn: () => call(c.adjustmentRequests, { query: { status: 'pending', pageSize: 50 } }),
    enabled: canAdjust,
  });
  if (!canAdjust && !canSet) return null;
  const items = pending.data?.items ?? [];
  return (
    <Card title={t('players.requests')}>
      {canAdjust && (
        <MiniTable
          testId="pending-adjustments"
          head={[t('players.col.at'), t('players.col.account'), t('players.amount'), t('players.col.actor')]}
          rows={items.map((r) => [
            dateTime(r.requestedAt),
            <Link key="account" className="text-brand" to={`/players/${r.memberId}`}>
              {r.account}
            </Link>,
            `${r.direction === 'credit' ? '+' : '−'}${money(r.amount)}`,
            r.requestedBy.split(':')[2] ?? r.requestedBy,
          ])}
          empty={t('players.noPending')}
        />
      )}
      <ErrorText error={pending.error} />
      {canSet && <ThresholdForm />}
    </Card>
  );
}

function ThresholdForm() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const policy = useQuery({ queryKey: ['players', 'policy'], queryFn: () => call(c.adjustmentPolicy) });
  const [text, setText] = useState<string | null>(null);
  const [bad, setBad] = useState(false);
  const save = useMutation({
    mutationFn: (approvalThreshold: number | null) => call(c.putAdjustmentPolicy, { body: { approvalThreshold } }),
    onSuccess: () => {
      setText(null);
      return qc.invalidateQueries({ queryKey: ['players', 'policy'] });
    },
  });
  const current = policy.data?.approvalThreshold;
  const shown = text ?? (current == null ? '' : String(current / 100));
  const send = (e: FormEvent) => {
    e.preventDefault();
    if (shown.trim() === '') return save.mutate(null);
    const minor = minorOf(shown);
    if (minor === null) return setBad(true);
    save.mutate(minor);
  };
  return (
    <form onSubmit={send} className="mt-4 flex flex-wrap items-end gap-2">
      <Field label={t('players.thresholdLabel')}>
        <Input
          className="w-48"
          inputMode="decimal"
          placeholder={t('players.thresholdOff')}
          value={shown}
          onChange={(e) => {
            setText(e.target.value);
            setBad(false);
          }}
        />
      </Field>
      <Button type="submit" disabled={save.isPending}>
        {t('players.save')}
      </Button>
      {bad && (
        <p role="alert" className="w-full text-sm text-red-700">
          {t('players.amountInvalid')}
        </p>
      )}
      <ErrorText error={save.error ?? policy.error} />
    </form>
  );
}
