import { beforeAll, describe, expect, it } from 'vitest';
import { createPeerApp } from '../../../test/harness.js';
import {
  type CashoutHarness,
  cash,
  cashoutApp,
  expectLedgerClean,
  fund,
  makeMember,
  newKey,
  type TestMember,
} from '../withdrawals/test/cashout.fixtures.js';
import { createDemoVendorGateway } from './demo-vendor-gateway.js';
import { memberSessionFromHeader, sessionOf } from './test/transfer.fixtures.js';
import { createVendorTransferService } from './vendor-transfer.service.js';

/*
 * The demo transfer vendors are "a remote vendor": their wallets, transfers and bets are kept in the
 * database, so a restarted server, or another server process on the same database, sees the same vendor.
 * Each app (and each gateway made here) is what one server process holds in memory.
 */
let h: CashoutHarness;
beforeAll(async () => {
  h = await cashoutApp();
});

/** A server process's own demo vendor gateway and transfer service, on the shared database. */
function process_() {
  const gateway = createDemoVendorGateway({ db: h.db, clock: h.clock }, ['DEMO', 'JOKER']);
  const service = createVendorTransferService({ db: h.db, clock: h.clock, ledger: h.ledger, gateway });
  return { gateway, service };
}

const vendorLedger = async (memberId: number, vendor = 'JOKER') =>
  (await h.ledger.balances([{ member: memberId, kind: 'vendor', vendor }]))[0]!;

const send = (app: CashoutHarness['app'], m: TestMember, direction: 'in' | 'out', amount: number) =>
  app.inject({
    method: 'POST',
    url: '/wps/v2/wallets/transfer',
    headers: m.headers,
    payload: { vendor: 'JOKER', direction, amount, idempotencyKey: newKey() },
  });

describe('demo transfer vendors across restarts and server processes', () => {
  it('after a restart the vendor still holds what was moved in: transfer out and sweep succeed', async () => {
    const m = await makeMember(h);
    await fund(h, m.id, 10_000_000);
    expect((await send(h.app, m, 'in', 5_000_000)).json().value).toMatchObject({ status: 'succeeded' });
    // A new server process on the same database (the old one's memory is gone).
    const restarted = await createPeerApp(h, { deps: { resolveSession: memberSessionFromHeader } });
    const out = (await send(restarted.app, m, 'out', 2_000_000)).json().value;
    expect(out).toMatchObject({ status: 'succeeded', failure: null });
    const swept = await restarted.app.inject({ method: 'POST', url: '/wps/v2/wallets/sweep', headers: m.headers });
    expect(swept.json().value.transfers).toMatchObject([
      { vendor: 'JOKER', direction: 'out', amount: 3_000_000, status: 'succeeded' },
    ]);
    expect(await cash(h, m.id)).toEqual({ posted: 10_000_000, available: 10_000_000, held: 0 });
    expect((await vendorLedger(m.id)).posted).toBe(0);
    expect(await process_().gateway.balance('JOKER', `m${m.id}`)).toBe(0);
    await expectLedgerClean(h);
  });

  it("a transfer left open by one process is found by another's status check: posted, no money created", async () => {
    const m = await makeMember(h);
    await fund(h, m.id, 10_000_000);
    const a = process_();
    // Process A: the vendor applies the transfer, but A hears nothing back and cannot reach its status.
    a.gateway.injectFault('timeout_after_apply_and_status_down');
    const t = await a.service.transfer(sessionOf(m.id), {
      vendor: 'JOKER',
      direction: 'in',
      amount: 5_000_000,
      idempotencyKey: newKey(),
    });
    expect(t.status).toBe('unknown');
    expect(await cash(h, m.id)).toMatchObject({ available: 5_000_000, held: 5_000_000 });
    // Process B (the app, its own gateway) asks the vendor by reference: the vendor remembers it.
    const res = await h.app.inject({ url: `/wps/v2/wallets/transfer/${t.id}`, headers: m.headers });
    expect(res.json().value).toMatchObject({ id: t.id, status: 'succeeded', failure: null });
    expect(await cash(h, m.id)).toEqual({ posted: 5_000_000, available: 5_000_000, held: 0 });
    expect((await vendorLedger(m.id)).posted).toBe(5_000_000);
    // Ledger and vendor agree, and any process reads the same vendor wallet.
    expect(await process_().gateway.balance('JOKER', `m${m.id}`)).toBe(5_000_000);
    await expectLedgerClean(h);
  });

  it("another process's periodic settle finishes a transfer the first one left open, exactly once", async () => {
    const m = await makeMember(h);
    await fund(h, m.id, 10_000_000);
    const a = process_();
    a.gateway.injectFault('timeout_after_apply_and_status_down');
    const t = await a.service.transfer(sessionOf(m.id), {
      vendor: 'JOKER',
      direction: 'in',
      amount: 4_000_000,
      idempotencyKey: newKey(),
    });
    expect(t.status).toBe('unknown');
    const b = process_();
    const c = process_();
    // Two other processes settle at the same moment: one outcome, nothing moved twice.
    await Promise.all([b.service.settleOpen(), c.service.settleOpen()]);
    expect((await b.service.list(sessionOf(m.id), { page: 1, pageSize: 10 })).items).toMatchObject([
      { id: t.id, status: 'succeeded' },
    ]);
    expect(await cash(h, m.id)).toEqual({ posted: 6_000_000, available: 6_000_000, held: 0 });
    expect(await b.gateway.balance('JOKER', `m${m.id}`)).toBe(4_000_000);
    // The vendor's transfers are idempotent by reference in every process: a repeat moves nothing.
    const again = await c.gateway.transfer({
      vendor: 'JOKER',
      player: `m${m.id}`,
      direction: 'in',
      amount: 4_000_000,
      reference: t.reference,
    });
    expect(again).toEqual({ status: 'succeeded', balance: 4_000_000 });
    expect(await a.gateway.balance('JOKER', `m${m.id}`)).toBe(4_000_000);
    await expectLedgerClean(h);
  });
});
