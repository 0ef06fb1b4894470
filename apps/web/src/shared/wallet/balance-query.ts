import type { QueryClient } from '@tanstack/react-query';

/**
 * Query key prefix of the top bar's balance (the accounts feature adds the session token). It lives in
 * shared/ so that money features can refresh the balance after a money event without importing the
 * accounts feature.
 */
export const BALANCE_QUERY_KEY = ['wallet', 'balance'] as const;

/** Asks the wallet again for the balance shown in the top bar (after a deposit, withdrawal or transfer). */
export function invalidateBalance(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
}
