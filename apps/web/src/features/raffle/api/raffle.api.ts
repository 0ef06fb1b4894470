import { type LanguageCode, raffleContract } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { withPathParams } from '../../../shared/api/path-params';

export const raffleKeys = {
  all: ['raffle'] as const,
  state: (id: number, lang: string, token: string | null) => ['raffle', 'state', id, lang, token] as const,
};

/** GET …/promotions/:id/raffle: tickets, prizes with odds, the next spin's commitment and recent spins. */
export function raffleStateOptions(id: number, language: LanguageCode, token: string | null) {
  return queryOptions({
    queryKey: raffleKeys.state(id, language, token),
    queryFn: ({ signal }) => request(withPathParams(raffleContract.state, { id }), { query: { language }, signal }),
    enabled: id > 0 && token !== null,
    retry: false,
  });
}

/** POST …/raffle/spin: one key per press of Spin, so a retried request spins (and pays) once. */
export function spinWheel(id: number, idempotencyKey: string, language: LanguageCode) {
  return request(withPathParams(raffleContract.spin, { id }), { query: { language }, body: { idempotencyKey } });
}

/** GET …/raffle/spins: older spins of the member, before a spin id (keyset). */
export function fetchSpins(id: number, language: LanguageCode, before: number) {
  return request(withPathParams(raffleContract.spins, { id }), { query: { language, before, limit: 20 } });
}

/** POST /wps/member/raffle/client-seed: the client seed mixed into the next spins. */
export function setRaffleClientSeed(clientSeed: string) {
  return request(raffleContract.clientSeed, { body: { clientSeed } });
}
