import { beforeAll, describe, expect, it } from 'vitest';
import {
  asOperator,
  checkLedgerAfterEach,
  confirm,
  type DepositsHarness,
  depositsApp,
  memberWithSession,
  requestBank,
} from '../../deposits/test/deposits.fixtures.js';
import { createRewardCentre } from '../../promotions/rewards.service.js';
import { createPromotion, promotionInput } from '../../promotions/test/promotions.fixtures.js';
import { createVipService, type VipService } from '../vip.service.js';

let h: DepositsHarness;
let vip: VipService;
beforeAll(async () => {
  h = await depositsApp();
  // A second service on the same database: what another node (or the job runner) is.
  vip = createVipService({
    db: h.db,
    clock: h.clock,
    timeZone: 'Asia/Ho_Chi_Minh',
    rewards: createRewardCentre({ db: h.db, clock: h.clock, ledger: h.ledger }),
  });
});
checkLedgerAfterEach(() => h);

const get = (url: string, headers: Record<string, string>) => h.app.inject({ url, headers });
let seq = 0;
/** A settled real-money round, as vendors and the rounds core write it (the rollup's triggers count it). */
async function settledBet(memberId: number, stake: number): Promise<void> {
  seq += 1;
  const at = h.clock.now();
  await h.db`INSERT INTO bets (member_id, vendor, round_id, unit, category, stake, win, status, created_at,
                               updated_at, settled_at)
             VALUES (${memberId}, 'TEST', ${`vip-r${seq}`}, 'VND', 'RNG', ${stake}, 0, 'settled', ${at}, ${at}, ${at})`;
}
const levelUps = async (memberId: number) =>
  h.db<{ source_key: string; amount: number; status: string }[]>`
    SELECT source_key, amount, status FROM promotion_rewards
     WHERE source = 'bonus' AND source_key LIKE ${`vip-levelup:${memberId}:%`} ORDER BY source_key`;
const rankOf = async (memberId: number) =>
  (await h.db<{ rank: number }[]>`SELECT rank FROM vip_members WHERE member_id = ${memberId}`)[0]?.rank ?? 0;

