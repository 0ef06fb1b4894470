import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import {
  demoWalletBalance,
  findDemoTransfer,
  insertDemoTransfer,
  lockDemoReference,
  moveDemoWallet,
} from './demo-vendor.repository.js';
import {
  VendorTimeoutError,
  type VendorTransferCall,
  type VendorTransferOutcome,
  type VendorWalletGateway,
} from './vendor-gateway.js';

/** What the demo vendor does with the next transfer call (tests and demos of the failure paths). */
export type DemoFault =
  /** Applies the transfer, then times out (the answer is lost on the way back). */
  | 'timeout_after_apply'
  /** Times out without applying anything. */
  | 'timeout_before_apply'
  /** Refuses the transfer. */
  | 'fail'
  /** Applies the transfer but is unreachable for status checks until cleared. */
  | 'timeout_after_apply_and_status_down';

const toOutcome = (r: { status: 'succeeded' | 'failed'; reason: string | null; balance: number | null }) =>
  (r.status === 'succeeded'
    ? { status: 'succeeded', balance: r.balance! }
    : { status: 'failed', reason: r.reason ?? 'vendor_refused' }) as VendorTransferOutcome;

/**
 * A demo vendor with its own wallets, for development, demos and tests: it behaves like a real
 * transfer-wallet vendor (idempotent by reference, refuses overdrafts, status by reference) and can be
 * told to fail or time out. Its wallets and transfers are kept in the database (migration 0100), as a
 * remote vendor keeps them on its servers: a restarted process, or another process on the same
 * database, talks to the same vendor. Only the injected faults and call counts belong to this process.
 */
export function createDemoVendorGateway(deps: { db: Db; clock: Clock }, codes: readonly string[] = ['DEMO', 'TCG']) {
  const { db, clock } = deps;
  const faults: DemoFault[] = [];
  let statusDown = false;

  /** Applies the call once per reference (under a lock every process shares); repeats answer the first outcome. */
  function apply(t: VendorTransferCall, refuse: boolean): Promise<VendorTransferOutcome> {
    return db.begin(async (tx) => {
      await lockDemoReference(tx, t.vendor, t.reference);
      const known = await findDemoTransfer(tx, t.vendor, t.reference);
      if (known) return toOutcome(known);
      const balance = refuse
        ? undefined
        : await moveDemoWallet(tx, t.vendor, t.player, t.direction === 'in' ? t.amount : -t.amount);
      const reason = refuse ? 'vendor_refused' : balance === undefined ? 'insufficient_balance' : null;
      const row = { status: reason ? 'failed' : 'succeeded', reason, balance: reason ? null : balance! } as const;
      await insertDemoTransfer(tx, { ...t, ...row, at: clock.now() });
      return toOutcome(row);
    }) as Promise<VendorTransferOutcome>;
  }

  const gateway: VendorWalletGateway & {
    injectFault(f: DemoFault): void;
    restoreStatus(): void;
    calls: { transfer: number; status: number };
  } = {
    calls: { transfer: 0, status: 0 },
    vendors: () => codes,
    async transfer(t) {
      gateway.calls.transfer++;
      if (!codes.includes(t.vendor)) return { status: 'failed', reason: 'unknown_vendor' };
      const fault = faults.shift();
      if (fault === 'timeout_before_apply') throw new VendorTimeoutError(t.reference);
      const outcome = await apply(t, fault === 'fail');
      if (fault === 'timeout_after_apply_and_status_down') statusDown = true;
      if (fault?.startsWith('timeout_after_apply')) throw new VendorTimeoutError(t.reference);
      return outcome;
    },
    async status(vendor, reference) {
      gateway.calls.status++;
      if (statusDown) throw new VendorTimeoutError(reference);
      return (await findDemoTransfer(db, vendor, reference))?.status ?? 'not_found';
    },
    balance: (vendor, player) => demoWalletBalance(db, vendor, player),
    injectFault: (f) => faults.push(f),
    restoreStatus: () => {
      statusDown = false;
    },
  };
  return gateway;
}
export type DemoVendorGateway = ReturnType<typeof createDemoVendorGateway>;
