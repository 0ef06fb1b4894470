import { beforeAll, describe, expect, it } from 'vitest';
import {
  asOperator,
  cash,
  checkLedgerAfterEach,
  confirm,
  type DepositsHarness,
  depositsApp,
  memberWithSession,
  requestBank,
  type TestMember,
} from '../../deposits/test/deposits.fixtures.js';
import { createTurnoverService, type TurnoverService } from '../../withdrawals/index.js';
import { createPromotionEngine, type PromotionEngine } from '../engine.service.js';
import { createRewardCentre } from '../rewards.service.js';
import { createPromotion, promotionInput } from './promotions.fixtures.js';

let h: DepositsHarness;
let turnover: TurnoverService;
let engine: PromotionEngine;
const PAY_PW = '246810';

beforeAll(async () => {
  h = await depositsApp();
  // The services the app's call sites use, on the same database and clock (stakes, the deposit hook's retry).
  turnover = createTurnoverService({ db: h.db, clock: h.clock });
  const rewards = createRewardCentre({ db: h.db, clock: h.clock, ledger: h.ledger });
  engine = createPromotionEngine({ db: h.db, clock: h.clock, timeZone: 'Asia/Ho_Chi_Minh', rewards });
  await createPromotion(
    h,
    asOperator(h),
    promotionInput({
      kind: 'deposit_bonus',
      category: 'deposit',
      entryMode: 'automatic',
      eligibility: { deposit: 'first' },
      reward: { type: 'percent', percentBp: 10_000, cap: 10_000_000, minDeposit: 5_000_000 },
      wagering: { multiplierTenths: 30, base: 'bonus', weights: { RNG: 100, LIVE: 10, LOTT: 0 }, defaultWeight: 100 },
    }),
  );
});
checkLedgerAfterEach(() => h);

const post = (url: string, headers: Record<string, string>, payload: Record<string, unknown> = {}) =>
  h.app.inject({ method: 'POST', url, headers, payload });

async function deposit(m: TestMember, amount: number): Promise<number> {
  const req = await requestBank(h, m, amount);
  expect(req.statusCode, req.body).toBe(200);
  const id = req.json().value.id as number;
  const ok = await confirm(h, id);
  expect(ok.statusCode, ok.body).toBe(200);
  return id;
}

async function withdrawer(m: TestMember): Promise<number> {
  const pw = await post('/wps/member/payment-password', m.auth, { newPassword: PAY_PW, confirmPassword: PAY_PW });
  expect(pw.statusCode, pw.body).toBe(200);
  const bank = await post('/wps/member/bank-accounts', m.auth, {
    bankCode: 'VCB',
    accountNumber: `${Math.floor(1e9 + Math.random() * 9e9)}`,
    payeeName: 'Nguyen Van An',
  });
  expect(bank.statusCode, bank.body).toBe(200);
  return bank.json().value.id as number;
}

const withdraw = (m: TestMember, bankAccountId: number, amount: number) =>
  post('/wps/withdrawals', m.auth, {
    bankAccountId,
    amount,
    paymentPassword: PAY_PW,
    idempotencyKey: `w-${Math.random().toString(36).slice(2)}`,
  });

const bonusRows = (memberId: number) =>
  h.db<
    { amount: number; status: string }[]
  >`SELECT amount, status FROM promotion_rewards WHERE member_id = ${memberId}`;

describe('deposit bonus with wagering', () => {
  it('pays once per qualifying deposit even when the credit is retried; only the first deposit qualifies', async () => {
    const m = await memberWithSession(h);
    const id = await deposit(m, 10_000_000);
    expect(await cash(h, m.id)).toBe(20_000_000);
    // The crediting path calls its hook again on a retry (deposit-credit.ts): nothing more is paid.
    for (let i = 0; i < 3; i++) await engine.onDepositCredited(m.id, 10_000_000, `deposit:${id}`);
    await Promise.all(Array.from({ length: 10 }, () => engine.onDepositCredited(m.id, 10_000_000, `deposit:${id}`)));
    expect(await bonusRows(m.id)).toEqual([{ amount: 10_000_000, status: 'claimed' }]);
    expect(await cash(h, m.id)).toBe(20_000_000);
    await deposit(m, 20_000_000); // a reload: the first-deposit bonus does not pay again
    expect(await bonusRows(m.id)).toHaveLength(1);
    expect(await cash(h, m.id)).toBe(40_000_000);
  });

  it('a withdrawal is refused while the weighted wagering is unmet, and allowed after', async () => {
    const m = await memberWithSession(h);
    await deposit(m, 8_000_000); // bonus 8,000,000 → 3× = 24,000,000 weighted
    const bank = await withdrawer(m);
    const refused = await withdraw(m, bank, 10_000_000);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'withdrawal_bonus_wagering_required',
      details: { bonusRequired: 24_000_000 },
    });
    const info = await h.app.inject({ url: '/wps/withdrawals/info', headers: m.auth });
    expect(info.json().value.bonusWageringRequired).toBe(24_000_000);

    // Live counts 10 %, lottery 0 %, slots 100 %; a retried stake counts once; a rolled-back one gives back.
    await turnover.recordTurnover(m.id, 100_000_000, 'stake:test:live-1', 'LIVE');
    await turnover.recordTurnover(m.id, 100_000_000, 'stake:test:live-1', 'LIVE');
    await turnover.recordTurnover(m.id, 50_000_000, 'stake:test:lott-1', 'LOTT');
    expect(await turnover.bonusRequired(m.id)).toBe(14_000_000);
    await turnover.restoreTurnover(m.id, 'stake:test:live-1', 'stake-rollback:test:live-1');
    expect(await turnover.bonusRequired(m.id)).toBe(24_000_000);
    await turnover.recordTurnover(m.id, 23_999_999, 'stake:test:rng-1', 'RNG');
    const state = await h.app.inject({ url: '/wps/member/wagering?language=en', headers: m.auth });
    expect(state.json().value).toMatchObject({
      bonusRequired: 1,
      requirements: [{ required: 24_000_000, done: 23_999_999 }],
    });
    expect(state.json().value.requirements[0].text).toContain('Wager 3×');
    expect((await withdraw(m, bank, 10_000_000)).json().code).toBe('withdrawal_bonus_wagering_required');

    await turnover.recordTurnover(m.id, 1, 'stake:test:rng-2', 'RNG');
    expect(await turnover.bonusRequired(m.id)).toBe(0);
    const allowed = await withdraw(m, bank, 10_000_000);
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('forfeit: the bonus money goes back, the requirement is removed, audited; not twice', async () => {
    const m = await memberWithSession(h);
    await deposit(m, 6_000_000);
    expect(await cash(h, m.id)).toBe(12_000_000);
    const state = await h.app.inject({ url: '/wps/member/wagering', headers: m.auth });
    const [req] = state.json().value.requirements;
    const other = await memberWithSession(h);
    const notMine = await post(`/wps/member/wagering/${req.id}/forfeit`, other.auth);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().code).toBe('wagering_not_found');
    const res = await post(`/wps/member/wagering/${req.id}/forfeit`, m.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ forfeited: 6_000_000, state: { bonusRequired: 0, requirements: [] } });
    expect(await cash(h, m.id)).toBe(6_000_000);
    expect((await post(`/wps/member/wagering/${req.id}/forfeit`, m.auth)).statusCode).toBe(404);
    const [audit] = await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM audit_log
      WHERE action = 'promotion.bonus_forfeit' AND actor = ${`member:${m.id}`}`;
    expect(audit!.n).toBe(1);
  });
});
