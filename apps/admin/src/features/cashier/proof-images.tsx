import { backofficeWithdrawalProofsContract as c } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call, operatorFetch, urlOf } from '../../shared/api/client';
import { dateTime } from '../../shared/format';
import { ErrorText } from '../../shared/ui/error-text';

/** The images a member sent with a "not received" report, read with the operator's token (never cached). */
export function ProofImages({ withdrawalId }: { withdrawalId: number }) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: ['cashier', 'proofs', withdrawalId],
    queryFn: ({ signal }) => call(c.list, { params: { id: String(withdrawalId) }, signal }),
  });
  return (
    <div className="mt-3">
      <ErrorText error={list.error} />
      <div className="flex flex-wrap gap-3" data-testid="withdrawal-proofs">
        {list.data?.items.map((p) => (
          <figure key={p.id} className="text-xs text-slate-500">
            <ProofImage id={p.id} alt={t('cashier.proofAlt', { id: p.id })} />
            <figcaption>{dateTime(p.createdAt)}</figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}

function ProofImage({ id, alt }: { id: number; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let url: string | null = null;
    const ctl = new AbortController();
    operatorFetch(urlOf(c.image, { id }), { signal: ctl.signal, headers: { accept: 'image/*' } })
      .then(async (res) => {
        if (!res.ok) throw new ApiError(res.status === 404 ? 'not_found' : 'internal_error', res.status, 'image');
        url = URL.createObjectURL(await res.blob());
        setSrc(url);
      })
      .catch((e: unknown) => {
        if ((e as Error).name !== 'AbortError') setError(e);
      });
    return () => {
      ctl.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  if (error) return <ErrorText error={error} />;
  if (!src) return <div className="h-32 w-32 animate-pulse rounded bg-slate-100" />;
  return (
    <a href={src} target="_blank" rel="noreferrer">
      <img src={src} alt={alt} className="h-32 w-32 rounded border object-cover" />
    </a>
  );
}
