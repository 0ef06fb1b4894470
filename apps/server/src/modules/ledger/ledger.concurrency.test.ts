import { beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from './ledger.verify.js';
import { fund, key, type LedgerHarness, ledgerHarness, makeMembers, outcome } from './test/ledger.factory.js';

// Real parallelism: a pool larger than the number of simultaneous requests each test fires.
let h: LedgerHarness;
beforeAll(async () => {
  h = await ledgerHarness({ maxConnections: 24 });
});

const cash = (member: number) => ({ member, kind: 'cash' as const });
const revenue = { house: 'game_revenue' as const, unit: 'VND' as const };

describe('double spend', () => {
  it.each([
    { balance: 1_000, amount: 100, k: 40 },
    { balance: 1_050, amount: 300, k: 30 },
    { balance: 99, amount: 100, k: 20 },
  ])('K=$k parallel debits of $amount against $balance → exactly ⌊B/A⌋ succeed', async ({ balance, amount, k }) => {
    const [a] = await makeMembers(h.db, 1);
    await fund(h.ledger, a!, balance);
    const results = await Promise.all(
      Array.from({ length: k }, () =>
        outcome(
          h.ledger.transfer({
            debit: cash(a!),
            credit: revenue,
            amount,
            unit: 'VND',
            kind: 'bet',
            idempotencyKey: key(),
          }),
        ),
      ),
    );
    const wins = Math.floor(balance / amount);
    expect(results.filter((r) => r === 'ok')).toHaveLength(wins);
    expect(results.filter((r) => r === 'insufficient_funds')).toHaveLength(k - wins);
    const [bal] = await h.ledger.balances([cash(a!)]);
    expect(bal!.posted).toBe(balance - wins * amount);
  });

  it('pending holds race the same way as posted debits', async () => {
    const [a] = await makeMembers(h.db, 1);
    await fund(h.ledger, a!, 500);
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        outcome(
          h.ledger.transfer({
            debit: cash(a!),
            credit: revenue,
            amount: 100,
            unit: 'VND',
            kind: 'bet',
            idempotencyKey: key(),
            pending: i % 2 === 0,
          }),
        ),
      ),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(5);
    const [bal] = await h.ledger.balances([cash(a!)]);
    expect(bal!.available).toBe(0);
    expect((await verifyLedger(h.db)).ok).toBe(true);
  });
});

