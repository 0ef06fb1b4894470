import type { RealtimeEvent } from '@app/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useSession } from '../session/session';
import { BALANCE_QUERY_KEY, invalidateBalance } from '../wallet/balance-query';
import { patchBalance } from './apply-balance';
import { NoticeToasts, showNotice } from './notice-toasts';
import { realtime, useRealtimeStatus } from './realtime-store';

/**
 * True once the top bar's balance query (the header's, keyed by the token) has an answer. Read from the
 * query cache without an observer of our own, so it never changes how or when that query fetches.
 */
function useBalanceAnswered(client: QueryClient, token: string | null): boolean {
  const cache = client.getQueryCache();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  const read = () => token !== null && client.getQueryData([...BALANCE_QUERY_KEY, token]) !== undefined;
  return useSyncExternalStore(subscribe, read, () => false);
}

/** How often the top bar's balance is asked for while the socket is down. */
export const BALANCE_POLL_MS = 10_000;

/**
 * Runs the live socket for the signed-in member: started once the session has proved itself (the top
 * bar's balance answered: a stale token would only be refused at the upgrade), stopped at sign-out.
 * Balance events patch the top bar's balance in place; notices become toasts; while the socket is down
 * the balance is polled instead, and read again whenever the socket (re)opens (events sent while it was
 * down are not replayed).
 */
export function RealtimeHost() {
  const client = useQueryClient();
  const token = useSession((s) => s.token);
  const sessionProved = useBalanceAnswered(client, token);
  const status = useRealtimeStatus();

  useEffect(() => {
    if (!token || !sessionProved) {
      realtime.stop();
      return;
    }
    realtime.start(token);
  }, [token, sessionProved]);
  useEffect(() => () => realtime.stop(), []);

  useEffect(
    () =>
      realtime.onPersonal((event: RealtimeEvent) => {
        if (event.type === 'balance') {
          patchBalance(client, BALANCE_QUERY_KEY, event);
        } else if (event.type === 'notice') {
          showNotice(event);
        }
      }),
    [client],
  );

  useEffect(() => {
    if (!token) return;
    if (status === 'open') {
      void invalidateBalance(client);
      return;
    }
    const timer = setInterval(() => void invalidateBalance(client), BALANCE_POLL_MS);
    return () => clearInterval(timer);
  }, [status, token, client]);

  return <NoticeToasts />;
}
