import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/harness.js';
import { ManualClock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { createDemoVendorGateway } from '../transfers/index.js';
import { createDemoBetBook } from './demo-bet-book.js';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});

/** One server process's view of the demo vendors: its own gateway and book objects, the shared database. */
function book(clock = new ManualClock('2026-11-22T05:00:00Z')) {
  const wallets = createDemoVendorGateway({ db, clock }, ['JOKER', 'AG']);
  const b = createDemoBetBook({ db, clock });
  const fund = (player: string, amount: number) =>
    wallets.transfer({ vendor: 'JOKER', player, direction: 'in', amount, reference: `fund-${player}-${amount}` });
  return { clock, wallets, b, fund };
}
const newPlayer = () => `p${randomBytes(5).toString('hex')}`;

describe('demo transfer vendor bet book', () => {
  it('takes the stake from the vendor wallet, pays the win into it, and a repeated bet id moves nothing', async () => {
    const { wallets, b, fund } = book();
    const p = newPlayer();
    await fund(p, 10_000);
    const bet = { vendor: 'JOKER', player: p, betId: `${p}-b1`, gameCode: 'fish-1', stake: 4_000 };
    expect(await b.place(bet)).toMatchObject({
      status: 'placed',
      record: { status: 'pending', stake: 4_000, win: 0 },
    });
    expect(await wallets.balance('JOKER', p)).toBe(6_000);
    expect((await b.place(bet)).status).toBe('replayed');
    expect(await wallets.balance('JOKER', p)).toBe(6_000);
    expect((await b.place({ ...bet, betId: `${p}-b2`, stake: 7_000 })).status).toBe('insufficient');
    expect(await b.settle('JOKER', bet.betId, 12_000)).toMatchObject({ status: 'settled', win: 12_000 });
    expect(await wallets.balance('JOKER', p)).toBe(18_000);
    // Settled is final: settling again or cancelling changes nothing.
    await b.settle('JOKER', bet.betId, 99_000);
    await b.cancel('JOKER', bet.betId);
    expect(await wallets.balance('JOKER', p)).toBe(18_000);
    await b.place({ ...bet, betId: `${p}-b3`, stake: 8_000 });
    expect(await b.cancel('JOKER', `${p}-b3`)).toMatchObject({ status: 'cancelled' });
    expect(await wallets.balance('JOKER', p)).toBe(18_000);
  });

  it('an instant round is placed and settled in one change: the report never shows it pending', async () => {
    const { wallets, b, fund } = book();
    const p = newPlayer();
    await fund(p, 10_000);
    const from = (await b.report('JOKER', null, 1_000)).cursor;
    const round = { vendor: 'JOKER', player: p, betId: `${p}-r1`, gameCode: 'fish-1', stake: 4_000 };
    expect(await b.playRound(round, 8_000)).toMatchObject({
      status: 'placed',
      record: { status: 'settled', win: 8_000 },
    });
    expect(await wallets.balance('JOKER', p)).toBe(14_000);
    expect((await b.playRound(round, 8_000)).status).toBe('replayed');
    expect((await b.playRound({ ...round, betId: `${p}-r2`, stake: 20_000 }, 0)).status).toBe('insufficient');
    expect(await wallets.balance('JOKER', p)).toBe(14_000);
    expect((await b.report('JOKER', from, 10)).records).toMatchObject([{ betId: round.betId, status: 'settled' }]);
  });

  it('reports changes after a cursor, oldest first, in pages; a later version of a bet comes again', async () => {
    const { clock, b, fund } = book();
    const p = newPlayer();
    await fund(p, 100_000);
    const start = (await b.report('JOKER', null, 1_000)).cursor;
    for (let i = 1; i <= 5; i++) {
      await b.place({ vendor: 'JOKER', player: p, betId: `${p}-b${i}`, gameCode: 'g', stake: 1_000 });
      clock.advance(1_000);
    }
    const first = await b.report('JOKER', start, 2);
    expect(first.records.map((r) => r.betId)).toEqual([`${p}-b1`, `${p}-b2`]);
    expect(first.more).toBe(true);
    const rest = await b.report('JOKER', first.cursor, 10);
    expect(rest.records.map((r) => r.betId)).toEqual([`${p}-b3`, `${p}-b4`, `${p}-b5`]);
    expect(rest.more).toBe(false);
    // Nothing new: the same cursor comes back.
    expect(await b.report('JOKER', rest.cursor, 10)).toEqual({ records: [], cursor: rest.cursor, more: false });
    // Settling b1 makes a new version after everything already read; other vendors' reports stay empty.
    await b.settle('JOKER', `${p}-b1`, 3_000);
    const again = await b.report('JOKER', rest.cursor, 10);
    expect(again.records).toMatchObject([{ betId: `${p}-b1`, status: 'settled', win: 3_000 }]);
    expect(again.records[0]!.updatedAt.getTime()).toBeGreaterThan(first.records[0]!.updatedAt.getTime());
    expect((await b.report('AG', null, 10)).records).toEqual([]);
  });

  it('keeps its order when the clock goes back (a version is never reported before an older one)', async () => {
    const { clock, b, fund } = book(new ManualClock('2026-11-23T05:00:00Z'));
    const p = newPlayer();
    await fund(p, 100_000);
    await b.place({ vendor: 'JOKER', player: p, betId: `${p}-late`, gameCode: 'g', stake: 1_000 });
    const read = await b.report('JOKER', null, 1_000);
    clock.advance(-60_000);
    await b.place({ vendor: 'JOKER', player: p, betId: `${p}-early`, gameCode: 'g', stake: 1_000 });
    expect((await b.report('JOKER', read.cursor, 10)).records.map((r) => r.betId)).toEqual([`${p}-early`]);
  });

  it('remembers across processes: another process (or a restart) sees the wallets, the bets and the report', async () => {
    const one = book(new ManualClock('2026-11-24T05:00:00Z'));
    const p = newPlayer();
    await one.fund(p, 50_000);
    const from = (await one.b.report('JOKER', null, 1_000)).cursor;
    await one.b.place({ vendor: 'JOKER', player: p, betId: `${p}-x`, gameCode: 'g', stake: 20_000 });
    // A second process on the same database, with a clock a little behind the first.
    const two = book(new ManualClock('2026-11-24T04:59:59Z'));
    expect(await two.wallets.balance('JOKER', p)).toBe(30_000);
    expect(
      (await two.b.place({ vendor: 'JOKER', player: p, betId: `${p}-x`, gameCode: 'g', stake: 20_000 })).status,
    ).toBe('replayed');
    await two.b.settle('JOKER', `${p}-x`, 60_000);
    expect(await one.wallets.balance('JOKER', p)).toBe(90_000);
    // The bet's latest version, the same from either process.
    const page = await one.b.report('JOKER', from, 10);
    expect(page.records).toMatchObject([{ betId: `${p}-x`, status: 'settled', win: 60_000 }]);
    expect(await two.b.report('JOKER', from, 10)).toEqual(page);
    // Concurrent stakes from two processes against one wallet: never more than the wallet holds.
    const stakes = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? one : two).b.place({ vendor: 'JOKER', player: p, betId: `${p}-c${i}`, gameCode: 'g', stake: 20_000 }),
      ),
    );
    expect(stakes.filter((s) => s.status === 'placed')).toHaveLength(4);
    expect(await one.wallets.balance('JOKER', p)).toBe(10_000);
  });
});