describe('VIP programme', () => {
  it('a credited deposit upgrades at once; each crossed level-up bonus is offered once, also run twice and in parallel', async () => {
    const m = await memberWithSession(h);
    expect((await get('/wps/member/info', m.auth)).json().value).toMatchObject({ hasVip: false, vipRankLevel: 0 });
    const req = await requestBank(h, m, 500_000_000);
    expect(req.statusCode, req.body).toBe(200);
    expect((await confirm(h, req.json().value.id)).statusCode).toBe(200);
    expect(await rankOf(m.id)).toBe(2);
    await vip.evaluate(m.id);
    await Promise.all(Array.from({ length: 10 }, () => vip.evaluate(m.id)));
    await Promise.all([vip.sweep(), vip.sweep()]);
    expect(await levelUps(m.id)).toEqual([
      { source_key: `vip-levelup:${m.id}:1`, amount: 2_800_000, status: 'claim' },
      { source_key: `vip-levelup:${m.id}:2`, amount: 8_800_000, status: 'claim' },
    ]);
    expect((await get('/wps/member/info', m.auth)).json().value).toMatchObject({ hasVip: true, vipRankLevel: 2 });
  });

  it('a settled bet upgrades by the sweep (run twice and in parallel: one bonus); the member sees the progress', async () => {
    const m = await memberWithSession(h);
    await settledBet(m.id, 600_000_000);
    const before = (await get('/wps/member/vip?language=en', m.auth)).json().value;
    expect(before).toMatchObject({ rank: 0, turnover: 600_000_000, next: { rank: 1 } });
    expect(before.next.turnover).toEqual({ done: 600_000_000, required: 1_000_000_000 });
    await settledBet(m.id, 400_000_000);
    const [a, b] = await Promise.all([vip.sweep(), vip.sweep()]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    await vip.sweep();
    expect(await rankOf(m.id)).toBe(1);
    expect(await levelUps(m.id)).toHaveLength(1);
    const after = (await get('/wps/member/vip?language=en', m.auth)).json().value;
    expect(after).toMatchObject({ rank: 1, name: 'VIP 1', next: { rank: 2, name: 'VIP 2' }, serviceChannel: false });
  });

  it('promotion eligibility by VIP level: [3, 4] admits a level-3 member and refuses a level-1 one', async () => {
    const id = await createPromotion(h, asOperator(h), promotionInput({ eligibility: { vipLevels: [3, 4] } }));
    const three = await memberWithSession(h);
    const one = await memberWithSession(h);
    const now = h.clock.now();
    await h.db`INSERT INTO vip_members (member_id, rank, reached_at, evaluated_at)
               VALUES (${three.id}, 3, ${now}, ${now}), (${one.id}, 1, ${now}, ${now})`;
    const no = await h.app.inject({ method: 'POST', url: `/wps/member/promotions/${id}/claim`, headers: one.auth });
    expect(no.statusCode).toBe(422);
    expect(no.json()).toMatchObject({ code: 'promotion_not_eligible', details: { reason: 'vip' } });
    const yes = await h.app.inject({ method: 'POST', url: `/wps/member/promotions/${id}/claim`, headers: three.auth });
    expect(yes.statusCode, yes.body).toBe(200);
  });

  it('operator: bad levels are refused with 422 and change nothing; a good update is audited', async () => {
    const op = asOperator(h);
    const cfg = (await get('/wps/operator/vip', op)).json().value;
    const put = (payload: object) => h.app.inject({ method: 'PUT', url: '/wps/operator/vip', headers: op, payload });
    const gap = { ...cfg, levels: cfg.levels.filter((l: { rank: number }) => l.rank !== 2) };
    const r1 = await put(gap);
    expect(r1.statusCode).toBe(422);
    expect(r1.json().code).toBe('vip_invalid');
    const negative = { ...cfg, levels: cfg.levels.map((l: object) => ({ ...l, minDeposits: -1 })) };
    expect((await put(negative)).statusCode).toBe(422);
    expect((await get('/wps/vip/levels', {})).json().value).toEqual(cfg);
    const raised = { ...cfg, program: { windowDays: 60, graceDays: 15 } };
    const ok = await put(raised);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await get('/wps/vip/levels', {})).json().value.program).toEqual({ windowDays: 60, graceDays: 15 });
    const [audit] = await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM audit_log WHERE action = 'vip.update'`;
    expect(audit!.n).toBe(1);
    expect((await put(cfg)).statusCode).toBe(200);
  });

  it('the birthday bonus of the level is offered once on the birthday, however often the review runs', async () => {
    const m = await memberWithSession(h);
    const now = h.clock.now(); // 2026-11-22 local
    await h.db`UPDATE members SET birthday = '1990-11-22' WHERE id = ${m.id}`;
    await h.db`INSERT INTO vip_members (member_id, rank, reached_at, evaluated_at) VALUES (${m.id}, 3, ${now}, ${now})`;
    await Promise.all([vip.birthdays(), vip.birthdays()]);
    await vip.birthdays();
    const rows = await h.db<{ amount: number }[]>`SELECT amount FROM promotion_rewards
      WHERE source = 'bonus' AND source_key = ${`vip-birthday:${m.id}:2026`}`;
    expect(rows).toEqual([{ amount: 30_000_000 }]);
  });

  it('downgrades only at a period end, one rank, after the grace', async () => {
    const m = await memberWithSession(h);
    await settledBet(m.id, 5_000_000_000); // VIP 2 on 2026-11-22
    await vip.sweep();
    expect(await rankOf(m.id)).toBe(2);
    // Mid-December: the window (30 days) has nothing new, but no period ended since the figures counted.
    h.clock.set('2026-12-20T05:00:00Z');
    await vip.periodEnd(); // the end of November: November's window still qualifies
    await vip.sweep();
    expect(await rankOf(m.id)).toBe(2);
    h.clock.set('2026-12-28T05:00:00Z');
    expect(await vip.periodEnd()).toBeNull(); // that period end was applied already
    expect(await rankOf(m.id)).toBe(2);
    // The end of December: nothing in the window, reached 39 days before (grace 30) → one rank down.
    h.clock.set('2027-01-02T05:00:00Z');
    const [first, second] = await Promise.all([vip.periodEnd(), vip.periodEnd()]);
    expect([first, second].filter((r) => r !== null)).toHaveLength(1);
    expect(await rankOf(m.id)).toBe(1);
    // Regaining a level later does not pay its bonus again.
    await settledBet(m.id, 5_000_000_000);
    await vip.sweep();
    expect(await rankOf(m.id)).toBe(2);
    expect(await levelUps(m.id)).toHaveLength(2);
  });
});
