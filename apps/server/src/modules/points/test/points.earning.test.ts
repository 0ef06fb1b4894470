import { beforeAll, describe, expect, it } from 'vitest';
import {
  asOperator,
  checkLedgerAfterEach,
  confirm,
  type DepositsHarness,
  depositsApp,
  memberWithSession,
  reloginOperator,
  requestBank,
  sessionFor,
  type TestMember,
} from '../../deposits/test/deposits.fixtures.js';
import { createPromotion, promotionInput } from '../../promotions/test/promotions.fixtures.js';
import { memberWithPoints, PAY_PASSWORD, pointsOn, type TestPoints } from './points.fixtures.js';

let h: DepositsHarness;
let p: TestPoints;
beforeAll(async () => {
  h = await depositsApp();
  p = pointsOn(h);
});
checkLedgerAfterEach(() => h);

const get = (url: string, m: TestMember) => h.app.inject({ url, headers: m.auth });
const balanceOf = async (m: TestMember) => (await get('/wps/member/points', m)).json().value.balance as number;
let seq = 0;
async function settledBet(memberId: number, category: string, stake: number, at: Date): Promise<void> {
  seq += 1;
  await h.db`INSERT INTO bets (member_id, vendor, round_id, unit, category, stake, win, status, created_at,
                               updated_at, settled_at)
             VALUES (${memberId}, 'TEST', ${`pts-r${seq}`}, 'VND', ${category}, ${stake}, 0, 'settled', ${at}, ${at}, ${at})`;
}
const rules = {
  turnoverRates: { RNG: 100, LIVE: 20, LOTT: 0 },
  depositRate: 10,
  signinPoints: 10,
  convertRate: 100,
  convertMinPoints: 1_000,
};
const putRules = (body: unknown) =>
  h.app.inject({ method: 'PUT', url: '/wps/operator/points/rules', headers: asOperator(h), payload: body as object });

