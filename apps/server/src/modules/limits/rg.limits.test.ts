import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asOperator, checkLedgerAfterEach, reloginOperator, sessionFor } from '../deposits/test/deposits.fixtures.js';
import {
  exclude,
  get,
  key,
  openRound,
  PASSWORD,
  type Player,
  player,
  post,
  put,
  type RgHarness,
  relaunch,
  rgApp,
  setLimits,
  vendorCall,
} from './test/rg.fixtures.js';

let h: RgHarness;
beforeAll(async () => {
  h = await rgApp();
});
beforeEach(async () => {
  h.clock.set('2026-11-22T05:00:00Z'); // 12:00 in Ho Chi Minh City, a Sunday
  await reloginOperator(h);
});
checkLedgerAfterEach(() => h);

const HOUR = 3_600_000;
const state = async (m: { auth: Record<string, string> }) => (await get(h, '/wps/rg/state', m.auth)).json().value;
const spin = (m: Player) =>
  post(h, '/wps/house/slot/spin', {}, { token: m.houseToken, lineBet: 10_000, lines: 20, requestId: key() });
const debit = (m: Player, amount: number) =>
  vendorCall(h, 'debit', { player: `m${m.id}`, txnId: key(), roundId: key(), amount, token: m.pgToken });

describe('limits: decreases at once, increases after the cooling delay', () => {
  it('a loss limit lowered applies at once; raised, only after 24 hours (the injected clock moved)', async () => {
    let m = await player(h);
    expect((await setLimits(h, m, [{ kind: 'loss', period: 'daily', value: 5_000_000 }])).statusCode).toBe(200);
    const up = (await setLimits(h, m, [{ kind: 'loss', period: 'daily', value: 9_000_000 }])).json().value;
    const at = new Date(h.clock.now().getTime() + 24 * HOUR).toISOString();
    expect(up.loss.daily).toBe(5_000_000);
    expect(up.pending).toEqual([{ kind: 'loss', period: 'daily', value: 9_000_000, effectiveAt: at }]);
    // In force: 5,000,000 — a 6,000,000 stake is refused now.
    expect((await debit(m, 6_000_000)).status).toBe('ACCOUNT_BLOCKED');
    h.clock.advance(24 * HOUR - 1000);
    m = { ...m, ...(await sessionFor(h, m.id)) };
    expect((await state(m)).loss.daily).toBe(5_000_000);
    h.clock.advance(2000);
    m = { ...m, ...(await sessionFor(h, m.id)) };
    expect(await state(m)).toMatchObject({ loss: { daily: 9_000_000 }, pending: [] });
    // A decrease drops nothing but applies at once; removing is an increase and waits too.
    expect((await setLimits(h, m, [{ kind: 'loss', period: 'daily', value: 1_000_000 }])).json().value.loss.daily).toBe(
      1_000_000,
    );
    const removed = (await setLimits(h, m, [{ kind: 'loss', period: 'daily', value: null }])).json().value;
    expect(removed).toMatchObject({ loss: { daily: 1_000_000 }, pending: [{ kind: 'loss', value: null }] });
  });

  it('the cooling delay is the operator setting', async () => {
    const m = await player(h);
    await h.db`INSERT INTO settings (key, value, updated_at) VALUES ('responsibleGaming', ${h.db.json({ coolingHours: 72 })}, ${h.clock.now()})
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`;
    try {
      await setLimits(h, m, [{ kind: 'wager', period: 'weekly', value: 1_000_000 }]);
      const up = (await setLimits(h, m, [{ kind: 'wager', period: 'weekly', value: 2_000_000 }])).json().value;
      expect(up.pending[0].effectiveAt).toBe(new Date(h.clock.now().getTime() + 72 * HOUR).toISOString());
      expect(up.coolingHours).toBe(72);
    } finally {
      await h.db`DELETE FROM settings WHERE key = 'responsibleGaming'`;
    }
  });

  it('deposit limits set through the same endpoint keep their own table and check', async () => {
    const m = await player(h);
    const s = (await setLimits(h, m, [{ kind: 'deposit', period: 'daily', value: 10_000_000 }])).json().value;
    expect(s.deposit).toEqual({ daily: 10_000_000, weekly: null, monthly: null });
    const over = await post(h, '/wps/deposits/bank-transfer', m.auth, {
      methodCode: 'bank',
      amount: 11_000_000,
      idempotencyKey: key(),
    });
    expect(over.json().code).toBe('deposit_limit_exceeded');
  });

  it.each([
    [{ kind: 'loss', period: 'daily', value: -5 }],
    [{ kind: 'loss', period: 'daily', value: 10.5 }],
    [{ kind: 'loss', period: 'fortnightly', value: 100 }],
    [{ kind: 'bets', period: 'daily', value: 100 }],
    [{ kind: 'session', period: 'daily', value: 60 }],
    [{ kind: 'session', period: 'session', value: 100_000 }],
    [
      { kind: 'wager', period: 'daily', value: 500 },
      { kind: 'wager', period: 'weekly', value: 100 },
    ],
  ])('bad input %j: rg_limit_invalid, nothing changes', async (...changes) => {
    const m = await player(h);
    await setLimits(h, m, [{ kind: 'loss', period: 'weekly', value: 7_000 }]);
    const before = await state(m);
    const res = await setLimits(h, m, [{ kind: 'loss', period: 'monthly', value: 9_000 }, ...changes]);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('rg_limit_invalid');
    expect(await state(m)).toEqual(before);
  });
});

