import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SessionPrincipal } from '../../platform/http/route.js';
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
import { createVendorTransferService, type VendorTransferService } from './vendor-transfer.service.js';

let h: CashoutHarness;
let gateway: DemoVendorGateway;
let service: VendorTransferService;
beforeAll(async () => {
  h = await cashoutApp();
  // The service on the test database with a gateway the test controls (faults, call counts).
  gateway = createDemoVendorGateway({ db: h.db, clock: h.clock }, ['DEMO', 'TCG']);
  service = createVendorTransferService({ db: h.db, clock: h.clock, ledger: h.ledger, gateway });
});
afterEach(async () => {
  await expectLedgerClean(h);
});

async function player(amount = 50_000_000) {
  const m = await makeMember(h);
  await fund(h, m.id, amount);
  const session: SessionPrincipal = { memberId: m.id, account: `m${m.id}`, type: 0, roles: ['member'] };
  return { ...m, session };
}
const vendorWallet = async (memberId: number, vendor = 'DEMO') =>
  (await h.ledger.balances([{ member: memberId, kind: 'vendor', vendor }]))[0]!;

describe('main ↔ vendor wallet transfers', () => {
  it('moves money in and out through the HTTP API (demo vendor), with the balance showing the vendor wallet', async () => {
    const m = await player();
    const send = (direction: 'in' | 'out', amount: number) =>
      h.app.inject({
        method: 'POST',
        url: '/wps/v2/wallets/transfer',
        headers: m.headers,
        payload: { vendor: 'demo', direction, amount, idempotencyKey: newKey() },
      });
    const inRes = await send('in', 20_000_000);
    expect(inRes.json().value).toMatchObject({ status: 'succeeded', vendor: 'DEMO', direction: 'in' });
    const balance = (await h.app.inject({ url: '/wps/v2/wallets/balance', headers: m.headers })).json().value;
    expect(balance).toMatchObject({ main: 30_000_000, sumBalance: 50_000_000 });
    expect(balance.vendors).toEqual([{ vendor: 'DEMO', balance: 20_000_000 }]);
    expect((await send('out', 5_000_000)).json().value.status).toBe('succeeded');
    expect((await cash(h, m.id)).posted).toBe(35_000_000);
    expect((await send('out', 50_000_000)).json().code).toBe('insufficient_funds');
    const unknown = await h.app.inject({
      method: 'POST',
      url: '/wps/v2/wallets/transfer',
      headers: m.headers,
      payload: { vendor: 'NOPE', direction: 'in', amount: 1000, idempotencyKey: newKey() },
    });
    expect(unknown.json().code).toBe('vendor_unknown');
    const swept = await h.app.inject({ method: 'POST', url: '/wps/v2/wallets/sweep', headers: m.headers });
    expect(swept.json().value.transfers).toMatchObject([{ vendor: 'DEMO', direction: 'out', amount: 15_000_000 }]);
    expect((await cash(h, m.id)).posted).toBe(50_000_000);
    const list = (await h.app.inject({ url: '/wps/v2/wallets/transfers', headers: m.headers })).json().value;
    // in, out, the refused out (kept as failed), the sweep.
    expect(list.total).toBe(4);
  });

  it('holds the main balance while the vendor call is in flight', async () => {
    const m = await player(30_000_000);
    let seen: Awaited<ReturnType<typeof cash>> | null = null;
    const original = gateway.transfer;
    gateway.transfer = async (t) => {
      seen = await cash(h, m.id);
      return original(t);
    };
    try {
      await service.transfer(m.session, {
        vendor: 'TCG',
        direction: 'in',
        amount: 10_000_000,
        idempotencyKey: newKey(),
      });
    } finally {
      gateway.transfer = original;
    }
    expect(seen).toEqual({ posted: 30_000_000, available: 20_000_000, held: 10_000_000 });
    expect(await cash(h, m.id)).toEqual({ posted: 20_000_000, available: 20_000_000, held: 0 });
  });

  it('a timeout after the vendor applied it: the status check posts it, with no second vendor call', async () => {
    const m = await player();
    gateway.injectFault('timeout_after_apply');
    const before = { ...gateway.calls };
    const t = await service.transfer(m.session, {
      vendor: 'DEMO',
      direction: 'in',
      amount: 10_000_000,
      idempotencyKey: newKey(),
    });
    expect(t.status).toBe('succeeded');
    expect(gateway.calls.transfer - before.transfer).toBe(1);
    expect(gateway.calls.status - before.status).toBe(1);
    expect(await gateway.balance('DEMO', `m${m.id}`)).toBe(10_000_000);
    expect((await vendorWallet(m.id)).posted).toBe(10_000_000);
    expect((await cash(h, m.id)).posted).toBe(40_000_000);
  });

  it('a timeout before the vendor applied it: the status check voids the hold', async () => {
    const m = await player();
    gateway.injectFault('timeout_before_apply');
    const t = await service.transfer(m.session, {
      vendor: 'DEMO',
      direction: 'in',
      amount: 10_000_000,
      idempotencyKey: newKey(),
    });
    expect(t).toMatchObject({ status: 'failed', failure: 'vendor_not_found' });
    expect(await gateway.balance('DEMO', `m${m.id}`)).toBe(0);
    expect(await cash(h, m.id)).toEqual({ posted: 50_000_000, available: 50_000_000, held: 0 });
  });

  it('vendor unreachable even for status: stays unknown and held; a later check settles it exactly once', async () => {
    const m = await player();
    gateway.injectFault('timeout_after_apply_and_status_down');
    const key = newKey();
    const input = { vendor: 'DEMO', direction: 'in' as const, amount: 10_000_000, idempotencyKey: key };
    const t = await service.transfer(m.session, input);
    expect(t.status).toBe('unknown');
    expect(await cash(h, m.id)).toMatchObject({ available: 40_000_000, held: 10_000_000 });
    // A retry with the same key does not call the vendor's transfer again.
    const calls = gateway.calls.transfer;
    expect((await service.transfer(m.session, input)).status).toBe('unknown');
    expect(gateway.calls.transfer).toBe(calls);
    gateway.restoreStatus();
    const settled = await service.status(m.session, t.id);
    expect(settled.status).toBe('succeeded');
    expect(await service.settleOpen()).toBe(0);
    expect((await service.transfer(m.session, input)).status).toBe('succeeded');
    expect(gateway.calls.transfer).toBe(calls);
    expect(await gateway.balance('DEMO', `m${m.id}`)).toBe(10_000_000);
    expect((await vendorWallet(m.id)).posted).toBe(10_000_000);
    expect(await cash(h, m.id)).toEqual({ posted: 40_000_000, available: 40_000_000, held: 0 });
  });

  it('a vendor refusal voids the hold; replays by key answer the same; other fields conflict', async () => {
    const m = await player();
    gateway.injectFault('fail');
    const key = newKey();
    const input = { vendor: 'DEMO', direction: 'in' as const, amount: 10_000_000, idempotencyKey: key };
    expect((await service.transfer(m.session, input)).status).toBe('failed');
    expect((await service.transfer(m.session, input)).status).toBe('failed');
    expect(await cash(h, m.id)).toEqual({ posted: 50_000_000, available: 50_000_000, held: 0 });
    await expect(service.transfer(m.session, { ...input, amount: 9_000_000 })).rejects.toMatchObject({
      code: 'idempotency_conflict',
    });
  });

  it('parallel transfers in against one balance: only what the balance allows', async () => {
    const m = await player(30_000_000);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        service.transfer(m.session, { vendor: 'TCG', direction: 'in', amount: 10_000_000, idempotencyKey: newKey() }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await gateway.balance('TCG', `m${m.id}`)).toBe(30_000_000);
    expect((await vendorWallet(m.id, 'TCG')).posted).toBe(30_000_000);
    expect(await cash(h, m.id)).toEqual({ posted: 0, available: 0, held: 0 });
  });
});
