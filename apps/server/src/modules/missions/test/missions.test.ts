import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REALTIME_CHANNEL } from '../../../platform/realtime/index.js';
import { verifyLedger } from '../../ledger/index.js';
import { cash, fund, makeMember } from '../../withdrawals/test/cashout.fixtures.js';
import {
  createMission,
  type MissionsHarness,
  member,
  missionsApp,
  operator,
  playSlotRound,
} from './missions.fixtures.js';

let h: MissionsHarness;
beforeAll(async () => {
  h = await missionsApp();
});
afterEach(async () => {
  expect((await verifyLedger(h.db)).violations).toEqual([]);
});

const get = (url: string, memberId: number) => h.app.inject({ url, headers: member(memberId) });
const claim = (id: number, memberId: number) =>
  h.app.inject({ method: 'POST', url: `/wps/member/missions/${id}/claim`, headers: member(memberId) });
const viewOf = async (missionId: number, memberId: number) => {
  const res = await get('/wps/member/missions?language=en', memberId);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().value.items as { id: number }[]).find((i) => i.id === missionId) as
    | { progress: number; complete: boolean; claimed: boolean; title: string; periodKey: string }
    | undefined;
};
const badge = async (memberId: number) => (await get('/wps/member/missions/summary', memberId)).json().value.count;
/** What a claim could have changed: claims, reward-centre rows, point transfers of the member. */
const footprint = async (memberId: number) => {
  const [r] = await h.db<{ claims: number; rewards: number; points: number }[]>`
    SELECT (SELECT count(*)::int FROM mission_claims WHERE member_id = ${memberId}) AS claims,
           (SELECT count(*)::int FROM promotion_rewards WHERE member_id = ${memberId}) AS rewards,
           (SELECT count(*)::int FROM ledger_transfers WHERE kind = 'points_mission'
               AND reference LIKE ${`mission:%:${memberId} %`}) AS points`;
  return { ...r, cash: (await cash(h, memberId)).posted };
};

