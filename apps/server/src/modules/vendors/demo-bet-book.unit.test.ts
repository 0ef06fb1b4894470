import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock.js';
import { createDemoVendorGateway } from '../transfers/index.js';
import { createDemoBetBook } from './demo-bet-book.js';

function book() {
  const clock = new ManualClock('2026-11-22T05:00:00Z');
  const wallets = createDemoVendorGateway(['JOKER', 'AG']);
  const b = createDemoBetBook({ clock, wallets });
  const fund = (player: string, amount: number) =>
    wallets.transfer({ vendor: 'JOKER', player, direction: 'in', amount, reference: `fund-${player}-${amount}` });
  return { clock, wallets, b, fund };
}

describe('demo transfer vendor bet book', () => {
  it('takes the stake from the vendor wallet, pays the win into it, and a repeated bet id moves nothing', async () => {
    const { wallets, b, fund } = book();
    await fund('m1', 10_000);
    const bet = { vendor: 'JOKER', player: 'm1', betId: 'b1', gameCode: 'fish-1', stake: 4_000 };
    expect(b.place(bet)).toMatchObject({ status: 'placed', record: { status: 'pending', stake: 4_000, win: 0 } });
    expect(await wallets.balance('JOKER', 'm1')).toBe(6_000);
    expect(b.place(bet).status).toBe('replayed');
    expect(await wallets.balance('JOKER', 'm1')).toBe(6_000);
    expect(b.place({ ...bet, betId: 'b2', stake: 7_000 }).status).toBe('insufficient');
    expect(b.settle('JOKER', 'b1', 12_000)).toMatchObject({ status: 'settled', win: 12_000 });
    expect(await wallets.balance('JOKER', 'm1')).toBe(18_000);
    // Settled is final: settling again or cancelling changes nothing.
    b.settle('JOKER', 'b1', 99_000);
    b.cancel('JOKER', 'b1');
    expect(await wallets.balance('JOKER', 'm1')).toBe(18_000);
    b.place({ ...bet, betId: 'b3', stake: 8_000 });
    expect(b.cancel('JOKER', 'b3')).toMatchObject({ status: 'cancelled' });
    expect(await wallets.balance('JOKER', 'm1')).toBe(18_000);
  });

  it('reports changes after a cursor, oldest first, in pages; a later version of a bet comes again', async () => {
    const { clock, b, fund } = book();
    await fund('m1', 100_000);
    for (let i = 1; i <= 5; i++) {
      b.place({ vendor: 'JOKER', player: 'm1', betId: `b${i}`, gameCode: 'g', stake: 1_000 });
      clock.advance(1_000);
    }
    const first = b.report('JOKER', null, 2);
    expect(first.records.map((r) => r.betId)).toEqual(['b1', 'b2']);
    expect(first.more).toBe(true);
    const rest = b.report('JOKER', first.cursor, 10);
    expect(rest.records.map((r) => r.betId)).toEqual(['b3', 'b4', 'b5']);
    expect(rest.more).toBe(false);
    // Nothing new: the same cursor comes back.
    expect(b.report('JOKER', rest.cursor, 10)).toEqual({ records: [], cursor: rest.cursor, more: false });
    // Settling b1 makes a new version after everything already read; other vendors' reports stay empty.
    b.settle('JOKER', 'b1', 3_000);
    const again = b.report('JOKER', rest.cursor, 10);
    expect(again.records).toMatchObject([{ betId: 'b1', status: 'settled', win: 3_000 }]);
    expect(again.records[0]!.updatedAt.getTime()).toBeGreaterThan(first.records[0]!.updatedAt.getTime());
    expect(b.report('AG', null, 10).records).toEqual([]);
  });

  it('keeps its order when the clock goes back (a version is never reported before an older one)', async () => {
    const { clock, b, fund } = book();
    await fund('m1', 100_000);
    b.place({ vendor: 'JOKER', player: 'm1', betId: 'late', gameCode: 'g', stake: 1_000 });
    const read = b.report('JOKER', null, 10);
    clock.advance(-60_000);
    b.place({ vendor: 'JOKER', player: 'm1', betId: 'early', gameCode: 'g', stake: 1_000 });
    expect(b.report('JOKER', read.cursor, 10).records.map((r) => r.betId)).toEqual(['early']);
  });
});
