import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type CashoutHarness,
  cash,
  cashoutApp,
  expectLedgerClean,
  fund,
  makeMember,
  newKey,
} from '../withdrawals/test/cashout.fixtures.js';
import { createDemoVendorGateway, type DemoVendorGateway } from './demo-vendor-gateway.js';
import { sessionOf } from './test/transfer.fixtures.js';
import { createVendorTransferService, type VendorTransferService } from './vendor-transfer.service.js';

/*
 * A kill -9 between the ledger's post (or void) of a transfer's hold and the update of its row leaves the
 * row 'pending' over a resolved hold. Whatever settles it next (the status call, sweep all, the periodic
 * settle) must take the ledger's outcome, whatever the vendor now says or whether it answers at all.
 */
let h: CashoutHarness;
let gateway: DemoVendorGateway;
let service: VendorTransferService;
beforeAll(async () => {
  h = await cashoutApp();
  gateway = createDemoVendorGateway({ db: h.db, clock: h.clock }, ['DEMO']);
  service = createVendorTransferService({ db: h.db, clock: h.clock, ledger: h.ledger, gateway });
});
afterEach(async () => {
  // Every invariant, including each vendor transfer row agreeing with its hold.
  await expectLedgerClean(h);
});

const FUNDS = 20_000_000;
const AMOUNT = 5_000_000;

/** A member's transfer in, then the row put back to 'pending' as the crash left it. */
async function crashedTransfer(point: 'post' | 'void') {
  const m = await makeMember(h);
  await fund(h, m.id, FUNDS);
  if (point === 'void') gateway.injectFault('fail');
  const t = await service.transfer(sessionOf(m.id), {
    vendor: 'DEMO',
    direction: 'in',
    amount: AMOUNT,
    idempotencyKey: newKey(),
  });
  expect(t.status).toBe(point === 'post' ? 'succeeded' : 'failed');
  await h.db`UPDATE vendor_transfers SET status = 'pending', failure = NULL, finished_at = NULL WHERE id = ${t.id}`;
  return { m, t };
}

const vendorLedger = async (memberId: number) =>
  (await h.ledger.balances([{ member: memberId, kind: 'vendor', vendor: 'DEMO' }]))[0]!.posted;
const rowOf = async (id: number) =>
  (
    await h.db<{ status: string; failure: string | null }[]>`SELECT status, failure FROM vendor_transfers
    WHERE id = ${id}`
  )[0]!;

type Entry = 'status' | 'sweep' | 'settleOpen';
const settleThrough = async (entry: Entry, memberId: number, id: number) => {
  if (entry === 'status') return service.status(sessionOf(memberId), id);
  if (entry === 'sweep') return service.sweep(sessionOf(memberId));
  return service.settleOpen();
};

describe('a crash between the ledger and the transfer row', () => {
  for (const entry of ['status', 'sweep', 'settleOpen'] as const) {
    it(`hold posted, row pending: ${entry} settles it as succeeded (the vendor has since forgotten it)`, async () => {
      const { m, t } = await crashedTransfer('post');
      // The vendor no longer knows the reference (its status history is gone) and the row is not young:
      // asking the vendor would answer not_found and try to void a posted hold (409 for ever).
      await h.db`DELETE FROM demo_vendor_transfers WHERE reference = ${t.reference}`;
      h.clock.advance(120_000);
      const asked = gateway.calls.status;
      await settleThrough(entry, m.id, t.id);
      expect(await rowOf(t.id)).toEqual({ status: 'succeeded', failure: null });
      // The ledger's outcome was enough: the vendor was not asked.
      expect(gateway.calls.status).toBe(asked);
      if (entry === 'sweep') {
        // Then sweep all brought the vendor wallet back to main: nothing created, nothing lost.
        expect(await cash(h, m.id)).toEqual({ posted: FUNDS, available: FUNDS, held: 0 });
        expect(await vendorLedger(m.id)).toBe(0);
        expect(await gateway.balance('DEMO', `m${m.id}`)).toBe(0);
      } else {
        expect(await cash(h, m.id)).toEqual({ posted: FUNDS - AMOUNT, available: FUNDS - AMOUNT, held: 0 });
        expect(await vendorLedger(m.id)).toBe(AMOUNT);
        expect(await gateway.balance('DEMO', `m${m.id}`)).toBe(AMOUNT);
      }
      // Settled for good: asking again changes nothing.
      expect((await service.status(sessionOf(m.id), t.id)).status).toBe('succeeded');
      expect(await service.settleOpen()).toBe(0);
    });

    it(`hold voided, row pending: ${entry} marks it failed at once (the vendor unreachable)`, async () => {
      const { m, t } = await crashedTransfer('void');
      // Right after the restart (the row is young) and the vendor does not answer status checks.
      const status = gateway.status;
      gateway.status = async () => Promise.reject(new Error('must not be asked'));
      try {
        await settleThrough(entry, m.id, t.id);
      } finally {
        gateway.status = status;
      }
      expect(await rowOf(t.id)).toEqual({ status: 'failed', failure: 'hold_voided' });
      expect(await cash(h, m.id)).toEqual({ posted: FUNDS, available: FUNDS, held: 0 });
      expect(await vendorLedger(m.id)).toBe(0);
      expect(await gateway.balance('DEMO', `m${m.id}`)).toBe(0);
      expect(await service.settleOpen()).toBe(0);
    });
  }
});