describe('idempotent replay', () => {
  it('the same key N times in sequence → one effect, the same answer', async () => {
    const [a, b] = await makeMembers(h.db, 2);
    await fund(h.ledger, a!, 1_000);
    const input = {
      debit: cash(a!),
      credit: cash(b!),
      amount: 250,
      unit: 'VND' as const,
      kind: 'p2p',
      idempotencyKey: key(),
    };
    const { balances, ...first } = await h.ledger.transfer(input);
    // Only the call that applied the transfer saw the balances it left.
    expect(balances).toMatchObject({ debit: { after: { posted: 750 } }, credit: { after: { posted: 250 } } });
    for (let i = 0; i < 10; i++) {
      const again = await h.ledger.transfer({ ...input });
      expect(again).toEqual({ ...first, replayed: true });
    }
    expect((await h.ledger.balances([cash(b!)]))[0]!.posted).toBe(250);
  });

  it('the same key N times in parallel → one effect, every caller gets the same transfer', async () => {
    const [a, b] = await makeMembers(h.db, 2);
    await fund(h.ledger, a!, 1_000);
    const input = {
      debit: cash(a!),
      credit: cash(b!),
      amount: 400,
      unit: 'VND' as const,
      kind: 'p2p',
      idempotencyKey: key(),
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => h.ledger.transfer({ ...input })));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await h.ledger.balances([cash(a!)]))[0]!.posted).toBe(600);
    expect((await h.ledger.balances([cash(b!)]))[0]!.posted).toBe(400);
  });

  it('the same key with different fields → 409 idempotency_conflict, no effect', async () => {
    const [a, b] = await makeMembers(h.db, 2);
    await fund(h.ledger, a!, 1_000);
    const input = {
      debit: cash(a!),
      credit: cash(b!),
      amount: 100,
      unit: 'VND' as const,
      kind: 'p2p',
      idempotencyKey: key(),
    };
    await h.ledger.transfer(input);
    for (const changed of [
      { amount: 101 },
      { credit: revenue },
      { kind: 'other' },
      { reference: 'x' },
      { pending: true },
    ]) {
      const err = await h.ledger.transfer({ ...input, ...changed }).catch((e: unknown) => e);
      expect(err).toMatchObject({ code: 'idempotency_conflict', status: 409 });
    }
    // A post that reuses a transfer's key is a conflict too.
    const hold = await h.ledger.transfer({ ...input, idempotencyKey: key(), pending: true });
    expect(await outcome(h.ledger.post(hold.id, { idempotencyKey: input.idempotencyKey }))).toBe(
      'idempotency_conflict',
    );
    // Parallel: one key, two different requests racing → one wins, the other is refused.
    const raceKey = key();
    const raced = await Promise.all([
      outcome(h.ledger.transfer({ ...input, idempotencyKey: raceKey, amount: 1 })),
      outcome(h.ledger.transfer({ ...input, idempotencyKey: raceKey, amount: 2 })),
    ]);
    expect(raced.sort()).toEqual(['idempotency_conflict', 'ok']);
    expect((await verifyLedger(h.db)).ok).toBe(true);
  });

  it('a linked batch replays whole; reusing only some of its keys is a conflict', async () => {
    const [a] = await makeMembers(h.db, 1);
    await fund(h.ledger, a!, 10_000);
    const fees = { house: 'fees' as const, unit: 'VND' as const };
    const items = [
      { debit: cash(a!), credit: revenue, amount: 1_000, unit: 'VND' as const, kind: 'bet', idempotencyKey: key() },
      { debit: cash(a!), credit: fees, amount: 10, unit: 'VND' as const, kind: 'fee', idempotencyKey: key() },
    ];
    const first = await h.ledger.batch(items);
    const again = await h.ledger.batch(items);
    expect(again.map((t) => [t.id, t.replayed])).toEqual(first.map((t) => [t.id, true]));
    const mixed = [items[0]!, { ...items[1]!, idempotencyKey: key() }];
    expect(await outcome(h.ledger.batch(mixed))).toBe('idempotency_conflict');
    expect((await h.ledger.balances([cash(a!)]))[0]!.posted).toBe(10_000 - 1_010);
  });

  it('a refused transfer does not burn its key: the retry after funding succeeds', async () => {
    const [a, b] = await makeMembers(h.db, 2);
    const input = {
      debit: cash(a!),
      credit: cash(b!),
      amount: 100,
      unit: 'VND' as const,
      kind: 'p2p',
      idempotencyKey: key(),
    };
    expect(await outcome(h.ledger.transfer(input))).toBe('insufficient_funds');
    await fund(h.ledger, a!, 100);
    expect(await h.ledger.transfer(input)).toMatchObject({ replayed: false, amount: 100 });
  });

  it('parallel post and void of one pending → exactly one resolution', async () => {
    const [a] = await makeMembers(h.db, 1);
    await fund(h.ledger, a!, 1_000);
    for (let round = 0; round < 5; round++) {
      const hold = await h.ledger.transfer({
        debit: cash(a!),
        credit: revenue,
        amount: 100,
        unit: 'VND',
        kind: 'withdrawal',
        idempotencyKey: key(),
        pending: true,
      });
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          outcome(
            i % 2
              ? h.ledger.post(hold.id, { idempotencyKey: key() })
              : h.ledger.void(hold.id, { idempotencyKey: key() }),
          ),
        ),
      );
      expect(results.filter((r) => r === 'ok')).toHaveLength(1);
      expect(results.filter((r) => r === 'pending_already_resolved')).toHaveLength(7);
    }
    expect((await verifyLedger(h.db)).ok).toBe(true);
  });
});
