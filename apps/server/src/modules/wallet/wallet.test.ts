import type { FastifyRequest } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { seedAccounts } from '../accounts/index.js';
import { createLedgerService, type LedgerService, seedLedger, verifyLedger } from '../ledger/index.js';
import { putSetting } from '../system/index.js';
import { DEMO_TRANSFER_VENDORS } from '../vendors/index.js';
import { TRIAL_PLAY_GRANT } from './wallet.service.js';

// Sessions come from a test resolver (header x-test-member: "<id>:<type>"); login has its own tests.
const resolveSession = async (req: FastifyRequest): Promise<SessionPrincipal | null> => {
  const h = req.headers['x-test-member'];
  if (typeof h !== 'string') return null;
  const [id, type] = h.split(':').map(Number);
  return { memberId: id!, account: `m${id}`, type: type!, roles: ['member'] };
};

let t: TestApp;
let ledger: LedgerService;
beforeAll(async () => {
  t = await createTestApp({ deps: { resolveSession } });
  ledger = createLedgerService({ db: t.db, clock: t.clock });
});

async function member(type = 0): Promise<number> {
  const [row] = await t.db<{ id: number }[]>`
    INSERT INTO members (account, type, created_at) VALUES (${`w${Math.random().toString(36).slice(2, 10)}`}, ${type}, now())
    RETURNING id`;
  return row!.id;
}

const get = (url: string, memberId?: number, type = 0) =>
  t.app.inject({ url, headers: memberId ? { 'x-test-member': `${memberId}:${type}` } : {} });

describe('GET /wps/v2/wallets/balance', () => {
  it('needs a session', async () => {
    const res = await get('/wps/v2/wallets/balance');
    expect(res.statusCode).toBe(401);
  });

  it('is zero for a new member (wallets appear on first use)', async () => {
    const id = await member();
    const res = await get('/wps/v2/wallets/balance', id);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({
      sumBalance: 0,
      currencySymbol: 'P',
      unit: 'VND',
      main: 0,
      held: 0,
      locked: 0,
      vendors: [],
      trial: false,
    });
  });

  it('sums main, locked bonus and vendor wallets in minor units; held money is not spendable', async () => {
    const id = await member();
    const clearing = { house: 'payment_clearing' as const, unit: 'VND' as const };
    const cash = { member: id, kind: 'cash' as const };
    const base = { unit: 'VND' as const };
    await ledger.transfer({
      ...base,
      debit: clearing,
      credit: cash,
      amount: 1_000_000,
      kind: 'deposit',
      idempotencyKey: `w:${id}:1`,
    });
    await ledger.transfer({
      ...base,
      debit: { house: 'bonus_expense', unit: 'VND' },
      credit: { member: id, kind: 'locked' },
      amount: 50_000,
      kind: 'bonus',
      idempotencyKey: `w:${id}:2`,
    });
    await ledger.transfer({
      ...base,
      debit: cash,
      credit: { member: id, kind: 'vendor', vendor: 'TCG' },
      amount: 200_000,
      kind: 'vendor_in',
      idempotencyKey: `w:${id}:3`,
    });
    await ledger.transfer({
      ...base,
      debit: cash,
      credit: clearing,
      amount: 300_000,
      kind: 'withdrawal',
      idempotencyKey: `w:${id}:4`,
      pending: true,
    });
    const value = (await get('/wps/v2/wallets/balance', id)).json().value;
    expect(value).toMatchObject({
      main: 500_000,
      held: 300_000,
      locked: 50_000,
      vendors: [{ vendor: 'TCG', balance: 200_000 }],
    });
    expect(value.sumBalance).toBe(750_000);

    const funds = (await get('/wps/member/info/funds/consolidated', id)).json().value;
    expect(funds).toEqual({
      currencySymbol: 'P',
      unit: 'VND',
      total: 750_000,
      wallets: [
        { wallet: 'MAIN', balance: 500_000, held: 300_000 },
        { wallet: 'LOCKED', balance: 50_000, held: 0 },
        { wallet: 'TCG', balance: 200_000, held: 0 },
      ],
      points: 0,
    });
  });

  it('gives a trial account its PLAY money once, through a transfer from the house', async () => {
    const id = await member(4);
    for (let i = 0; i < 3; i++) {
      const value = (await get('/wps/v2/wallets/balance', id, 4)).json().value;
      expect(value).toMatchObject({ unit: 'PLAY', trial: true, main: TRIAL_PLAY_GRANT, sumBalance: TRIAL_PLAY_GRANT });
    }
    const [grant] =
      await t.db`SELECT kind, unit, amount FROM ledger_transfers WHERE idempotency_key = ${`trial-grant:${id}`}`;
    expect(grant).toEqual({ kind: 'trial_grant', unit: 'PLAY', amount: TRIAL_PLAY_GRANT });
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('is refused during maintenance, like every money call', async () => {
    const id = await member();
    await putSetting(
      t.db,
      'maintenance',
      { enabled: true, title: 'Bảo trì', info: '', startTime: null, endTime: null },
      t.clock.now(),
    );
    try {
      for (const url of [
        '/wps/v2/wallets/balance',
        '/wps/member/info/funds/consolidated',
        '/wps/v2/wallets/merchant',
      ]) {
        const res = await get(url, id);
        expect(res.statusCode).toBe(503);
        expect(res.json().code).toBe('maintenance');
      }
    } finally {
      await putSetting(
        t.db,
        'maintenance',
        { enabled: false, title: 'x', info: '', startTime: null, endTime: null },
        t.clock.now(),
      );
    }
  });
});

describe('merchant wallet', () => {
  it('says which wallet model the site runs', async () => {
    const id = await member();
    const value = (await get('/wps/v2/wallets/merchant', id)).json().value;
    // The game wallets money can move to: the transfer-model vendors registered (the demo ones here).
    expect(value).toEqual({
      isSingle: false,
      walletModel: 'transfer',
      currencySymbol: 'P',
      vendors: [...DEMO_TRANSFER_VENDORS],
    });
  });
});

describe('demo seed', () => {
  it('opens demo01 and agent01 with a transfer from the house, once across restarts', async () => {
    await seedAccounts(t.db, t.clock);
    await seedLedger(t.db, t.clock);
    await seedLedger(t.db, t.clock);
    const [demo] = await t.db<{ id: number }[]>`SELECT id FROM members WHERE account = 'demo01'`;
    const value = (await get('/wps/v2/wallets/balance', demo!.id)).json().value;
    expect(value.main).toBe(500_000_000);
    const funds = (await get('/wps/member/info/funds/consolidated', demo!.id)).json().value;
    expect(funds.points).toBe(100_000);
    const rows = await t.db`SELECT 1 FROM ledger_transfers WHERE idempotency_key LIKE 'seed:%'`;
    expect(rows).toHaveLength(3);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });
});