describe('a loss limit counts every product together', () => {
  it('house slot, seamless vendor and dice losses add up; the next stake past the limit is refused', async () => {
    const m = await player(h);
    await setLimits(h, m, [{ kind: 'loss', period: 'daily', value: 3_000_000 }]);
    // A seamless vendor round lost (1,000,000), a house-slot spin (200,000 staked, its win counted).
    const roundId = key();
    await vendorCall(h, 'debit', { player: `m${m.id}`, txnId: key(), roundId, amount: 1_000_000, token: m.pgToken });
    await vendorCall(h, 'credit', { player: `m${m.id}`, txnId: key(), roundId, amount: 0 });
    const s = await spin(m);
    expect(s.statusCode).toBe(200);
    const slotNet = 200_000 - s.json().value.spin.totalWin;
    const used = (await state(m)).used.loss.daily;
    expect(used).toBe(1_000_000 + slotNet);
    const [row] = await h.db<{ n: string }[]>`SELECT SUM(stake - win) AS n FROM bets WHERE member_id = ${m.id}`;
    expect(Number(row!.n)).toBe(used);
    // What is left is the whole room a stake has, on any product.
    const room = 3_000_000 - used;
    expect((await debit(m, room + 1)).status).toBe('ACCOUNT_BLOCKED');
    expect((await debit(m, room)).status).toBe('OK');
    const res = await spin(m);
    expect(res.json()).toMatchObject({ code: 'rg_loss_limit_reached', details: { period: 'daily', limit: 3_000_000 } });
  });

  it('concurrent dice slips cannot pass a loss limit together', async () => {
    const m = await player(h);
    await setLimits(h, m, [{ kind: 'loss', period: 'daily', value: 1_000_000 }]);
    const roundId = await openRound(h, 'dice');
    const slip = () =>
      post(h, `/wps/rounds/${roundId}/bets`, m.auth, {
        idempotencyKey: key(),
        bets: [{ selection: { kind: 'big' }, stake: 300_000 }],
      });
    const answers = await Promise.all(Array.from({ length: 6 }, slip));
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code)).sort();
    expect(codes).toEqual([
      'ok',
      'ok',
      'ok',
      'rg_loss_limit_reached',
      'rg_loss_limit_reached',
      'rg_loss_limit_reached',
    ]);
  });

  it('a wagering limit counts stakes whatever they won', async () => {
    const m = await player(h);
    await setLimits(h, m, [{ kind: 'wager', period: 'daily', value: 1_000_000 }]);
    const roundId = key();
    await vendorCall(h, 'debit', { player: `m${m.id}`, txnId: key(), roundId, amount: 800_000, token: m.pgToken });
    await vendorCall(h, 'credit', { player: `m${m.id}`, txnId: key(), roundId, amount: 5_000_000 });
    expect((await debit(m, 300_000)).status).toBe('ACCOUNT_BLOCKED');
    expect((await debit(m, 200_000)).status).toBe('OK');
  });
});

