import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CashoutHarness,
  cashoutApp,
  expectLedgerClean,
  fund,
  makeMember,
  newKey,
  operator,
  PAY_PW,
  withdrawer,
} from '../withdrawals/test/cashout.fixtures.js';

let h: CashoutHarness;
beforeAll(async () => {
  h = await cashoutApp();
});

const get = (headers: Record<string, string>, url: string) => h.app.inject({ url, headers });

/** A game movement as issue 5 will write it: reference '<PRODUCT>:<round>'. */
async function game(memberId: number, kind: 'bet' | 'win', amount: number, product: string) {
  const cash = { member: memberId, kind: 'cash' } as const;
  const house = { house: 'game_revenue', unit: 'VND' } as const;
  await h.ledger.transfer({
    debit: kind === 'bet' ? cash : house,
    credit: kind === 'bet' ? house : cash,
    amount,
    unit: 'VND',
    kind,
    reference: `${product}:${newKey()}`,
    idempotencyKey: newKey(),
  });
}

describe('transaction history', () => {
  it('lists main-wallet movements signed from the member’s side, filtered by type and date, paged', async () => {
    h.clock.set('2026-11-20T03:00:00Z');
    const m = await withdrawer(h, 100_000_000); // deposit on Nov 20 (Vietnam time)
    h.clock.set('2026-11-21T18:30:00Z'); // Nov 22, 01:30 in Vietnam
    const w = await h.app.inject({
      method: 'POST',
      url: '/wps/withdrawals',
      headers: m.headers,
      payload: {
        bankAccountId: m.bankAccountId,
        amount: 30_000_000,
        paymentPassword: PAY_PW,
        idempotencyKey: newKey(),
      },
    });
    const rejected = await h.app.inject({
      method: 'POST',
      url: '/wps/withdrawals',
      headers: m.headers,
      payload: {
        bankAccountId: m.bankAccountId,
        amount: 10_000_000,
        paymentPassword: PAY_PW,
        idempotencyKey: newKey(),
      },
    });
    await h.app.inject({
      method: 'POST',
      url: `/wps/operator/withdrawals/${rejected.json().value.id}/reject`,
      headers: operator,
      payload: { reason: 'test reject' },
    });
    const all = (await get(m.headers, '/wps/member/transactions')).json().value;
    expect(all.total).toBe(3);
    expect(
      all.items.map((t: { kind: string; amount: number; status: string }) => [t.kind, t.amount, t.status]),
    ).toEqual([
      ['withdrawal', -10_000_000, 'voided'],
      ['withdrawal', -30_000_000, 'pending'],
      ['deposit', 100_000_000, 'posted'],
    ]);
    await h.app.inject({
      method: 'POST',
      url: `/wps/operator/withdrawals/${w.json().value.id}/approve`,
      headers: operator,
    });
    const withdrawals = (await get(m.headers, '/wps/member/transactions?type=withdrawal')).json().value;
    expect(withdrawals.items.map((t: { amount: number; status: string }) => [t.amount, t.status])).toEqual([
      [-10_000_000, 'voided'],
      [-30_000_000, 'posted'],
    ]);
    const deposits = (await get(m.headers, '/wps/member/transactions?type=deposit')).json().value;
    expect(deposits.total).toBe(1);
    // Days are the operator's (Asia/Ho_Chi_Minh): the withdrawals fall on Nov 22 there.
    const day20 = (await get(m.headers, '/wps/member/transactions?from=2026-11-20&to=2026-11-21')).json().value;
    expect(day20.items.map((t: { kind: string }) => t.kind)).toEqual(['deposit']);
    const day22 = (await get(m.headers, '/wps/member/transactions?from=2026-11-22&to=2026-11-22')).json().value;
    expect(day22.total).toBe(2);
    const page2 = (await get(m.headers, '/wps/member/transactions?page=2&pageSize=2')).json().value;
    expect(page2.items).toHaveLength(1);
    const bad = await get(m.headers, '/wps/member/transactions?from=2026-11-22&to=2026-11-01');
    expect(bad.json().code).toBe('history_range_invalid');
    await expectLedgerClean(h);
  });

  it('refuses trial accounts', async () => {
    const trial = await makeMember(h, { type: 4 });
    expect((await get(trial.headers, '/wps/member/transactions')).json().code).toBe('need_true_account');
  });
});

describe('profit and loss', () => {
  it('is empty but complete in shape before any game exists', async () => {
    h.clock.set('2026-11-22T05:00:00Z');
    const m = await makeMember(h);
    await fund(h, m.id, 10_000_000);
    const report = (await get(m.headers, '/wps/member/profit')).json().value;
    expect(report).toMatchObject({ from: '2026-11-16', to: '2026-11-22', total: { bet: 0, win: 0, profit: 0 } });
    expect(report.days).toHaveLength(7);
    expect(report.products).toEqual([]);
  });

  it('sums game transfers by day and by product', async () => {
    const m = await makeMember(h);
    await fund(h, m.id, 100_000_000);
    h.clock.set('2026-11-21T02:00:00Z');
    await game(m.id, 'bet', 10_000_000, 'TCG');
    await game(m.id, 'win', 25_000_000, 'TCG');
    h.clock.set('2026-11-22T02:00:00Z');
    await game(m.id, 'bet', 5_000_000, 'PP');
    await game(m.id, 'bet', 5_000_000, 'TCG');
    const r = (await get(m.headers, '/wps/member/profit?from=2026-11-21&to=2026-11-22')).json().value;
    expect(r.total).toEqual({ bet: 20_000_000, win: 25_000_000, profit: 5_000_000 });
    expect(r.days).toEqual([
      { date: '2026-11-21', bet: 10_000_000, win: 25_000_000, profit: 15_000_000 },
      { date: '2026-11-22', bet: 10_000_000, win: 0, profit: -10_000_000 },
    ]);
    expect(r.products).toEqual([
      { product: 'PP', bet: 5_000_000, win: 0, profit: -5_000_000 },
      { product: 'TCG', bet: 15_000_000, win: 25_000_000, profit: 10_000_000 },
    ]);
    const games = (await get(m.headers, '/wps/member/transactions?type=game')).json().value;
    expect(games.total).toBe(4);
    await expectLedgerClean(h);
  });
});
