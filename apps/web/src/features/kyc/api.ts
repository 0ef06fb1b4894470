import { type KycRequestFields, kycContract } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../shared/api/client';

export const kycKeys = {
  all: ['kyc'] as const,
  status: ['kyc', 'status'] as const,
  history: ['kyc', 'history'] as const,
};

/** GET /wps/member/kyc: level, pending / last decided request, what each level allows. */
export const kycStatusQuery = () =>
  queryOptions({
    queryKey: kycKeys.status,
    queryFn: () => request(kycContract.status),
    // While a request waits for the operator, the page picks the decision up by itself.
    refetchInterval: (q) => (q.state.data?.pending ? 30_000 : false),
  });

/** GET /wps/member/kyc/requests: the member's own requests, newest first. */
export const kycHistoryQuery = () =>
  queryOptions({ queryKey: kycKeys.history, queryFn: () => request(kycContract.history, { query: { pageSize: 20 } }) });

/** POST /wps/member/kyc/requests: the identity details as fields and the documents as 'images' (multipart). */
export function submitKycRequest(fields: KycRequestFields, images: readonly File[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const image of images) form.append('images', image, image.name);
  return request(kycContract.submit, { body: form });
}
