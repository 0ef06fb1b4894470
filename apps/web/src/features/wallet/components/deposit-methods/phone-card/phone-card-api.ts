import { phoneCardsContract } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../../../shared/api/client';

/** GET /wps/deposits/phone-card/options: carriers on offer, card formats, face values, discounts. */
export function phoneCardOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['wallet', 'deposit', 'phone-card-options'] as const,
    queryFn: ({ signal }) => request(phoneCardsContract.options, { signal }),
    staleTime: 60_000,
  });
}

/** POST /wps/deposits/phone-card: the pending deposit and the credit expected at the declared value. */
export function submitPhoneCard(body: {
  methodCode: string;
  carrier: string;
  faceValue: number;
  serial: string;
  pin: string;
  idempotencyKey: string;
}) {
  return request(phoneCardsContract.submit, { body });
}