describe('missions', () => {
  it('progress comes from real settled slot rounds; the badge counts it complete; 20 parallel claims pay once', async () => {
    const id = await createMission(h, { reward: { type: 'bonus', amount: 500_000 } });
    const p = await makeMember(h);
    await fund(h, p.id, 10_000_000);
    expect(await viewOf(id, p.id)).toMatchObject({
      progress: 0,
      complete: false,
      claimed: false,
      title: 'Spin 2 slot rounds',
    });

    // Claiming an incomplete mission: a clear error and nothing changes.
    const before = await footprint(p.id);
    const early = await claim(id, p.id);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ code: 'mission_incomplete', details: { progress: 0, target: 2 } });
    expect(await footprint(p.id)).toEqual(before);

    await playSlotRound(h, p.id, 200_000, 50_000);
    expect(await viewOf(id, p.id)).toMatchObject({ progress: 1, complete: false });
    expect(await badge(p.id)).toBe(0);
    await playSlotRound(h, p.id, 100_000);
    expect(await viewOf(id, p.id)).toMatchObject({ progress: 2, complete: true, claimed: false });
    expect(await badge(p.id)).toBeGreaterThanOrEqual(1);
    const badgeBefore = await badge(p.id);

    // The completion is told once: run twice (and in parallel) — one completion row, one live notice, one message.
    const heard: string[] = [];
    const listening = await h.db.listen(REALTIME_CHANNEL, (payload) => heard.push(payload));
    await Promise.all([h.m.missions.sweep(), h.m.missions.sweep()]);
    await h.m.missions.sweep();
    await vi.waitFor(() => expect(heard.filter((e) => e.includes('mission_complete'))).toHaveLength(1));
    await listening.unlisten();
    const done = await h.db`SELECT 1 FROM mission_completions WHERE mission_id = ${id} AND member_id = ${p.id}`;
    expect(done).toHaveLength(1);
    const inbox = await h.db`SELECT 1 FROM inbox_deliveries d JOIN inbox_messages m ON m.id = d.message_id
                              WHERE d.member_id = ${p.id} AND m.template = 'mission_complete'`;
    expect(inbox).toHaveLength(1);

    const cashBefore = (await cash(h, p.id)).posted;
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(id, p.id)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(answers.find((a) => a.statusCode === 409)?.json().code).toBe('mission_already_claimed');
    expect(answers.find((a) => a.statusCode === 200)?.json().value).toMatchObject({
      missionId: id,
      reward: { type: 'bonus', amount: 500_000 },
    });
    expect((await cash(h, p.id)).posted).toBe(cashBefore + 500_000);
    const rewards = await h.db`SELECT source_key, amount, status FROM promotion_rewards
                                WHERE member_id = ${p.id} AND source_key LIKE ${`mission:${id}:%`}`;
    expect(rewards).toEqual([expect.objectContaining({ amount: 500_000, status: 'claimed' })]);
    expect(await viewOf(id, p.id)).toMatchObject({ complete: true, claimed: true });
    expect(await badge(p.id)).toBe(badgeBefore - 1);
    // And once more later: still once.
    expect((await claim(id, p.id)).statusCode).toBe(409);
    expect((await cash(h, p.id)).posted).toBe(cashBefore + 500_000);
  });

  it('a points mission pays its points once through the points ledger', async () => {
    const id = await createMission(h, { category: null, target: 1, reward: { type: 'points', amount: 40 } });
    const p = await makeMember(h);
    await fund(h, p.id, 1_000_000);
    await playSlotRound(h, p.id, 10_000);
    const answers = await Promise.all(Array.from({ length: 5 }, () => claim(id, p.id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const [bal] = await h.ledger.balances([{ member: p.id, kind: 'points' }]);
    expect(bal?.posted).toBe(40);
  });

  it("someone else's mission (another VIP level), a disabled or unknown one: 404, nothing changes", async () => {
    const vipOnly = await createMission(h, { target: 1, minVipRank: 3 });
    const off = await createMission(h, { target: 1, enabled: false });
    const p = await makeMember(h);
    await fund(h, p.id, 1_000_000);
    await playSlotRound(h, p.id, 10_000);
    expect(await viewOf(vipOnly, p.id)).toBeUndefined();
    expect(await viewOf(off, p.id)).toBeUndefined();
    const before = await footprint(p.id);
    for (const id of [vipOnly, off, 987_654]) {
      const res = await claim(id, p.id);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('mission_not_found');
    }
    expect(await footprint(p.id)).toEqual(before);
    // The VIP member it is for can claim it.
    const v = await makeMember(h);
    await h.db`INSERT INTO vip_members (member_id, rank, reached_at, evaluated_at)
               VALUES (${v.id}, 3, ${h.clock.now()}, ${h.clock.now()})`;
    await fund(h, v.id, 1_000_000);
    await playSlotRound(h, v.id, 10_000);
    expect((await claim(vipOnly, v.id)).statusCode).toBe(200);
  });

  it('a daily mission resets at local midnight: yesterday’s claim does not block today', async () => {
    const id = await createMission(h, { target: 1, reward: { type: 'bonus', amount: 1_000 } });
    const p = await makeMember(h);
    await fund(h, p.id, 1_000_000);
    await playSlotRound(h, p.id, 10_000);
    expect((await claim(id, p.id)).statusCode).toBe(200);
    h.clock.advance(24 * 3_600_000);
    expect(await viewOf(id, p.id)).toMatchObject({ progress: 0, complete: false, claimed: false });
    expect((await claim(id, p.id)).statusCode).toBe(422);
    await playSlotRound(h, p.id, 10_000);
    expect((await claim(id, p.id)).statusCode).toBe(200);
    expect(await h.db`SELECT period_key FROM mission_claims WHERE member_id = ${p.id}`).toHaveLength(2);
  });

  it('login days (security events) and invited friends (referral, once qualified) count; the sweep tells each once', async () => {
    // Wednesday 2026-11-25 10:00 local: ISO week 48 began Monday the 23rd.
    h.clock.set('2026-11-25T03:00:00Z');
    const logins = await createMission(h, { period: 'weekly', kind: 'login_days', category: null, target: 2 });
    const invite = await createMission(h, {
      period: 'once',
      kind: 'invite',
      category: null,
      target: 1,
      activeFrom: '2026-11-24T00:00:00Z',
    });
    const p = await makeMember(h);
    const login = (at: string) =>
      h.db`INSERT INTO security_events (at, member_id, kind, ip) VALUES (${new Date(at)}, ${p.id}, 'login', '10.0.0.1')`;
    await login('2026-11-22T10:00:00Z'); // Sunday: last week
    await login('2026-11-23T01:00:00Z'); // Monday
    await login('2026-11-23T09:00:00Z'); // Monday again: one day
    expect(await viewOf(logins, p.id)).toMatchObject({ progress: 1, complete: false });
    await login('2026-11-25T02:00:00Z'); // Wednesday
    expect(await viewOf(logins, p.id)).toMatchObject({ progress: 2, complete: true });

    const friend = await makeMember(h);
    await h.db`INSERT INTO referrals (friend_id, referrer_id, code, via, registered_at, deadline)
               VALUES (${friend.id}, ${p.id}, 'ABC123', 'register', ${h.clock.now()}, ${new Date('2026-12-25T00:00:00Z')})`;
    expect(await viewOf(invite, p.id)).toMatchObject({ progress: 0, complete: false }); // pending is not qualified
    await h.db`UPDATE referrals SET status = 'qualified', qualified_at = ${h.clock.now()} WHERE friend_id = ${friend.id}`;
    expect(await viewOf(invite, p.id)).toMatchObject({ progress: 1, complete: true });

    await Promise.all([h.m.missions.sweep(), h.m.missions.sweep()]);
    const told = await h.db<{ mission_id: string }[]>`
      SELECT mission_id FROM mission_completions WHERE member_id = ${p.id} ORDER BY mission_id`;
    expect(told.map((r) => Number(r.mission_id))).toEqual([logins, invite].sort((a, b) => a - b));
    expect((await claim(invite, p.id)).statusCode).toBe(200);
  });

  it('operator API: malformed missions are refused with their issues (nothing written); changes are audited', async () => {
    const count = async () => (await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM missions`)[0]!.n;
    const n = await count();
    for (const payload of [
      {
        code: 'x',
        period: 'hourly',
        kind: 'rounds',
        target: 1,
        title: { vi: 'a', en: 'a' },
        reward: { type: 'bonus', amount: 1 },
      },
      {
        code: 'y',
        period: 'daily',
        kind: 'deposit',
        category: 'RNG',
        target: 1,
        title: { vi: 'a', en: 'a' },
        reward: { type: 'bonus', amount: 1 },
      },
      {
        code: 'z',
        period: 'daily',
        kind: 'rounds',
        target: 0,
        title: { vi: 'a', en: 'a' },
        reward: { type: 'points', amount: 1 },
      },
    ]) {
      const res = await h.app.inject({ method: 'POST', url: '/wps/operator/missions', headers: operator, payload });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().code).toBe('mission_invalid');
    }
    expect(await count()).toBe(n);
    const id = await createMission(h, { code: 'audited-1' });
    const put = await h.app.inject({
      method: 'PUT',
      url: `/wps/operator/missions/${id}`,
      headers: operator,
      payload: {
        code: 'audited-1',
        period: 'weekly',
        kind: 'wager',
        target: 5_000,
        title: { vi: 'Cược', en: 'Wager' },
        reward: { type: 'bonus', amount: 100 },
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().value).toMatchObject({ id, period: 'weekly', kind: 'wager', category: null });
    const audit = await h.db`SELECT action FROM audit_log WHERE subject = ${`mission:${id}`} ORDER BY id`;
    expect(audit.map((a) => a.action)).toEqual(['mission.create', 'mission.update']);
    const member1 = await makeMember(h);
    expect((await h.app.inject({ url: '/wps/operator/missions', headers: member(member1.id) })).statusCode).toBe(403);
  });
});
