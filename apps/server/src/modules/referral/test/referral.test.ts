import { beforeAll, describe, expect, it } from 'vitest';
import { encrypt, freshIp, pow, setPolicy, solvedCaptcha } from '../../accounts/test/accounts.fixtures.js';
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
import { createRewardCentre } from '../../promotions/rewards.service.js';
import { createReferralService, type ReferralService } from '../referral.service.js';

let h: DepositsHarness;
// A second service on the same database: what the job runner on another node is.
let job: ReferralService;

const SETTINGS = {
  enabled: true,
  minFirstDeposit: 10_000_000,
  minTurnover: 0,
  qualifyRule: 'all',
  withinDays: 30,
  referrerReward: 5_000_000,
  friendReward: 2_000_000,
  blockSameDevice: true,
  blockSameIp: false,
};

const put = (body: unknown, headers = asOperator(h)) =>
  h.app.inject({ method: 'PUT', url: '/wps/operator/referral', headers, payload: body as Record<string, unknown> });

beforeAll(async () => {
  h = await depositsApp();
  await setPolicy(h as never, {});
  job = createReferralService({
    db: h.db,
    clock: h.clock,
    timeZone: 'Asia/Ho_Chi_Minh',
    rewards: createRewardCentre({ db: h.db, clock: h.clock, ledger: h.ledger }),
  });
  expect((await put(SETTINGS)).statusCode).toBe(200);
});
checkLedgerAfterEach(() => h);

let seq = 0;
/** Registers through the real encrypted endpoint, as the form does, from a device and an address. */
async function register(referralCode: string | undefined, device = `dev-${Date.now()}-${seq}-abcdef`) {
  seq += 1;
  const ip = freshIp();
  const username = `friend${String(seq).padStart(3, '0')}${Math.floor(Math.random() * 1000)}`;
  h.clock.advance(1100); // one captcha per second per client
  const payload = {
    username,
    password: 'abc12345',
    confirmPassword: 'abc12345',
    mobileNum: `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    countryDialingCode: '84',
    registerUrl: `https://www.vn88club.example/register?referralCode=${referralCode ?? ''}`,
    registerMethod: 'WEB',
    ...(referralCode === undefined ? {} : { referralCode }),
    termsAccepted: true,
    ageConfirmed: true,
    pow: await pow(h as never),
    ...(await solvedCaptcha(h as never, ip)),
  };
  const res = await h.app.inject({
    method: 'PUT',
    url: '/wps/member/register',
    payload: await encrypt(h as never, payload),
    headers: { 'x-device-id': device },
    remoteAddress: ip,
  });
  const [row] = await h.db<{ id: number }[]>`SELECT id FROM members WHERE account = ${username}`;
  return { res, username, id: row?.id ?? null };
}

