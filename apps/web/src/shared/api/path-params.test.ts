import { depositsContract, withdrawalsContract } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { withPathParams } from './path-params';

describe('withPathParams', () => {
  it('fills the typed path parameters of an endpoint, URI-encoded', () => {
    expect(withPathParams(depositsContract.one, { id: 42 }).path).toBe('/wps/deposits/42');
    expect(withPathParams(depositsContract.callback, { gateway: 'a b' }).path).toBe('/wps/payments/a%20b/callback');
    // @ts-expect-error: the endpoint's params schema names `id`, not `withdrawalId`.
    expect(() => withPathParams(withdrawalsContract.confirm, { withdrawalId: 1 })).toThrow(/Missing path parameter/);
  });
});