describe('time-out and self-exclusion', () => {
  it('needs the password, starts at once, cannot be shortened; a time-out ends by itself', async () => {
    let m = await player(h);
    const wrong = await post(h, '/wps/rg/exclusion', m.auth, { kind: 'timeout', hours: 24, password: 'nope' });
    expect(wrong.json().code).toBe('rg_password_wrong');
    expect((await state(m)).exclusion).toBeNull();
    for (const bad of [
      { kind: 'timeout', hours: 12 },
      { kind: 'timeout', hours: 24 * 43 },
      { kind: 'self_exclusion', length: '2y' },
    ]) {
      expect((await exclude(h, m, bad)).json().code).toBe('rg_exclusion_invalid');
    }
    const t = (await exclude(h, m, { kind: 'timeout', hours: 24 })).json().value;
    expect(t.exclusion).toMatchObject({
      kind: 'timeout',
      until: new Date(h.clock.now().getTime() + 24 * HOUR).toISOString(),
    });
    expect((await exclude(h, m, { kind: 'timeout', hours: 24 })).json().code).toBe('rg_exclusion_running');
    // Lengthening is allowed (a time-out turned into a self-exclusion).
    expect((await exclude(h, m, { kind: 'timeout', hours: 72 })).statusCode).toBe(200);
    h.clock.advance(72 * HOUR + 1000);
    m = await relaunch(h, m);
    expect((await state(m)).exclusion).toBeNull();
    expect((await spin(m)).statusCode).toBe(200);
  });

  it('an indefinite self-exclusion ends only through support, after the cooling period, audited', async () => {
    let m = await player(h);
    await exclude(h, m, { kind: 'self_exclusion', length: 'indefinite' });
    const op = asOperator(h);
    const timed = await player(h);
    await exclude(h, timed, { kind: 'self_exclusion', length: '1y' });
    const refused = await post(h, `/wps/operator/rg/members/${timed.id}/lift`, op, { reason: 'player asked' });
    expect(refused.json().code).toBe('rg_exclusion_not_liftable');
    expect((await post(h, `/wps/operator/rg/members/${m.id}/lift`, m.auth, { reason: 'me' })).statusCode).toBe(403);
    const lifted = await post(h, `/wps/operator/rg/members/${m.id}/lift`, op, { reason: 'player asked by phone' });
    expect(lifted.statusCode, lifted.body).toBe(200);
    const liftAt = new Date(h.clock.now().getTime() + 7 * 24 * HOUR).toISOString();
    expect(lifted.json().value.state.exclusion).toMatchObject({ until: liftAt, liftAt });
    expect(lifted.json().value.history[0]).toMatchObject({
      action: 'rg.exclusion.lift',
      after: { reason: 'player asked by phone' },
    });
    h.clock.advance(7 * 24 * HOUR - 1000);
    m = await relaunch(h, m);
    expect((await spin(m)).json().code).toBe('rg_self_excluded');
    h.clock.advance(2000);
    m = await relaunch(h, m);
    expect((await spin(m)).statusCode).toBe(200);
  });
});

describe('records', () => {
  it('every change is audited and listed for the member and the operator', async () => {
    const m = await player(h);
    await setLimits(h, m, [{ kind: 'loss', period: 'daily', value: 5_000_000 }]);
    await put(h, '/wps/rg/reality-check', m.auth, { seconds: 1800 });
    await exclude(h, m, { kind: 'timeout', hours: 48 });
    const mine = (await get(h, '/wps/rg/history', m.auth)).json().value.items;
    expect(mine.map((i: { action: string }) => i.action)).toEqual([
      'rg.exclusion.start',
      'rg.reality.set',
      'rg.limits.set',
    ]);
    expect(mine[2]).toMatchObject({ actor: `member:${m.id}`, after: { loss: { daily: 5_000_000 } } });
    const op = (await get(h, `/wps/operator/rg/members/${m.id}`, asOperator(h))).json().value;
    expect(op.history).toEqual(mine);
    expect(op.state.exclusion).toMatchObject({ kind: 'timeout' });
    expect((await get(h, `/wps/operator/rg/members/${m.id}`, m.auth)).statusCode).toBe(403);
    expect((await put(h, '/wps/rg/reality-check', m.auth, { seconds: 61 })).json().code).toBe(
      'rg_reality_interval_invalid',
    );
  });
});

describe('reality check and session-time limit', () => {
  it('is due one interval after login, then one after "keep playing"; shows time and net result', async () => {
    const m = await player(h);
    await put(h, '/wps/rg/reality-check', m.auth, { seconds: 900 });
    await debit(m, 300_000);
    h.clock.advance(899_000);
    expect((await get(h, '/wps/rg/session', m.auth)).json().value).toMatchObject({
      due: false,
      elapsedMs: 899_000,
      net: -300_000,
    });
    h.clock.advance(2000);
    expect((await get(h, '/wps/rg/session', m.auth)).json().value).toMatchObject({ due: true, intervalSeconds: 900 });
    const ack = (await post(h, '/wps/rg/reality-check/ack', m.auth)).json().value;
    expect(ack).toMatchObject({ due: false, dueAt: new Date(h.clock.now().getTime() + 900_000).toISOString() });
  });

  it('a session past its time limit cannot stake and is ended', async () => {
    const m = await player(h);
    const set = await setLimits(h, m, [{ kind: 'session', period: 'session', value: 30 }]);
    expect(set.json().value.sessionMinutes, set.body).toBe(30);
    expect((await spin(m)).statusCode).toBe(200);
    // The page's own requests keep the login session alive (30 idle minutes) while the player plays.
    h.clock.advance(20 * 60_000);
    expect((await get(h, '/wps/rg/session', m.auth)).json().value).toMatchObject({ sessionEnded: false });
    h.clock.advance(10 * 60_000);
    const late = await spin(m);
    expect(late.json().code, late.body).toBe('rg_session_limit_reached');
    expect((await get(h, '/wps/rg/session', m.auth)).json().value.sessionEnded).toBe(true);
    expect((await get(h, '/wps/rg/state', m.auth)).statusCode).toBe(401);
  });

  it('the limits offer is answered once (set or skipped)', async () => {
    const m = await player(h);
    expect((await state(m)).offerAnswered).toBe(false);
    expect((await post(h, '/wps/rg/offer/skip', m.auth)).json().value.offerAnswered).toBe(true);
    expect(PASSWORD).toBeTruthy();
  });
});
