import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createDemoVendorGateway,
  createVendorTransferService,
  type DemoVendorGateway,
  type VendorTransferService,
} from '../transfers/index.js';
import {
  type CashoutHarness,
  cashoutApp,
  expectLedgerClean,
  fund,
  makeMember,
  type TestMember,
} from '../withdrawals/test/cashout.fixtures.js';
import { createBetReportIngest } from './bet-report.ingest.js';
import { createDemoBetBook, type DemoBetBook } from './demo-bet-book.js';
import { createDemoTransferAdapter } from './demo-vendors.js';
import { catalogueVendor } from './test/vendor.fixtures.js';
import type { BetReportPage, VendorAdapter, VendorBetRecord } from './vendor-adapter.js';
import { createVendorRegistry } from './vendor-registry.js';

let h: CashoutHarness;
let wallets: DemoVendorGateway;
let book: DemoBetBook;
let transfers: VendorTransferService;
beforeAll(async () => {
  h = await cashoutApp();
  await catalogueVendor(h.db, {
    code: 'JOKER',
    walletModel: 'transfer',
    games: [{ nodeId: 'JOKER-FISH-1', gameType: 'FISH', gameCode: 'fish-1' }],
  });
  await catalogueVendor(h.db, {
    code: 'AG',
    walletModel: 'transfer',
    games: [{ nodeId: 'AG-BACC', gameType: 'LIVE', gameCode: 'bacc' }],
  });
  wallets = createDemoVendorGateway({ db: h.db, clock: h.clock }, ['JOKER', 'AG']);
  book = createDemoBetBook({ db: h.db, clock: h.clock });
  transfers = createVendorTransferService({ db: h.db, clock: h.clock, ledger: h.ledger, gateway: wallets });
});

/** The demo transfer vendors over one bet book, and an ingest of them (a server process's worth). */
function demoIngest(opts: { pageSize?: number; extra?: VendorAdapter[] } = {}) {
  const registry = createVendorRegistry([
    createDemoTransferAdapter('JOKER', wallets, book),
    createDemoTransferAdapter('AG', wallets, book),
    ...(opts.extra ?? []),
  ]);
  return createBetReportIngest({ db: h.db, clock: h.clock, ledger: h.ledger, registry, pageSize: opts.pageSize });
}

/** A member who moved 100,000.00 into each demo vendor wallet (the vendor-wallet transfers, through the ledger). */
async function playerAtVendors(): Promise<TestMember & { player: string }> {
  const m = await makeMember(h);
  await fund(h, m.id, 20_000_000);
  const session = { memberId: m.id, account: `m${m.id}`, type: 0, roles: ['member'] };
  for (const vendor of ['JOKER', 'AG']) {
    const t = await transfers.transfer(session, {
      vendor,
      direction: 'in',
      amount: 10_000_000,
      idempotencyKey: randomUUID(),
    });
    expect(t.status).toBe('succeeded');
  }
  return { ...m, player: `m${m.id}` };
}

/** The member's vendor wallet as our ledger holds it, and as the vendor holds it. */
async function walletsOf(p: { id: number; player: string }, vendor: string) {
  const [ours] = await h.ledger.balances([{ member: p.id, kind: 'vendor', vendor }]);
  return { ledger: ours!.available, vendor: await wallets.balance(vendor, p.player) };
}

