import { kycContract } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Me } from '../../app/me-type';
import { call, operatorFetch, urlOf } from '../../shared/api/client';
import { dateTime } from '../../shared/format';
import { Button, Card, Field, Input } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';

/** One request: identity details beside the account's, the document images, approve or reject with a reason. */
export function KycReviewView({ me }: { me: Me }) {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: ['kyc-review', id],
    queryFn: ({ signal }) => call(kycContract.review, { params: { id }, signal }),
  });
  const [reason, setReason] = useState('');
  const done = () =>
    qc
      .invalidateQueries({ queryKey: ['kyc-review', id] })
      .then(() => qc.invalidateQueries({ queryKey: ['kyc-requests'] }));
  const approve = useMutation({ mutationFn: () => call(kycContract.approve, { params: { id } }), onSuccess: done });
  const reject = useMutation({
    mutationFn: () => call(kycContract.reject, { params: { id }, body: { reason: reason.trim() } }),
    onSuccess: done,
  });
  const r = q.data;
  const canManage = me.permissions.includes('risk.manage');
  const row = (label: string, value: string | null, warn = false) => (
    <div className="grid grid-cols-3 gap-2 border-b py-1 text-sm last:border-0">
      <span className="text-slate-500">{label}</span>
      <span className={`col-span-2 ${warn ? 'font-medium text-red-700' : ''}`}>{value ?? '—'}</span>
    </div>
  );
  return (
    <div className="space-y-4">
      <Link to="/kyc" className="text-sm text-brand">
        ← {t('kyc.tabs.requests')}
      </Link>
      <ErrorText error={q.error} />
      {r && (
        <>
          <Card title={`${r.account} · ${t(`kyc.levels.${r.levelBefore}`)} → ${t(`kyc.levels.${r.level}`)}`}>
            <div data-testid="kyc-details">
              {row(t('kyc.status'), t(`kyc.statuses.${r.status}`))}
              {row(t('kyc.fullName'), r.fullName)}
              {row(t('kyc.dateOfBirth'), r.dateOfBirth)}
              {row(
                t('kyc.accountDateOfBirth'),
                r.accountDateOfBirth,
                r.accountDateOfBirth !== null && r.accountDateOfBirth !== r.dateOfBirth,
              )}
              {row(t('kyc.idNumber'), r.idNumber)}
              {row(t('kyc.createdAt'), dateTime(r.createdAt))}
              {r.decidedAt && row(t('kyc.decidedBy'), `${r.decidedBy ?? ''} · ${dateTime(r.decidedAt)}`)}
              {r.rejectReason && row(t('kyc.reason'), r.rejectReason)}
            </div>
          </Card>
          <Card title={t('kyc.documents')}>
            <div className="grid grid-cols-3 gap-3 max-lg:grid-cols-2">
              {r.documents.map((d) => (
                <KycImage key={d.id} id={d.id} />
              ))}
            </div>
          </Card>
          {canManage && r.status === 'pending' && (
            <Card title={t('kyc.decision')}>
              <div className="flex flex-wrap items-end gap-3">
                <Button onClick={() => approve.mutate()} disabled={approve.isPending || reject.isPending}>
                  {t('kyc.approve', { level: t(`kyc.levels.${r.level}`) })}
                </Button>
                <Field label={t('kyc.reason')}>
                  <Input className="w-80" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
                </Field>
                <Button
                  variant="danger"
                  onClick={() => reject.mutate()}
                  disabled={reason.trim().length < 2 || approve.isPending || reject.isPending}
                >
                  {t('kyc.reject')}
                </Button>
              </div>
              <div className="mt-2">
                <ErrorText error={approve.error ?? reject.error} />
              </div>
            </Card>
          )}
        </>
      )}
    </div>
  );
}

/** A document image, read with the operator's bearer token as a blob (the bytes are never public or cached). */
function KycImage({ id }: { id: number }) {
  const { t } = useTranslation();
  const img = useQuery({
    queryKey: ['kyc-document', id],
    queryFn: async () => {
      const res = await operatorFetch(urlOf(kycContract.document, { id }), { headers: { accept: 'image/*' } });
      if (!res.ok) throw new Error(String(res.status));
      return URL.createObjectURL(await res.blob());
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
  if (img.isError) return <p className="text-sm text-red-700">{t('kyc.imageFailed')}</p>;
  if (!img.data) return <div className="h-48 animate-pulse rounded bg-slate-100" />;
  return (
    <a href={img.data} target="_blank" rel="noreferrer" data-testid="kyc-document">
      <img
        src={img.data}
        alt={t('kyc.documentAlt', { id })}
        className="max-h-96 w-full rounded border object-contain"
      />
    </a>
  );
}