describe('earning points', () => {
  it('operator rules are validated (422, nothing changes) and audited', async () => {
    const bad = await putRules({ ...rules, depositRate: -1 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('points_invalid');
    const bad2 = await putRules({ ...rules, turnoverRates: { NOPE: 5 } });
    expect(bad2.statusCode).toBe(422);
    const ok = await putRules(rules);
    expect(ok.statusCode, ok.body).toBe(200);
    const read = await h.app.inject({ url: '/wps/operator/points/rules', headers: asOperator(h) });
    expect(read.json().value).toEqual(rules);
    const [a] = await h.db<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM audit_log WHERE action = 'points.rules.update'`;
    expect(a!.n).toBe(1);
    const m = await memberWithSession(h);
    const forbidden = await h.app.inject({
      method: 'PUT',
      url: '/wps/operator/points/rules',
      headers: m.auth,
      payload: rules,
    });
    expect(forbidden.statusCode).toBe(403);
    const cfg = (await h.app.inject({ url: '/wps/points/config' })).json().value;
    expect(cfg).toMatchObject({ convertEnabled: true, convertRate: 100, turnoverRates: { RNG: 100, LIVE: 20 } });
    expect(cfg.turnoverRates.LOTT).toBeUndefined();
  });

  it('settled turnover becomes points once per member/day/category, also run twice and in parallel', async () => {
    expect((await putRules(rules)).statusCode).toBe(200);
    const a = await memberWithSession(h);
    const b = await memberWithSession(h);
    const day = h.clock.now();
    await settledBet(a.id, 'RNG', 5_000_000, day); // 50,000 ₫ × 100 / 1,000,000 = 500 points
    await settledBet(a.id, 'RNG', 1_000_000, day); // +100
    await settledBet(a.id, 'LIVE', 10_000_000, day); // 200
    await settledBet(a.id, 'LOTT', 10_000_000, day); // rate 0: nothing
    await settledBet(b.id, 'RNG', 99, day); // below one point: nothing
    // The day is still open: nothing is paid.
    expect((await p.earning.earnTurnover()).transfers).toBe(0);
    h.clock.advance(24 * 3_600_000);
    // Sessions of a day ago are over: fresh ones for what follows.
    await reloginOperator(h);
    const a2 = await sessionFor(h, a.id);
    const runs = await Promise.all([p.earning.earnTurnover(), p.earning.earnTurnover()]);
    expect(runs.reduce((s, r) => s + r.transfers, 0)).toBe(2);
    expect((await p.earning.earnTurnover()).transfers).toBe(0);
    expect(await balanceOf(a2)).toBe(800);
    expect((await p.member.balance(b.id)).balance).toBe(0);
    // Even with the day's mark gone (a lost row, a manual rerun) the ledger keys pay nothing twice.
    await h.db`DELETE FROM points_turnover_days`;
    const again = await p.earning.earnTurnover();
    expect(again.transfers).toBe(0);
    expect(await balanceOf(a2)).toBe(800);
    const changes = (await get('/wps/member/points/changes', a2)).json().value;
    expect(changes.items.map((c: { kind: string }) => c.kind)).toEqual(['points_turnover', 'points_turnover']);
  });

  it('a credited deposit earns points once (the credit retried changes nothing)', async () => {
    expect((await putRules(rules)).statusCode).toBe(200);
    const m = await memberWithSession(h);
    const req = await requestBank(h, m, 100_000_000); // 1,000,000 ₫ × 10 / 1,000,000 = 1,000 points
    expect(req.statusCode, req.body).toBe(200);
    expect((await confirm(h, req.json().value.id)).statusCode).toBe(200);
    await confirm(h, req.json().value.id);
    await p.earning.onDepositCredited(m.id, 100_000_000, `deposit:${req.json().value.id}`);
    expect(await balanceOf(m)).toBe(1_000);
    expect((await get('/wps/member/points/changes', m)).json().value.items[0]).toMatchObject({
      kind: 'points_deposit',
      change: 1_000,
      balanceAfter: 1_000,
    });
  });

  it('awardPoints is idempotent on (reason, sourceKey), in parallel too; sign-in once a day', async () => {
    const m = await memberWithSession(h);
    const input = { memberId: m.id, amount: 50, reason: 'mission' as const, sourceKey: `m1:${m.id}` };
    const outs = await Promise.all(Array.from({ length: 5 }, () => p.award(input)));
    expect(outs.filter((o) => o.created)).toHaveLength(1);
    await p.prepare(m.id);
    const inTx = await h.db.begin((tx) => p.awardPoints(tx, input));
    expect(inTx.created).toBe(false);
    await p.earning.onSignin(m.id);
    await p.earning.onSignin(m.id);
    expect(await balanceOf(m)).toBe(50 + rules.signinPoints);
  });
});

describe('sign-in points', () => {
  it('the daily sign-in of the promotions earns the configured points once a day', async () => {
    expect((await putRules(rules)).statusCode).toBe(200);
    const id = await createPromotion(
      h,
      asOperator(h),
      promotionInput({
        kind: 'signin',
        category: 'daily',
        period: 'daily',
        entryMode: 'signin',
        reward: { type: 'streak', amounts: [100_000] },
      }),
    );
    const m = await memberWithSession(h);
    const sign = () => h.app.inject({ method: 'POST', url: `/wps/member/promotions/${id}/signin`, headers: m.auth });
    expect((await sign()).statusCode).toBe(200);
    expect((await sign()).statusCode).toBe(409);
    expect(await balanceOf(m)).toBe(rules.signinPoints);
    expect((await get('/wps/member/points/changes', m)).json().value.items[0]).toMatchObject({ kind: 'points_signin' });
  });
});

describe('convert points', () => {
  const convert = (m: TestMember, body: Record<string, unknown>) =>
    h.app.inject({ method: 'POST', url: '/wps/member/points/convert', headers: m.auth, payload: body });
  it('converts at the configured rate with the payment password; bad input changes nothing', async () => {
    expect((await putRules(rules)).statusCode).toBe(200);
    const m = await memberWithPoints(h, p, 5_000);
    const cashOf = async () => (await h.ledger.balances([{ member: m.id, kind: 'cash' }]))[0]!.posted;
    for (const [body, code] of [
      [{ points: 2_000, password: '111111' }, 'payment_password_wrong'],
      [{ points: 999, password: PAY_PASSWORD }, 'points_convert_unavailable'],
      [{ points: 6_000, password: PAY_PASSWORD }, 'points_insufficient'],
      [{ points: '12.5', password: PAY_PASSWORD }, 'points_quantity_invalid'],
      [{ points: -5, password: PAY_PASSWORD }, 'points_quantity_invalid'],
    ] as const) {
      const res = await convert(m, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().code).toBe(code);
    }
    expect(await balanceOf(m)).toBe(5_000);
    expect(await cashOf()).toBe(0);
    const ok = await convert(m, { points: 2_000, password: PAY_PASSWORD });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value).toEqual({ points: 2_000, amount: 200_000, balance: 3_000 });
    expect(await cashOf()).toBe(200_000);
    // Parallel conversions never take more points than there are.
    const par = await Promise.all(
      Array.from({ length: 5 }, () => convert(m, { points: 1_000, password: PAY_PASSWORD })),
    );
    expect(par.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(await balanceOf(m)).toBe(0);
    expect(await cashOf()).toBe(500_000);
    // Switched off by the operator.
    expect((await putRules({ ...rules, convertRate: 0 })).statusCode).toBe(200);
    const off = await convert(m, { points: 1_000, password: PAY_PASSWORD });
    expect(off.json().code).toBe('points_convert_unavailable');
  });
});

describe('operator grant', () => {
  it('gives points once per idempotency key, audited; not for members', async () => {
    const m = await memberWithSession(h);
    const body = { memberId: m.id, points: 700, note: 'goodwill', idempotencyKey: `grant-${m.id}-abc` };
    const grant = (headers: Record<string, string>) =>
      h.app.inject({ method: 'POST', url: '/wps/operator/points/grants', headers, payload: body });
    const first = await grant(asOperator(h));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ created: true, balance: 700 });
    const again = await grant(asOperator(h));
    expect(again.json().value).toMatchObject({ created: false, balance: 700 });
    expect((await grant(m.auth)).statusCode).toBe(403);
    const [a] = await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM audit_log
      WHERE action = 'points.grant' AND subject = ${`member:${m.id}`}`;
    expect(a!.n).toBe(1);
    expect(await balanceOf(m)).toBe(700);
  });
});
