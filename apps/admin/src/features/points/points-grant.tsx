import { backofficePlayersContract, pointsContract } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../shared/api/client';
import { count } from '../../shared/format';
import { Button, Card, Field, Input } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';

/** Points by hand to one account, with a note; one key per form, so a double press grants once. */
export function PointsGrant() {
  const { t } = useTranslation();
  const [account, setAccount] = useState('');
  const [points, setPoints] = useState('');
  const [note, setNote] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [bad, setBad] = useState<string | null>(null);
  const grant = useMutation({
    mutationFn: async (v: { account: string; points: number; note: string }) => {
      // The account's member id, by the players search (exact account).
      const found = await call(backofficePlayersContract.search, {
        query: { q: v.account, field: 'account', page: '1', pageSize: '5' },
      });
      const m = found.items.find((p) => p.account.toLowerCase() === v.account.toLowerCase());
      if (!m) throw new ApiError('player_not_found', 404, 'No such account');
      return call(pointsContract.operatorGrant, {
        body: { memberId: m.id, points: v.points, note: v.note, idempotencyKey: key },
      });
    },
    onSuccess: () => setKey(crypto.randomUUID()),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = /^\d{1,9}$/.test(points.trim()) ? Number(points.trim()) : 0;
    if (!account.trim()) return setBad(t('points.account'));
    if (n < 1) return setBad(t('points.points'));
    if (!note.trim()) return setBad(t('points.note'));
    setBad(null);
    grant.mutate({ account: account.trim(), points: n, note: note.trim() });
  };
  return (
    <Card title={t('points.tabs.grant')}>
      <form onSubmit={submit} className="grid max-w-xl gap-3">
        <Field label={t('points.account')}>
          <Input value={account} onChange={(e) => setAccount(e.target.value)} />
        </Field>
        <Field label={t('points.points')}>
          <Input value={points} onChange={(e) => setPoints(e.target.value)} />
        </Field>
        <Field label={t('points.note')}>
          <Input value={note} maxLength={100} onChange={(e) => setNote(e.target.value)} />
        </Field>
        {bad && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            {t('points.invalidField', { field: bad })}
          </p>
        )}
        <ErrorText error={grant.error} />
        <Button type="submit" disabled={grant.isPending}>
          {t('points.grant')}
        </Button>
        {grant.isSuccess && (
          <p role="status" className="text-sm text-emerald-700">
            {t('points.granted', { balance: count(grant.data.balance) })}
          </p>
        )}
      </form>
    </Card>
  );
}
