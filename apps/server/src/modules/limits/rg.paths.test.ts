import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asOperator, checkLedgerAfterEach, reloginOperator } from '../deposits/test/deposits.fixtures.js';
import { createPromotion, promotionInput } from '../promotions/test/promotions.fixtures.js';
import {
  cashOf,
  exclude,
  key,
  openRound,
  type Player,
  player,
  post,
  type RgHarness,
  rgApp,
  setLimits,
  vendorCall,
} from './test/rg.fixtures.js';

/*
 * Issue 18.4: THE check on every path that takes money at risk, proved over HTTP through the app. Each row
 * is one endpoint; each is tried by a self-excluded player and by one whose daily loss limit is used up
 * (by a real loss at a seamless vendor). Wins, rollbacks and withdrawals are never refused.
 */

let h: RgHarness;
let promotionId: number;
let diceRound: number;
let lotteryDraw: number;
beforeAll(async () => {
  h = await rgApp();
  promotionId = await createPromotion(h, asOperator(h), promotionInput({ entryMode: 'join' }));
});
beforeEach(async () => {
  await reloginOperator(h);
  diceRound = await openRound(h, 'dice');
  lotteryDraw = await openRound(h, 'vn-mb');
});
checkLedgerAfterEach(() => h);

interface Outcome {
  status: number;
  code: string | null;
}
const outcome = (res: { statusCode: number; json(): { code?: string; success?: boolean } }): Outcome => ({
  status: res.statusCode,
  code: res.statusCode === 200 ? null : (res.json().code ?? null),
});

/** Every money-at-risk endpoint; `lossLimit` says what a loss limit does to it (deposits and promotions: nothing). */
const PATHS: { name: string; lossLimit: 'refused' | 'allowed'; attempt: (m: Player) => Promise<Outcome> }[] = [
  {
    name: 'house slot spin (POST /wps/house/slot/spin)',
    lossLimit: 'refused',
    attempt: async (m) =>
      outcome(
        await post(
          h,
          '/wps/house/slot/spin',
          {},
          { token: m.houseToken, lineBet: 10_000, lines: 20, requestId: key() },
        ),
      ),
  },
  {
    name: 'dice bet (POST /wps/rounds/:id/bets)',
    lossLimit: 'refused',
    attempt: async (m) =>
      outcome(
        await post(h, `/wps/rounds/${diceRound}/bets`, m.auth, {
          idempotencyKey: key(),
          bets: [{ selection: { kind: 'big' }, stake: 100_000 }],
        }),
      ),
  },
  {
    name: 'lottery bet (POST /wps/lottery/draws/:id/bets)',
    lossLimit: 'refused',
    attempt: async (m) =>
      outcome(
        await post(h, `/wps/lottery/draws/${lotteryDraw}/bets`, m.auth, {
          idempotencyKey: key(),
          bets: [{ selection: { kind: 'lo2', numbers: ['45'] }, points: 1 }],
        }),
      ),
  },
  {
    name: 'seamless vendor debit (POST /wps/vendors/:vendor/wallet/debit)',
    lossLimit: 'refused',
    attempt: async (m) => {
      const a = await vendorCall(h, 'debit', {
        player: `m${m.id}`,
        txnId: key(),
        roundId: key(),
        amount: 100_000,
        token: m.pgToken,
      });
      // The vendor protocol's refusal: the vendor shows its own "bet refused".
      return a.status === 'OK' ? { status: 200, code: null } : { status: 200, code: a.status };
    },
  },
  {
    name: 'transfer to a vendor wallet (POST /wps/v2/wallets/transfer, in)',
    lossLimit: 'refused',
    attempt: async (m) =>
      outcome(
        await post(h, '/wps/v2/wallets/transfer', m.auth, {
          vendor: 'demo',
          direction: 'in',
          amount: 100_000,
          idempotencyKey: key(),
        }),
      ),
  },
  {
    name: 'deposit (POST /wps/deposits/bank-transfer)',
    lossLimit: 'allowed',
    attempt: async (m) =>
      outcome(
        await post(h, '/wps/deposits/bank-transfer', m.auth, {
          methodCode: 'bank',
          amount: 6_000_000,
          idempotencyKey: key(),
        }),
      ),
  },
  {
    name: 'promotion join (POST /wps/member/promotions/:id/join)',
    lossLimit: 'allowed',
    attempt: async (m) => outcome(await post(h, `/wps/member/promotions/${promotionId}/join`, m.auth)),
  },
];

/** A real loss of `amount` at the seamless vendor (a debit, then a win of 0 closing the round). */
async function lose(m: Player, amount: number) {
  const roundId = key();
  expect(
    (await vendorCall(h, 'debit', { player: `m${m.id}`, txnId: key(), roundId, amount, token: m.pgToken })).status,
  ).toBe('OK');
  expect((await vendorCall(h, 'credit', { player: `m${m.id}`, txnId: key(), roundId, amount: 0 })).status).toBe('OK');
}

