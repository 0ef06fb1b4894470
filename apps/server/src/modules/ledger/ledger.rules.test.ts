import { beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from './ledger.verify.js';
import { fund, key, type LedgerHarness, ledgerHarness, makeMembers, outcome } from './test/ledger.factory.js';

let h: LedgerHarness;
beforeAll(async () => {
  h = await ledgerHarness();
});

const cash = (member: number) => ({ member, kind: 'cash' as const });
const available = async (member: number) => (await h.ledger.balances([cash(member)]))[0]!.available;

describe('ledger rules', () => {
  it('moves money between two members and keeps the books balanced', async () => {
    const [a, b] = await makeMembers(h.db, 2);
    await fund(h.ledger, a!, 10_000);
    const t = await h.ledger.transfer({
      debit: cash(a!),
      credit: cash(b!),
      amount: 2_500,
      unit: 'VND',
      kind: 'p2p',
      idempotencyKey: key(),
    });
    expect(t).toMatchObject({ status: 'posted', amount: 2_500, replayed: false });
    expect(t.createdAt.toISOString()).toBe('2026-11-22T05:00:00.000Z');
    expect(await available(a!)).toBe(7_500);
    expect(await available(b!)).toBe(2_500);
    expect((await verifyLedger(h.db)).ok).toBe(true);
  });

  it('refuses bad amounts, same-account transfers and mixed units', async () => {
    const [a] = await makeMembers(h.db, 1);
    await fund(h.ledger, a!, 1_000);
    const base = { debit: cash(a!), credit: { house: 'fees' as const, unit: 'VND' as const }, unit: 'VND' as const };
    for (const amount of [0, -5, 1.5, Number.MAX_SAFE_INTEGER + 2]) {
      expect(await outcome(h.ledger.transfer({ ...base, amount, kind: 'fee', idempotencyKey: key() }))).toBe(
        'invalid_input',
      );
    }
    expect(
      await outcome(h.ledger.transfer({ ...base, credit: cash(a!), amount: 1, kind: 'x', idempotencyKey: key() })),
    ).toBe('invalid_input');
    // Points are their own unit: they never mix with money.
    expect(
      await outcome(
        h.ledger.transfer({
          debit: cash(a!),
          credit: { member: a!, kind: 'points' },
          amount: 1,
          unit: 'VND',
          kind: 'convert',
          idempotencyKey: key(),
        }),
      ),
    ).toBe('unit_mismatch');
    expect(await available(a!)).toBe(1_000);
  });

  it('answers account_not_found for a member that does not exist', async () => {
    const res = h.ledger.transfer({
      debit: { house: 'payment_clearing', unit: 'VND' },
      credit: cash(987_654_321),
      amount: 1,
      unit: 'VND',
      kind: 'deposit',
      idempotencyKey: key(),
    });
    expect(await outcome(res)).toBe('account_not_found');
  });

  it('writes an audit record with the transfer, with both balances as the transfer saw them', async () => {
    const [a, b] = await makeMembers(h.db, 2);
    await fund(h.ledger, a!, 10_000);
    const audit = { actor: 'test:rules', action: 'test.audited', subject: `member:${a}`, after: { note: 'hold' } };
    const base = { debit: cash(a!), credit: cash(b!), unit: 'VND' as const, kind: 'p2p', audit };
    // A reservation moves pending_debits, not posted: available drops, posted stays.
    const hold = await h.ledger.transfer({ ...base, amount: 4_000, idempotencyKey: key(), pending: true });
    expect(hold.balances).toEqual({
      debit: {
        before: { accountId: hold.debitAccountId, posted: 10_000, available: 10_000 },
        after: { accountId: hold.debitAccountId, posted: 10_000, available: 6_000 },
      },
      credit: {
        before: { accountId: hold.creditAccountId, posted: 0, available: 0 },
        after: { accountId: hold.creditAccountId, posted: 0, available: 0 },
      },
    });
    const paid = await h.ledger.transfer({ ...base, amount: 1_000, idempotencyKey: key() });
    expect(paid.balances?.debit).toMatchObject({
      before: { posted: 10_000, available: 6_000 },
      after: { posted: 9_000, available: 5_000 },
    });
    expect(paid.balances?.credit).toMatchObject({ before: { posted: 0 }, after: { posted: 1_000, available: 1_000 } });
    const rows = await h.db<{ transfer_id: number; actor: string; subject: string; before: unknown; after: unknown }[]>`
      SELECT transfer_id, actor, subject, before, after FROM audit_log WHERE action = 'test.audited' ORDER BY id`;
    expect(rows.map((r) => r.transfer_id)).toEqual([hold.id, paid.id]);
    expect(rows[1]).toMatchObject({
      actor: 'test:rules',
      subject: `member:${a}`,
      before: { debit: paid.balances!.debit.before, credit: paid.balances!.credit.before },
      after: { note: 'hold', transferId: paid.id, amount: 1_000, debit: paid.balances!.debit.after },
    });
    // Refused or replayed: no record.
    expect(await outcome(h.ledger.transfer({ ...base, amount: 99_999, idempotencyKey: key() }))).toBe(
      'insufficient_funds',
    );
    const replay = await h.ledger.transfer({ ...base, amount: 1_000, idempotencyKey: paid.idempotencyKey });
    expect(replay).toMatchObject({ id: paid.id, replayed: true });
    expect(replay.balances).toBeUndefined();
    const [n] = await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM audit_log WHERE action = 'test.audited'`;
    expect(n!.n).toBe(2);
  });

  it('spreads a house account over shards picked by the member side; its balance is their sum', async () => {
    const members = await makeMembers(h.db, 40);
    const revenue = { house: 'game_revenue' as const, unit: 'VND' as const };
    const [start] = await h.ledger.balances([revenue]);
    for (const m of members) await fund(h.ledger, m, 100);
    const bets = await Promise.all(
      members.map((m) =>
        h.ledger.transfer({
          debit: cash(m),
          credit: revenue,
          amount: 30,
          unit: 'VND',
          kind: 'bet',
          idempotencyKey: key(),
        }),
      ),
    );
    const shards = new Set(bets.map((b) => b.creditAccountId));
    expect(shards.size).toBeGreaterThan(4);
    // One member always meets the same shard.
    const again = await h.ledger.transfer({
      debit: cash(members[0]!),
      credit: revenue,
      amount: 1,
      unit: 'VND',
      kind: 'bet',
      idempotencyKey: key(),
    });
    expect(again.creditAccountId).toBe(bets[0]!.creditAccountId);
    const [end] = await h.ledger.balances([revenue]);
    expect(end!.posted - start!.posted).toBe(40 * 30 + 1);
    expect(end!.code).toBe('h:game_revenue:VND');
    expect((await verifyLedger(h.db)).ok).toBe(true);
  });

  it('refuses a debit beyond the balance and leaves nothing behind', async () => {
    const [a, b] = await makeMembers(h.db, 2);
    await fund(h.ledger, a!, 100);
    const k = key();
    const res = h.ledger.transfer({
      debit: cash(a!),
      credit: cash(b!),
      amount: 101,
      unit: 'VND',
      kind: 'x',
      idempotencyKey: k,
    });
    expect(await outcome(res)).toBe('insufficient_funds');
    expect(await h.ledger.transferByKey(k)).toBeNull();
    expect(await available(a!)).toBe(100);
  });

  it('holds money with a pending transfer, then posts part of it', async () => {
    const [a] = await makeMembers(h.db, 1);
    await fund(h.ledger, a!, 10_000);
    const clearing = { house: 'payment_clearing' as const, unit: 'VND' as const };
    const hold = await h.ledger.transfer({
      debit: cash(a!),
      credit: clearing,
      amount: 6_000,
      unit: 'VND',
      kind: 'withdrawal',
      idempotencyKey: key(),
      pending: true,
    });
    expect(hold.status).toBe('pending');
    const [bal] = await h.ledger.balances([cash(a!)]);
    expect(bal).toMatchObject({ posted: 10_000, pendingDebits: 6_000, available: 4_000 });
    // The held money cannot be spent twice.
    expect(
      await outcome(
        h.ledger.transfer({
          debit: cash(a!),
          credit: clearing,
          amount: 4_001,
          unit: 'VND',
          kind: 'x',
          idempotencyKey: key(),
        }),
      ),
    ).toBe('insufficient_funds');
    expect(await outcome(h.ledger.post(hold.id, { idempotencyKey: key(), amount: 6_001 }))).toBe(
      'post_amount_exceeds_pending',
    );
    const postKey = key();
    const posted = await h.ledger.post(hold.id, { idempotencyKey: postKey, amount: 5_000 });
    expect(posted).toMatchObject({ status: 'posted', amount: 5_000, pendingId: hold.id });
    expect((await h.ledger.balances([cash(a!)]))[0]).toMatchObject({
      posted: 5_000,
      pendingDebits: 0,
      available: 5_000,
    });
    // Same key again: the first answer. Another key: the pending is already resolved.
    expect(await h.ledger.post(hold.id, { idempotencyKey: postKey, amount: 5_000 })).toMatchObject({
      id: posted.id,
      replayed: true,
    });
    expect(await outcome(h.ledger.post(hold.id, { idempotencyKey: key() }))).toBe('pending_already_resolved');
    expect(await outcome(h.ledger.void(hold.id, { idempotencyKey: key() }))).toBe('pending_already_resolved');
    expect((await verifyLedger(h.db)).ok).toBe(true);
  });

  it('releases the whole hold on void, and refuses posting it afterwards', async () => {
    const [a, b] = await makeMembers(h.db, 2);
    await fund(h.ledger, a!, 3_000);
    const hold = await h.ledger.transfer({
      debit: cash(a!),
      credit: cash(b!),
      amount: 3_000,
      unit: 'VND',
      kind: 'bet',
      idempotencyKey: key(),
      pending: true,
    });
    expect((await h.ledger.balances([cash(b!)]))[0]).toMatchObject({ posted: 0, pendingCredits: 3_000, available: 0 });
    const voided = await h.ledger.void(hold.id, { idempotencyKey: key() });
    expect(voided).toMatchObject({ status: 'voided', amount: 3_000 });
    expect(await available(a!)).toBe(3_000);
    expect((await h.ledger.balances([cash(b!)]))[0]).toMatchObject({ posted: 0, pendingCredits: 0 });
    expect(await outcome(h.ledger.post(hold.id, { idempotencyKey: key() }))).toBe('pending_already_resolved');
    expect(await outcome(h.ledger.post(voided.id, { idempotencyKey: key() }))).toBe('pending_not_found');
    expect(await outcome(h.ledger.post(99_999_999, { idempotencyKey: key() }))).toBe('pending_not_found');
  });

  it('writes linked transfers all together or not at all', async () => {
    const [a] = await makeMembers(h.db, 1);
    await fund(h.ledger, a!, 1_000);
    const revenue = { house: 'game_revenue' as const, unit: 'VND' as const };
    const fees = { house: 'fees' as const, unit: 'VND' as const };
    const bet = (amount: number, fee: number) => [
      { debit: cash(a!), credit: revenue, amount, unit: 'VND' as const, kind: 'bet', idempotencyKey: key() },
      { debit: cash(a!), credit: fees, amount: fee, unit: 'VND' as const, kind: 'fee', idempotencyKey: key() },
    ];
    // 900 + 200 > 1000: the fee fails, so the bet must not stay either.
    expect(await outcome(h.ledger.batch(bet(900, 200)))).toBe('insufficient_funds');
    expect(await available(a!)).toBe(1_000);
    const ok = await h.ledger.batch(bet(900, 100));
    expect(ok.map((t) => t.kind)).toEqual(['bet', 'fee']);
    expect(await available(a!)).toBe(0);
    expect((await verifyLedger(h.db)).ok).toBe(true);
  });

  it('keeps a CHECK constraint behind the conditional update, and transfers immutable', async () => {
    const [a] = await makeMembers(h.db, 1);
    const t = await fund(h.ledger, a!, 500);
    const id = await h.ledger.accountId(cash(a!));
    await expect(h.db`UPDATE ledger_accounts SET posted = -1 WHERE id = ${id}`).rejects.toMatchObject({
      code: '23514',
      constraint_name: 'ledger_accounts_protected_nonnegative',
    });
    await expect(h.db`UPDATE ledger_accounts SET pending_debits = 501 WHERE id = ${id}`).rejects.toMatchObject({
      code: '23514',
    });
    await expect(h.db`UPDATE ledger_transfers SET amount = 1 WHERE id = ${t.id}`).rejects.toThrow(/immutable/);
    await expect(h.db`DELETE FROM ledger_transfers WHERE id = ${t.id}`).rejects.toThrow(/immutable/);
    await expect(
      h.db`INSERT INTO ledger_transfers (idempotency_key, request_hash, debit_account_id, credit_account_id, amount, unit, kind, status, created_at)
           VALUES (${t.idempotencyKey}, 'x', ${t.debitAccountId}, ${t.creditAccountId}, 1, 'VND', 'x', 'posted', now())`,
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('reports a tampered balance', async () => {
    const [a] = await makeMembers(h.db, 1);
    await fund(h.ledger, a!, 700);
    const id = await h.ledger.accountId(cash(a!));
    // A direct write behind the ledger's back (what verify exists to catch).
    await h.db`UPDATE ledger_accounts SET posted = posted + 1 WHERE id = ${id}`;
    const report = await verifyLedger(h.db);
    expect(report.ok).toBe(false);
    expect(report.violations.map((v) => v.check).sort()).toEqual(['balance_mismatch', 'unit_not_balanced']);
    await h.db`UPDATE ledger_accounts SET posted = posted - 1 WHERE id = ${id}`;
    expect((await verifyLedger(h.db)).ok).toBe(true);
  });
});
