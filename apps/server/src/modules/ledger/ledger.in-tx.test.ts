import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CashoutHarness,
  cashoutApp,
  expectLedgerClean,
  fund,
  makeMember,
} from '../withdrawals/test/cashout.fixtures.js';

let h: CashoutHarness;
beforeAll(async () => {
  h = await cashoutApp();
});

const cash = async (id: number) => (await h.ledger.balances([{ member: id, kind: 'cash' }]))[0]!.available;
const bet = (member: number, key: string, amount: number) => ({
  debit: { member, kind: 'cash' } as const,
  credit: { house: 'game_revenue', unit: 'VND' } as const,
  amount,
  unit: 'VND' as const,
  kind: 'bet',
  idempotencyKey: key,
});

describe('transferInTx (many transfers in the caller’s transaction)', () => {
  it('moves each account once by its net change, replays known keys, refuses a changed one', async () => {
    const a = await makeMember(h);
    const b = await makeMember(h);
    await fund(h, a.id, 10_000);
    await fund(h, b.id, 10_000);
    const first = await h.db.begin((tx) =>
      h.ledger.transferInTx(tx, [bet(a.id, 'it-1', 1_000), bet(a.id, 'it-2', 2_000), bet(b.id, 'it-3', 500)]),
    );
    expect(first.map((r) => r.replayed)).toEqual([false, false, false]);
    expect([await cash(a.id), await cash(b.id)]).toEqual([7_000, 9_500]);
    // Some keys again (same fields) beside a new one: the known ones move nothing.
    const again = await h.db.begin((tx) =>
      h.ledger.transferInTx(tx, [bet(a.id, 'it-1', 1_000), bet(b.id, 'it-4', 500)]),
    );
    expect(again.map((r) => r.replayed)).toEqual([true, false]);
    expect(again[0]!.id).toBe(first[0]!.id);
    expect([await cash(a.id), await cash(b.id)]).toEqual([7_000, 9_000]);
    await expect(h.db.begin((tx) => h.ledger.transferInTx(tx, [bet(a.id, 'it-2', 2_500)]))).rejects.toMatchObject({
      code: 'idempotency_conflict',
    });
    await expectLedgerClean(h);
  });

  it('refuses the whole set when a protected account would go below zero', async () => {
    const a = await makeMember(h);
    await fund(h, a.id, 3_000);
    await expect(
      h.db.begin((tx) => h.ledger.transferInTx(tx, [bet(a.id, 'uc-1', 2_000), bet(a.id, 'uc-2', 2_000)])),
    ).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect(await cash(a.id)).toBe(3_000);
    expect(await h.ledger.transferByKey('uc-1')).toBeNull();
    await expectLedgerClean(h);
  });
});