describe('every money-at-risk endpoint', () => {
  it.each(PATHS)('$name: allowed for a player with no limit', async ({ attempt }) => {
    const m = await player(h);
    expect(await attempt(m)).toEqual({ status: 200, code: null });
  });

  it.each(PATHS)('$name: refused to a self-excluded player, nothing moves', async ({ attempt }) => {
    const m = await player(h);
    expect((await exclude(h, m, { kind: 'self_exclusion', length: '6m' })).statusCode).toBe(200);
    const before = await cashOf(h, m.id);
    const r = await attempt(m);
    expect(r.code).toMatch(/^(rg_self_excluded|ACCOUNT_BLOCKED)$/);
    if (r.code === 'rg_self_excluded') expect(r.status).toBe(403);
    expect(await cashOf(h, m.id)).toBe(before);
  });

  it.each(PATHS)('$name: refused during a 24-hour time-out', async ({ attempt }) => {
    const m = await player(h);
    expect((await exclude(h, m, { kind: 'timeout', hours: 24 })).statusCode).toBe(200);
    expect((await attempt(m)).code).toMatch(/^(rg_timed_out|ACCOUNT_BLOCKED)$/);
  });

  it.each(PATHS)('$name: past the daily loss limit → $lossLimit', async ({ attempt, lossLimit }) => {
    const m = await player(h);
    expect((await setLimits(h, m, [{ kind: 'loss', period: 'daily', value: 1_000_000 }])).statusCode).toBe(200);
    await lose(m, 1_000_000);
    const before = await cashOf(h, m.id);
    const r = await attempt(m);
    if (lossLimit === 'allowed') expect(r).toEqual({ status: 200, code: null });
    else {
      expect(r.code).toMatch(/^(rg_loss_limit_reached|ACCOUNT_BLOCKED)$/);
      if (r.code === 'rg_loss_limit_reached') expect(r.status).toBe(422);
      expect(await cashOf(h, m.id)).toBe(before);
    }
  });
});

describe('what is never refused', () => {
  it('a late win and a rollback of bets placed before the self-exclusion still pay', async () => {
    const m = await player(h, 10_000_000);
    const won = key();
    const rolled = key();
    await vendorCall(h, 'debit', {
      player: `m${m.id}`,
      txnId: 'w-bet',
      roundId: won,
      amount: 2_000_000,
      token: m.pgToken,
    });
    await vendorCall(h, 'debit', {
      player: `m${m.id}`,
      txnId: 'r-bet',
      roundId: rolled,
      amount: 3_000_000,
      token: m.pgToken,
    });
    expect(await cashOf(h, m.id)).toBe(5_000_000);
    expect((await exclude(h, m, { kind: 'self_exclusion', length: 'indefinite' })).statusCode).toBe(200);
    const win = await vendorCall(h, 'credit', { player: `m${m.id}`, txnId: 'w-win', roundId: won, amount: 7_000_000 });
    expect(win).toMatchObject({ status: 'OK', balance: 12_000_000 });
    const back = await vendorCall(h, 'rollback', { player: `m${m.id}`, txnId: 'r-rb', refTxnId: 'r-bet' });
    expect(back).toMatchObject({ status: 'OK', balance: 15_000_000 });
  });

  it('a late win past the loss limit still pays', async () => {
    const m = await player(h, 10_000_000);
    const roundId = key();
    await vendorCall(h, 'debit', { player: `m${m.id}`, txnId: key(), roundId, amount: 1_000_000, token: m.pgToken });
    await setLimits(h, m, [{ kind: 'loss', period: 'daily', value: 1_000_000 }]);
    const win = await vendorCall(h, 'credit', { player: `m${m.id}`, txnId: key(), roundId, amount: 400_000 });
    expect(win).toMatchObject({ status: 'OK', balance: 9_400_000 });
  });

  it('a self-excluded player can log in, see the balance and withdraw', async () => {
    const m = await player(h, 50_000_000);
    expect((await exclude(h, m, { kind: 'self_exclusion', length: '5y' })).statusCode).toBe(200);
    const balance = await h.app.inject({ url: '/wps/v2/wallets/balance', headers: m.auth });
    expect(balance.json().value).toMatchObject({ main: 50_000_000 });
    const pw = await post(h, '/wps/member/payment-password', m.auth, {
      newPassword: '246810',
      confirmPassword: '246810',
    });
    expect(pw.statusCode, pw.body).toBe(200);
    const bank = await post(h, '/wps/member/bank-accounts', m.auth, {
      bankCode: 'VCB',
      accountNumber: `${Math.floor(1e9 + Math.random() * 9e9)}`,
      payeeName: 'Nguyen Van An',
    });
    expect(bank.statusCode, bank.body).toBe(200);
    const w = await post(h, '/wps/withdrawals', m.auth, {
      bankAccountId: bank.json().value.id,
      amount: 20_000_000,
      paymentPassword: '246810',
      idempotencyKey: key(),
    });
    expect(w.statusCode, w.body).toBe(200);
    expect(await cashOf(h, m.id)).toBe(30_000_000);
  });
});
