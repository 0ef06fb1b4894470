import { depositsVietQrContract } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../../../shared/api/client';
import { withPathParams } from '../../../../../shared/api/path-params';
import { depositKeys } from '../../../deposit/api/deposit-keys';

/** GET /wps/deposits/:id/vietqr: the receiving account, the reference and the QR (drawn by the server). */
export function vietQrQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...depositKeys.all, 'vietqr', id] as const,
    queryFn: ({ signal }) => request(withPathParams(depositsVietQrContract.qr, { id }), { signal }),
    // The QR of a deposit never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /wps/deposits/:id/vietqr/demo-pay: the demo's sandbox bank makes the transfer (demo only). */
export function demoPayVietQr(id: number) {
  return request(withPathParams(depositsVietQrContract.demoPay, { id }));
}