const history = async (m: TestMember, qs = '') => {
  const res = await h.app.inject({ url: `/wps/member/bets?${qs}`, headers: m.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};
const cursorOf = async (vendor: string) =>
  (await h.db<{ cursor: string | null }[]>`SELECT cursor FROM vendor_report_cursors WHERE vendor = ${vendor}`)[0]
    ?.cursor;

describe('bet reports of transfer-wallet vendors', () => {
  it('ingests every reported bet into betting history, by category, vendor and day', async () => {
    const p = await playerAtVendors();
    h.clock.set('2026-11-20T16:30:00Z'); // 23:30 on Nov 20 in Vietnam
    await book.place({ vendor: 'JOKER', player: p.player, betId: 'jk-1', gameCode: 'fish-1', stake: 200_000 });
    await book.settle('JOKER', 'jk-1', 500_000);
    h.clock.set('2026-11-20T17:30:00Z'); // 00:30 on Nov 21
    await book.place({ vendor: 'AG', player: p.player, betId: 'ag-1', gameCode: 'bacc', stake: 1_000_000 });
    await book.settle('AG', 'ag-1', 0);
    await book.place({ vendor: 'AG', player: p.player, betId: 'ag-2', gameCode: 'no-such-code', stake: 300_000 });
    const results = await demoIngest().runOnce();
    expect(results).toEqual([
      { vendor: 'JOKER', pages: 1, inserted: 1, updated: 0, unchanged: 0, rejected: 0, booked: 1, unbooked: 0 },
      { vendor: 'AG', pages: 1, inserted: 2, updated: 0, unchanged: 0, rejected: 0, booked: 2, unbooked: 0 },
    ]);
    // The ledger's vendor wallets now hold what the vendors hold: stakes gone, the win back.
    expect(await walletsOf(p, 'JOKER')).toEqual({ ledger: 10_300_000, vendor: 10_300_000 });
    expect(await walletsOf(p, 'AG')).toEqual({ ledger: 8_700_000, vendor: 8_700_000 });
    // A second run books nothing again.
    expect((await demoIngest().runOnce()).map((r) => r.booked)).toEqual([0, 0]);
    await expectLedgerClean(h);

    const both = await history(p, 'from=2026-11-20&to=2026-11-21');
    expect(both.items).toMatchObject([
      { vendor: 'AG', roundId: 'ag-2', category: 'LIVE', gameNodeId: null, stake: 300_000, win: 0, status: 'open' },
      { vendor: 'AG', roundId: 'ag-1', category: 'LIVE', gameNodeId: 'AG-BACC', stake: 1_000_000, status: 'settled' },
      {
        vendor: 'JOKER',
        roundId: 'jk-1',
        category: 'FISH',
        gameNodeId: 'JOKER-FISH-1',
        stake: 200_000,
        win: 500_000,
        profit: 300_000,
        status: 'settled',
        currency: 'VND',
        createdAt: '2026-11-20T16:30:00.000Z',
      },
    ]);
    expect(both.totals).toEqual({ stake: 1_500_000, win: 500_000, profit: -1_000_000 });
    expect((await history(p, 'from=2026-11-20&to=2026-11-20')).items).toMatchObject([{ roundId: 'jk-1' }]);
    expect((await history(p, 'from=2026-11-20&to=2026-11-21&category=fish')).total).toBe(1);
    expect((await history(p, 'from=2026-11-20&to=2026-11-21&vendor=ag')).total).toBe(2);
    expect((await history(p, 'from=2026-11-20&to=2026-11-21&vendor=ag&pageSize=1&page=2')).items).toMatchObject([
      { roundId: 'ag-1' },
    ]);
    // Another member sees none of it.
    expect((await history(await makeMember(h), 'from=2026-11-20&to=2026-11-21')).total).toBe(0);
  });

  it('a pending bet is stored open, then replaced by its settled version; a cancelled one stands for no money', async () => {
    const p = await playerAtVendors();
    const ingest = demoIngest();
    await book.place({ vendor: 'JOKER', player: p.player, betId: 'pend-1', gameCode: 'fish-1', stake: 400_000 });
    await book.place({ vendor: 'JOKER', player: p.player, betId: 'pend-2', gameCode: 'fish-1', stake: 100_000 });
    await ingest.runOnce();
    expect(await walletsOf(p, 'JOKER')).toEqual({ ledger: 9_500_000, vendor: 9_500_000 });
    const today = await history(p);
    expect(today.items).toMatchObject([
      { roundId: 'pend-2', status: 'open', settledAt: null },
      { roundId: 'pend-1', stake: 400_000, win: 0, status: 'open', settledAt: null },
    ]);
    h.clock.advance(90_000);
    await book.settle('JOKER', 'pend-1', 1_200_000);
    await book.cancel('JOKER', 'pend-2');
    const [joker] = await ingest.runOnce();
    expect(joker).toMatchObject({ inserted: 0, updated: 2, unchanged: 0, booked: 2 });
    // Settled: the win came in; cancelled: the stake came back. Ledger and vendor agree again.
    expect(await walletsOf(p, 'JOKER')).toEqual({ ledger: 10_800_000, vendor: 10_800_000 });
    await expectLedgerClean(h);
    const later = await history(p);
    expect(later.items).toMatchObject([
      { roundId: 'pend-2', stake: 0, win: 0, status: 'cancelled' },
      { roundId: 'pend-1', stake: 400_000, win: 1_200_000, status: 'settled', settledAt: h.clock.now().toISOString() },
    ]);
    // The settled big win (3× the stake) is on the winner board.
    const board = (await h.app.inject({ url: '/wps/game/winners?limitNum=50' })).json().value.list;
    expect(board.map((w: { vo: { nodeId: string; winAmount: number } }) => w.vo)).toContainEqual(
      expect.objectContaining({ nodeId: 'JOKER-FISH-1', winAmount: 1_200_000, vassalage: 'JOKER' }),
    );
  });

  it('duplicate reports, re-read pages and an older version arriving late change nothing', async () => {
    const p = await playerAtVendors();
    const base: VendorBetRecord = {
      betId: 'dup-1',
      player: p.player,
      gameCode: 'fish-1',
      stake: 50_000,
      win: 0,
      status: 'pending',
      placedAt: h.clock.now(),
      settledAt: null,
      updatedAt: h.clock.now(),
    };
    const settled = {
      ...base,
      win: 150_000,
      status: 'settled' as const,
      updatedAt: new Date(h.clock.now().getTime() + 5_000),
    };
    // A vendor whose report ignores the cursor and sends everything every time, versions out of order.
    let pages: VendorBetRecord[][] = [[base, base, settled]];
    const sloppy: VendorAdapter = {
      code: 'SLOPPY',
      walletModel: 'transfer',
      allowsTrial: false,
      launch: async () => ({ mode: 'window', url: '/' }),
      betReport: async (): Promise<BetReportPage> => ({ records: pages.shift() ?? [], cursor: 'c', more: false }),
    };
    const ingest = demoIngest({ extra: [sloppy] });
    const run = async () => (await ingest.runOnce()).find((r) => r.vendor === 'SLOPPY');
    // In one page: the first copy inserts, the repeat is unchanged, the newer version updates.
    expect(await run()).toMatchObject({ inserted: 1, unchanged: 1, updated: 1 });
    pages = [[base, settled]];
    expect(await run()).toMatchObject({ inserted: 0, unchanged: 2, updated: 0 });
    const items = (await history(p, 'vendor=SLOPPY')).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ roundId: 'dup-1', stake: 50_000, win: 150_000, status: 'settled' });
  });

  it('keeps its cursor in the database: another process carries on where the last one stopped, page by page', async () => {
    const p = await playerAtVendors();
    const before = await cursorOf('AG');
    for (let i = 0; i < 7; i++) {
      await book.place({ vendor: 'AG', player: p.player, betId: `cur-${i}`, gameCode: 'bacc', stake: 10_000 });
      h.clock.advance(1_000);
    }
    const first = demoIngest({ pageSize: 3 });
    const [, ag] = await first.runOnce();
    expect(ag).toMatchObject({ vendor: 'AG', pages: 3, inserted: 7 });
    const after = await cursorOf('AG');
    expect(after).not.toBe(before);
    expect(after).toBe((await book.report('AG', before ?? null, 100)).cursor);
    // A second process (its own ingest, same database) reads from the stored cursor: nothing again.
    const second = demoIngest({ pageSize: 3 });
    expect((await second.runOnce())[1]).toMatchObject({ pages: 1, inserted: 0, updated: 0, unchanged: 0 });
    await book.place({ vendor: 'AG', player: p.player, betId: 'cur-new', gameCode: 'bacc', stake: 10_000 });
    expect((await second.runOnce())[1]).toMatchObject({ pages: 1, inserted: 1 });
    // Two processes reading at the same moment store each bet once.
    await book.place({ vendor: 'AG', player: p.player, betId: 'cur-both', gameCode: 'bacc', stake: 10_000 });
    const [a, b] = await Promise.all([first.runOnce(), second.runOnce()]);
    expect(a[1]!.inserted + b[1]!.inserted).toBe(1);
    expect((await history(p, 'vendor=AG&pageSize=50')).total).toBe(9);
  });

  it('leaves out records it cannot store, and a vendor that fails keeps its cursor without stopping the others', async () => {
    const p = await playerAtVendors();
    const record = (o: Partial<VendorBetRecord>): VendorBetRecord => ({
      betId: 'x',
      player: p.player,
      gameCode: 'fish-1',
      stake: 1_000,
      win: 0,
      status: 'settled',
      placedAt: h.clock.now(),
      settledAt: h.clock.now(),
      updatedAt: h.clock.now(),
      ...o,
    });
    const odd: VendorAdapter = {
      code: 'ODD',
      walletModel: 'transfer',
      allowsTrial: false,
      launch: async () => ({ mode: 'window', url: '/' }),
      betReport: async ({ cursor }) => ({
        records: cursor
          ? []
          : [
              record({ betId: 'odd-ok' }),
              record({ betId: 'odd-stranger', player: 'm999999999' }),
              record({ betId: 'odd-not-ours', player: 'someone' }),
              record({ betId: 'odd-negative', stake: -5 }),
              record({ betId: 'odd-float', win: 1.5 }),
            ],
        cursor: 'odd-1',
        more: false,
      }),
    };
    const down: VendorAdapter = {
      ...odd,
      code: 'DOWN',
      betReport: async () => Promise.reject(new Error('vendor unreachable')),
    };
    const warnings: string[] = [];
    const log = { warn: (_o: object, msg: string) => warnings.push(msg), error: () => {} };
    const results = await demoIngest({ extra: [down, odd] }).runOnce(log);
    expect(results.find((r) => r.vendor === 'DOWN')).toMatchObject({ pages: 0, error: 'vendor unreachable' });
    // Its loss names money that never went to ODD: stored, but not booked (the wallet cannot go below 0).
    expect(results.find((r) => r.vendor === 'ODD')).toMatchObject({ inserted: 1, rejected: 4, booked: 0, unbooked: 1 });
    expect(warnings.filter((m) => m === 'bet report record left out')).toHaveLength(4);
    expect(warnings.filter((m) => m === 'reported bet not booked yet')).toHaveLength(1);
    expect(await cursorOf('DOWN')).toBeNull();
    expect(await cursorOf('ODD')).toBe('odd-1');
    expect((await history(p, 'vendor=ODD')).items).toMatchObject([{ roundId: 'odd-ok', category: 'OTHER' }]);
  });

  it('books each change of a bet once: a step whose record was lost is finished from the ledger', async () => {
    const p = await playerAtVendors();
    const ingest = demoIngest();
    await book.place({ vendor: 'JOKER', player: p.player, betId: 'bk-1', gameCode: 'fish-1', stake: 300_000 });
    await ingest.runOnce();
    h.clock.advance(1_000);
    await book.settle('JOKER', 'bk-1', 900_000);
    expect((await ingest.runOnce())[0]).toMatchObject({ updated: 1, booked: 1 });
    expect(await walletsOf(p, 'JOKER')).toEqual({ ledger: 10_600_000, vendor: 10_600_000 });
    // As if the process stopped between the win's ledger transfer and its record: the next pass finds the
    // transfer by its key and records it, moving nothing again.
    await h.db`UPDATE bets SET booked = -300000, booked_steps = 1 WHERE vendor = 'JOKER' AND vendor_bet_id = 'bk-1'`;
    expect((await ingest.runOnce())[0]).toMatchObject({ booked: 1, unbooked: 0 });
    expect(await walletsOf(p, 'JOKER')).toEqual({ ledger: 10_600_000, vendor: 10_600_000 });
    const [row] = await h.db`SELECT booked, booked_steps FROM bets WHERE vendor = 'JOKER' AND vendor_bet_id = 'bk-1'`;
    expect(row).toEqual({ booked: 600_000, booked_steps: 2 });
    await expectLedgerClean(h);
  });
});
