import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../../../test/global-setup.js';
import { processScript } from '../../../test/process-scripts.js';
import {
  createDemoVendorGateway,
  createVendorTransferService,
  type VendorTransferService,
} from '../transfers/index.js';
import { type CashoutHarness, cashoutApp, fund, makeMember, newKey } from '../withdrawals/test/cashout.fixtures.js';
import { verifyLedger } from './ledger.verify.js';

/*
 * ledger:verify also checks that every main ↔ vendor wallet transfer row agrees with its ledger hold
 * (pending ↔ open hold or none yet, unknown ↔ open hold, succeeded ↔ posted, failed ↔ voided or none).
 */
let h: CashoutHarness;
let gateway: ReturnType<typeof createDemoVendorGateway>;
let service: VendorTransferService;
beforeAll(async () => {
  h = await cashoutApp();
  gateway = createDemoVendorGateway({ db: h.db, clock: h.clock }, ['DEMO']);
  service = createVendorTransferService({ db: h.db, clock: h.clock, ledger: h.ledger, gateway });
});

const session = (memberId: number) => ({ memberId, account: `m${memberId}`, type: 0, roles: ['member'] });

/** One transfer in of 1,000,000 for a new funded member; `fault` makes the demo vendor misbehave once. */
async function transferIn(fault?: Parameters<typeof gateway.injectFault>[0]) {
  const m = await makeMember(h);
  await fund(h, m.id, 10_000_000);
  if (fault) gateway.injectFault(fault);
  return service.transfer(session(m.id), {
    vendor: 'DEMO',
    direction: 'in',
    amount: 1_000_000,
    idempotencyKey: newKey(),
  });
}

const mismatches = async () =>
  (await verifyLedger(h.db)).violations.filter((v) => v.check === 'vendor_transfer_hold_mismatch');

describe('ledger:verify and vendor transfer rows', () => {
  it('every kind of consistent row passes, and the rows are counted', async () => {
    // Resolutions ten minutes old: nothing here is in flight.
    h.clock.set(new Date(Date.now() - 600_000));
    expect((await transferIn()).status).toBe('succeeded');
    expect((await transferIn('fail')).status).toBe('failed');
    expect((await transferIn('timeout_after_apply_and_status_down')).status).toBe('unknown');
    gateway.restoreStatus();
    // Refused before holding: failed with no hold.
    const poor = await makeMember(h);
    await expect(
      service.transfer(session(poor.id), { vendor: 'DEMO', direction: 'in', amount: 5_000, idempotencyKey: newKey() }),
    ).rejects.toMatchObject({ code: 'insufficient_funds' });
    const report = await verifyLedger(h.db);
    expect(report.violations).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.vendorTransfers).toBe(4);
  });

  it('reports each row that disagrees with its hold, and not a transfer in flight', async () => {
    h.clock.set(new Date(Date.now() - 600_000));
    const posted = await transferIn();
    const voided = await transferIn('fail');
    const open = await transferIn('timeout_after_apply_and_status_down');
    gateway.restoreStatus();
    const crashed = await transferIn();
    // A row whose hold was just posted, the row not written yet: in flight, not a fault.
    h.clock.set(new Date());
    const inFlight = await transferIn();
    expect(await mismatches()).toEqual([]);

    // Deliberately inconsistent rows: each one's status says something its hold does not.
    await h.db`UPDATE vendor_transfers SET status = 'failed' WHERE id = ${posted.id}`;
    await h.db`UPDATE vendor_transfers SET status = 'succeeded', failure = NULL WHERE id = ${voided.id}`;
    await h.db`UPDATE vendor_transfers SET status = 'succeeded' WHERE id = ${open.id}`;
    await h.db`UPDATE vendor_transfers SET status = 'pending', finished_at = NULL WHERE id IN (${crashed.id}, ${inFlight.id})`;
    const found = await mismatches();
    expect(found.map((v) => [v.detail.id, v.detail.status, v.detail.hold])).toEqual([
      [posted.id, 'failed', 'posted'],
      [voided.id, 'succeeded', 'voided'],
      [open.id, 'succeeded', 'pending'],
      [crashed.id, 'pending', 'posted'],
    ]);
    expect(found[0]!.detail).toMatchObject({
      vendor: 'DEMO',
      direction: 'in',
      amount: 1_000_000,
      reference: posted.reference,
    });
    expect((await verifyLedger(h.db)).ok).toBe(false);

    // The command says so too, and exits 1.
    const env = {
      ...process.env,
      DATABASE_URL: withDatabase(inject('pgAdminUrl'), h.db.options.database),
      LOG_LEVEL: 'silent',
    };
    const failed = await promisify(execFile)(process.execPath, [processScript('ledger-verify')], { env }).then(
      () => null,
      (e: { code: number; stdout: string }) => e,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toContain(`VIOLATION vendor_transfer_hold_mismatch: {"id":${crashed.id},`);
    expect(failed?.stdout).toContain('FAILED: 4 violation(s).');

    // Settled from the ledger, the crashed row agrees again; putting the others back leaves a clean report.
    expect((await service.status(session(await memberOf(crashed.id)), crashed.id)).status).toBe('succeeded');
    await h.db`UPDATE vendor_transfers SET status = 'succeeded' WHERE id = ${posted.id}`;
    await h.db`UPDATE vendor_transfers SET status = 'failed', failure = 'vendor_refused' WHERE id = ${voided.id}`;
    await h.db`UPDATE vendor_transfers SET status = 'unknown' WHERE id = ${open.id}`;
    await h.db`UPDATE vendor_transfers SET status = 'succeeded' WHERE id = ${inFlight.id}`;
    expect((await verifyLedger(h.db)).ok).toBe(true);
  }, 60_000);
});

const memberOf = async (transferId: number) =>
  (await h.db<{ member_id: number }[]>`SELECT member_id FROM vendor_transfers WHERE id = ${transferId}`)[0]!.member_id;
