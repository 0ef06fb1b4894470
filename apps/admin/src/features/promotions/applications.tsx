import { promotionsContract } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { minorOf } from '../../shared/amount-input';
import { call } from '../../shared/api/client';
import { dateTime } from '../../shared/format';
import { Button, Card, Input } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';

/** Applications waiting for a decision: approve (optionally with the amount to pay) or reject with a reason. */
export function Applications({ id, canManage }: { id: number; canManage: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const key = ['promotion-applications', id];
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(promotionsContract.operatorApplications, { params: { id: String(id) }, signal }),
  });
  const [reason, setReason] = useState<Record<number, string>>({});
  const [amount, setAmount] = useState<Record<number, string>>({});
  const [bad, setBad] = useState<number | null>(null);
  const decide = useMutation({
    mutationFn: (v: { entryId: number; approve: boolean; reason?: string; amount?: number }) =>
      call(promotionsContract.operatorDecide, {
        params: { id: String(v.entryId) },
        body: { approve: v.approve, reason: v.reason, amount: v.amount },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
  const approve = (entryId: number) => {
    const text = amount[entryId]?.trim() ?? '';
    const minor = text ? minorOf(text) : undefined;
    if (minor === null || minor === 0) return setBad(entryId);
    setBad(null);
    decide.mutate({ entryId, approve: true, amount: minor });
  };
  const reject = (entryId: number) => {
    const r = reason[entryId]?.trim() ?? '';
    if (!r) return setBad(entryId);
    setBad(null);
    decide.mutate({ entryId, approve: false, reason: r });
  };
  const items = list.data?.items ?? [];
  return (
    <Card title={t('promotions.applications.title')}>
      <ErrorText error={list.error ?? decide.error} />
      {bad !== null && (
        <p role="alert" className="mb-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {t('promotions.applications.needReason')}
        </p>
      )}
      <table className="w-full text-left text-sm" data-testid="applications">
        <thead className="border-b text-slate-500">
          <tr>
            <th className="py-2 pr-3">{t('promotions.account')}</th>
            <th className="py-2 pr-3">{t('promotions.period')}</th>
            <th className="py-2 pr-3">{t('promotions.applications.note')}</th>
            <th className="py-2 pr-3">{t('promotions.at')}</th>
            {canManage && <th className="py-2">{t('promotions.applications.decision')}</th>}
          </tr>
        </thead>
        <tbody>
          {items.map((a) => (
            <tr key={a.entryId} className="border-b align-top last:border-0">
              <td className="py-2 pr-3">{a.account}</td>
              <td className="py-2 pr-3">{a.periodKey}</td>
              <td className="py-2 pr-3">{a.note}</td>
              <td className="py-2 pr-3 whitespace-nowrap">{dateTime(a.at)}</td>
              {canManage && (
                <td className="space-y-2 py-2">
                  <div className="flex gap-2">
                    <Input
                      className="w-32"
                      aria-label={t('promotions.applications.amount')}
                      placeholder={t('promotions.applications.amount')}
                      value={amount[a.entryId] ?? ''}
                      onChange={(e) => setAmount({ ...amount, [a.entryId]: e.target.value })}
                    />
                    <Button disabled={decide.isPending} onClick={() => approve(a.entryId)}>
                      {t('promotions.applications.approve')}
                    </Button>
                  </div>
                  <div className="flex gap-2">
                    <Input
                      className="w-48"
                      aria-label={t('promotions.reason')}
                      placeholder={t('promotions.reason')}
                      value={reason[a.entryId] ?? ''}
                      onChange={(e) => setReason({ ...reason, [a.entryId]: e.target.value })}
                    />
                    <Button variant="danger" disabled={decide.isPending} onClick={() => reject(a.entryId)}>
                      {t('promotions.applications.reject')}
                    </Button>
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {list.isSuccess && items.length === 0 && <p className="py-3 text-sm text-slate-500">{t('table.empty')}</p>}
    </Card>
  );
}