async function referrer(device = `ref-device-${seq}-0123456789`): Promise<TestMember & { code: string }> {
  const m = await memberWithSession(h);
  const res = await h.app.inject({
    url: '/wps/member/referral?language=en',
    headers: { ...m.auth, 'x-device-id': device },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...m, code: res.json().value.code };
}

async function friendOf(code: string): Promise<TestMember> {
  const r = await register(code);
  expect(r.res.statusCode, r.res.body).toBe(200);
  return sessionFor(h, r.id!);
}

async function deposit(m: TestMember, amount: number) {
  const req = await requestBank(h, m, amount);
  expect(req.statusCode, req.body).toBe(200);
  expect((await confirm(h, req.json().value.id)).statusCode).toBe(200);
}

const referralRewards = (friendId: number) =>
  h.db<{ member_id: number; source_key: string; amount: number; status: string }[]>`
    SELECT member_id, source_key, amount, status FROM promotion_rewards
     WHERE source_key ~ ${`^referral:(referrer|friend):${friendId}(:|$)`} ORDER BY source_key`;
const statusOf = async (friendId: number) =>
  (await h.db<{ status: string }[]>`SELECT status FROM referrals WHERE friend_id = ${friendId}`)[0]?.status;

let bet = 0;
async function settledBet(memberId: number, stake: number) {
  bet += 1;
  const at = h.clock.now();
  await h.db`INSERT INTO bets (member_id, vendor, round_id, unit, category, stake, win, status, created_at,
                               updated_at, settled_at)
             VALUES (${memberId}, 'TEST', ${`ref-r${bet}`}, 'VND', 'RNG', ${stake}, 0, 'settled', ${at}, ${at}, ${at})`;
}

describe('referral', () => {
  it('a friend registering with the code and making a qualifying first deposit pays both sides once', async () => {
    expect((await h.app.inject('/wps/available-promo')).json().value).toEqual({
      availablePromo: [{ type: 'REFERRAL', enabled: true }],
    });
    const a = await referrer();
    expect(a.code).toMatch(/^[A-Z2-9]{8}$/);
    // The code is stable.
    const again = await h.app.inject({ url: '/wps/member/referral', headers: a.auth });
    expect(again.json().value).toMatchObject({ code: a.code, link: `/register?referralCode=${a.code}` });
    const f = await friendOf(a.code.toLowerCase());
    expect(await statusOf(f.id)).toBe('pending');

    await deposit(f, 20_000_000);
    expect(await statusOf(f.id)).toBe('qualified');
    // The qualifying event again, the job twice and in parallel, the evaluation again: nothing more.
    await deposit(f, 20_000_000);
    await Promise.all([job.sweep(), job.sweep(), job.evaluate(f.id), job.onDepositCredited(f.id, 20_000_000)]);
    await job.sweep();
    expect(await referralRewards(f.id)).toEqual([
      { member_id: f.id, source_key: `referral:friend:${f.id}`, amount: 2_000_000, status: 'claimed' },
      { member_id: a.id, source_key: `referral:referrer:${f.id}`, amount: 5_000_000, status: 'claimed' },
    ]);
    const [ledger] = await h.db<{ n: number }[]>`
      SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key LIKE ${`promo:bonus:referral:%:${f.id}`}`;
    expect(ledger?.n).toBe(2);

    const page = (await h.app.inject({ url: '/wps/member/referral?language=en', headers: a.auth })).json().value;
    expect(page.totals).toEqual({ invited: 1, qualified: 1, pending: 0, rewards: 5_000_000 });
    const friends = (await h.app.inject({ url: '/wps/member/referral/friends', headers: a.auth })).json().value;
    expect(friends.total).toBe(1);
    expect(friends.items[0]).toMatchObject({ status: 'qualified', reward: 5_000_000, firstDeposit: 20_000_000 });
    expect(friends.items[0].account).toMatch(/^fr\*\*\*\d\d$/);
    const mine = (await h.app.inject({ url: '/wps/member/referral', headers: f.auth })).json().value;
    expect(mine).toMatchObject({ referredBy: { status: 'qualified' }, canBind: false });
  });

  it('turnover qualifies by the minute sweep (run twice in parallel: paid once); a small first deposit never does', async () => {
    expect((await put({ ...SETTINGS, minTurnover: 100_000_000, qualifyRule: 'any' })).statusCode).toBe(200);
    const a = await referrer();
    const f = await friendOf(a.code);
    await deposit(f, 5_000_000); // first deposit below 100,000 ₫: not by deposit
    expect(await statusOf(f.id)).toBe('pending');
    await settledBet(f.id, 60_000_000);
    await job.sweep();
    expect(await statusOf(f.id)).toBe('pending');
    await settledBet(f.id, 40_000_000);
    await Promise.all([job.sweep(), job.sweep()]);
    expect(await statusOf(f.id)).toBe('qualified');
    expect(await referralRewards(f.id)).toHaveLength(2);

    // 'all': a first deposit of 50,000 ₫ can never meet 100,000 ₫, whatever the turnover; past the deadline it expires.
    expect((await put({ ...SETTINGS, minTurnover: 100_000_000, qualifyRule: 'all' })).statusCode).toBe(200);
    const g = await friendOf(a.code);
    await deposit(g, 5_000_000);
    await deposit(g, 50_000_000);
    await settledBet(g.id, 200_000_000);
    await job.sweep();
    expect(await statusOf(g.id)).toBe('pending');
    h.clock.advance(31 * 86_400_000);
    await job.sweep();
    expect(await statusOf(g.id)).toBe('expired');
    expect(await referralRewards(g.id)).toEqual([]);
    await reloginOperator(h); // the clock moved past the operator session's idle time
    expect((await put(SETTINGS)).statusCode).toBe(200);
  });

  it('refuses an unknown code and a self-referral from the referrer’s device, creating no account', async () => {
    const bad = await register('NOSUCH99');
    expect([bad.res.statusCode, bad.res.json().code, bad.id]).toEqual([422, 'referral_code_invalid', null]);
    const a = await referrer('shared-device-0123456789');
    const self = await register(a.code, 'shared-device-0123456789');
    expect([self.res.statusCode, self.res.json().code, self.id]).toEqual([422, 'referral_self', null]);
    const [n] = await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM referrals WHERE referrer_id = ${a.id}`;
    expect(n?.n).toBe(0);
    // With the programme off, a code is only kept, as before (the registration form's field).
    expect((await put({ ...SETTINGS, enabled: false })).statusCode).toBe(200);
    expect((await h.app.inject('/wps/available-promo')).json().value.availablePromo[0].enabled).toBe(false);
    const kept = await register('NOSUCH99');
    expect(kept.res.statusCode).toBe(200);
    expect((await put(SETTINGS)).statusCode).toBe(200);
  });

  it('bind: own code and circular referrals are refused; a second referrer too; bad codes are clear', async () => {
    const bind = (m: TestMember, code: string) =>
      h.app.inject({ method: 'POST', url: '/wps/member/referral/bind', headers: m.auth, payload: { code } });
    const a = await referrer();
    expect((await bind(a, a.code)).json().code).toBe('referral_self');
    expect((await bind(a, 'ZZZZZZZZ')).json()).toMatchObject({ code: 'referral_code_invalid' });
    const b = await friendOf(a.code);
    const bCode = (await h.app.inject({ url: '/wps/member/referral', headers: b.auth })).json().value.code;
    const c = await friendOf(bCode);
    const cCode = (await h.app.inject({ url: '/wps/member/referral', headers: c.auth })).json().value.code;
    // A → B → C: A taking B's or C's code would close a circle.
    expect((await bind(a, bCode)).json().code).toBe('referral_circular');
    expect((await bind(a, cCode)).json().code).toBe('referral_circular');
    expect((await bind(b, cCode)).json().code).toBe('referral_already_referred');
    // A fresh member binds A's code once; a second bind is refused.
    const d = await memberWithSession(h);
    const ok = await bind(d, a.code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value).toMatchObject({ referredBy: { status: 'pending' }, canBind: false });
    expect((await bind(d, bCode)).json().code).toBe('referral_already_referred');
    const [rows] = await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM referrals WHERE friend_id = ${a.id}`;
    expect(rows?.n).toBe(0);
  });

  it('operator settings are validated and audited; members cannot change them', async () => {
    const m = await memberWithSession(h);
    expect((await put(SETTINGS, m.auth)).statusCode).toBeGreaterThanOrEqual(401);
    const bad = await put({ ...SETTINGS, minFirstDeposit: 0, minTurnover: 0 });
    expect([bad.statusCode, bad.json().code]).toEqual([422, 'referral_settings_invalid']);
    expect((await put({ ...SETTINGS, withinDays: 0 })).json().code).toBe('referral_settings_invalid');
    const [audit] = await h.db<{ n: number }[]>`
      SELECT count(*)::int AS n FROM audit_log WHERE action = 'referral.update'`;
    expect(audit?.n).toBeGreaterThan(0);
    const got = await h.app.inject({ url: '/wps/operator/referral', headers: asOperator(h) });
    expect(got.json().value).toEqual(SETTINGS);
  });
});
