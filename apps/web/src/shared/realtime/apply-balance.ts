import type { BalanceEvent, WalletBalance } from '@app/contracts';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The top bar's wallet balance after a `balance` event, computed as the server does (wallet.mappers.ts:
 * sumBalance = spendable main + locked + vendor wallets). An event of another unit (loyalty points, or
 * VND for a trial account playing with PLAY money) leaves it as it is.
 */
export function applyBalanceEvent(current: WalletBalance, event: BalanceEvent): WalletBalance {
  if (event.unit !== current.unit) return current;
  const next = { ...current, vendors: current.vendors };
  const mainKind = current.trial ? 'play' : 'cash';
  if (event.account === mainKind) {
    next.main = event.available;
    next.held = event.held;
  } else if (event.account === 'locked' && !current.trial) {
    next.locked = event.available;
  } else if (event.account === 'vendor' && event.vendor) {
    const vendor = event.vendor;
    const known = current.vendors.some((v) => v.vendor === vendor);
    next.vendors = known
      ? current.vendors.map((v) => (v.vendor === vendor ? { vendor, balance: event.available } : v))
      : [...current.vendors, { vendor, balance: event.available }];
  } else {
    return current;
  }
  next.sumBalance = next.main + next.locked + next.vendors.reduce((s, v) => s + v.balance, 0);
  return next;
}

/**
 * Applies a balance event to every cached top-bar balance, and restarts a balance read that is in flight:
 * that read may have been answered before the event's movement was committed (the socket's opening asks for
 * one; a transfer's hold and post arrive as two events), and its older answer landing after the event would
 * show a stale sum until the next movement. The restarted read starts after the event's commit (events are
 * sent on commit), so what it answers includes it.
 */
export function patchBalance(client: QueryClient, queryKey: readonly unknown[], event: BalanceEvent): void {
  client.setQueriesData<WalletBalance>({ queryKey }, (old) => (old ? applyBalanceEvent(old, event) : old));
  if (client.isFetching({ queryKey }) > 0) void client.invalidateQueries({ queryKey });
}
