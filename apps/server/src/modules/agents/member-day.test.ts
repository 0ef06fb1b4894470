import { beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../platform/db/connect.js';
import { type CashoutHarness, cashoutApp, makeMember, withdrawer } from '../withdrawals/test/cashout.fixtures.js';
import { rollupZoneReady } from './member-day.zone.js';
import { teamFigures } from './overview.repository.js';

let h: CashoutHarness;
beforeAll(async () => {
  h = await cashoutApp();
  await h.db`INSERT INTO deposit_methods (code, kind, gateway, enabled, min_amount, max_amount, names, bank, sort, updated_at)
             VALUES ('mdtest', 'gateway', 'sandbox', true, 1, 1000000000000, '{}', NULL, 0, now())
             ON CONFLICT (code) DO NOTHING`;
});

/** The rollup rows of some members, as text (bigint-safe), in key order. */
const rollupOf = (db: Queryable, ids: number[]) => db`
  SELECT member_id::int, day::text, category, turnover::text, wins::text, bet_count, deposits::text, withdrawals::text, joined
    FROM member_day_stats WHERE member_id = ANY(${ids}::bigint[]) ORDER BY member_id, day, category`;

/** What a rebuild from the sources gives for the same members (in a transaction that is rolled back). */
async function rebuiltOf(ids: number[]) {
  let rows: unknown[] = [];
  await h.db
    .begin(async (tx) => {
      await tx`SELECT member_day_rebuild('Asia/Ho_Chi_Minh')`;
      rows = [...(await rollupOf(tx, ids))];
      throw new Error('rollback');
    })
    .catch((e: Error) => {
      if (e.message !== 'rollback') throw e;
    });
  return rows;
}

let seq = 0;
const bet = (
  member: number,
  o: { stake: number; win?: number; status?: string; at?: Date; unit?: string; cat?: string },
) => {
  seq += 1;
  const at = o.at ?? h.clock.now();
  const status = o.status ?? 'settled';
  return h.db<{ id: number }[]>`
    INSERT INTO bets (member_id, vendor, round_id, unit, category, stake, win, status, created_at, updated_at, settled_at)
    VALUES (${member}, 'TEST', ${`md${seq}`}, ${o.unit ?? 'VND'}, ${o.cat ?? 'RNG'}, ${o.stake}, ${o.win ?? 0}, ${status},
            ${at}, ${at}, ${status === 'open' ? null : at}) RETURNING id`;
};

describe('member_day_stats (per-member per-day rollup kept by statement triggers)', () => {
  it('follows bets, deposits, withdrawals and sign-ups through every change and equals a rebuild', async () => {
    const a = await makeMember(h);
    const w = await withdrawer(h, 0);
    // 2026-11-22T05:00Z is 12:00 in Ho Chi Minh City; 18:00Z is 01:00 on the 23rd there.
    const late = new Date('2026-11-22T18:00:00Z');
    await bet(a.id, { stake: 10_000, win: 4_000 });
    await bet(a.id, { stake: 1_000, cat: 'LOTT' });
    await bet(a.id, { stake: 99_000, unit: 'PLAY' }); // demo chips: not counted
    await bet(a.id, { stake: 2_000, at: late });
    // Open bets settle together in one statement (a round's end); a settled one is cancelled (a void).
    const [o1] = await bet(a.id, { stake: 3_000, status: 'open' });
    const [o2] = await bet(w.id, { stake: 5_000, status: 'open' });
    const [gone] = await bet(w.id, { stake: 7_000, win: 7_000 });
    await h.db`UPDATE bets SET status = 'settled', win = 6_000, settled_at = ${h.clock.now()}
               WHERE id IN (${o1!.id}, ${o2!.id})`;
    await h.db`UPDATE bets SET status = 'cancelled' WHERE id = ${gone!.id}`;

    const [dep] = await h.db<{ id: number }[]>`
      INSERT INTO deposits (member_id, method_code, kind, amount, status, created_at)
      VALUES (${a.id}, 'mdtest', 'gateway', 50_000, 'pending', ${h.clock.now()}) RETURNING id`;
    await h.db`UPDATE deposits SET status = 'succeeded', credited = 50_000, credited_at = ${h.clock.now()} WHERE id = ${dep!.id}`;
    const wd = (amount: number) => h.db<{ id: number }[]>`
      INSERT INTO withdrawals (member_id, request_key, bank_account_id, bank_code, account_number, payee_name, amount,
                               status, created_at, updated_at)
      VALUES (${w.id}, ${`md${amount}`}, ${w.bankAccountId}, 'VCB', '123', 'X', ${amount}, 'pending', now(), now())
      RETURNING id`;
    const [w1] = await wd(20_000);
    const [w2] = await wd(30_000);
    await h.db`UPDATE withdrawals SET status = 'approved', decided_at = ${h.clock.now()} WHERE id IN (${w1!.id}, ${w2!.id})`;
    await h.db`UPDATE withdrawals SET status = 'received' WHERE id = ${w1!.id}`;
    await h.db`UPDATE withdrawals SET status = 'refunded' WHERE id = ${w2!.id}`;

    const rows = await rollupOf(h.db, [a.id, w.id]);
    expect(rows).toEqual([
      {
        member_id: a.id,
        day: '2026-11-22',
        category: '',
        turnover: '0',
        wins: '0',
        bet_count: 0,
        deposits: '50000',
        withdrawals: '0',
        joined: 1,
      },
      {
        member_id: a.id,
        day: '2026-11-22',
        category: 'LOTT',
        turnover: '1000',
        wins: '0',
        bet_count: 1,
        deposits: '0',
        withdrawals: '0',
        joined: 0,
      },
      {
        member_id: a.id,
        day: '2026-11-22',
        category: 'RNG',
        turnover: '13000',
        wins: '10000',
        bet_count: 2,
        deposits: '0',
        withdrawals: '0',
        joined: 0,
      },
      {
        member_id: a.id,
        day: '2026-11-23',
        category: 'RNG',
        turnover: '2000',
        wins: '0',
        bet_count: 1,
        deposits: '0',
        withdrawals: '0',
        joined: 0,
      },
      {
        member_id: w.id,
        day: '2026-11-22',
        category: '',
        turnover: '0',
        wins: '0',
        bet_count: 0,
        deposits: '0',
        withdrawals: '20000',
        joined: 1,
      },
      {
        member_id: w.id,
        day: '2026-11-22',
        category: 'RNG',
        turnover: '5000',
        wins: '6000',
        bet_count: 1,
        deposits: '0',
        withdrawals: '0',
        joined: 0,
      },
    ]);
    expect(await rebuiltOf([a.id, w.id])).toEqual(rows);
  });

  it('is rebuilt in the server zone when the stored zone differs', async () => {
    const m = await makeMember(h);
    await bet(m.id, { stake: 4_000, at: new Date('2026-11-22T18:00:00Z') });
    expect((await rollupOf(h.db, [m.id])).map((r) => r.day)).toEqual(['2026-11-22', '2026-11-23']);
    await rollupZoneReady(h.db, 'UTC');
    expect((await rollupOf(h.db, [m.id])).map((r) => `${r.day}/${r.category}`)).toEqual([
      '2026-11-22/',
      '2026-11-22/RNG',
    ]);
    await h.db`SELECT member_day_rebuild('Asia/Ho_Chi_Minh')`;
  });
});

describe('team overview over the rollup: closed days cached, today live', () => {
  it('counts a member active on a closed day and today once, and follows a void on a closed day and a move', async () => {
    const x = await makeMember(h, { type: 1 });
    const p = await makeMember(h, { uplineId: x.id });
    const q = await makeMember(h, { uplineId: x.id });
    // Today is Sunday 2026-11-22 in Ho Chi Minh City; the week started on Monday the 16th.
    await bet(p.id, { stake: 1_000, at: new Date('2026-11-20T05:00:00Z') });
    await bet(p.id, { stake: 2_000, win: 500 });
    const [gone] = await bet(q.id, { stake: 4_000, at: new Date('2026-11-21T05:00:00Z') });
    const overview = async () =>
      (await h.app.inject({ method: 'GET', url: '/wps/agent/team/overview?days=7', headers: x.headers })).json().value;

    const first = await overview();
    expect(first.today).toMatchObject({ teamSize: 2, activeMembers: 1, turnover: 2_000, wins: 500 });
    expect(first.yesterday).toMatchObject({ activeMembers: 1, turnover: 4_000 });
    expect(first.thisWeek).toMatchObject({ activeMembers: 2, turnover: 7_000, newMembers: 2 });
    expect(await h.db`SELECT through::text FROM agent_overview_cache WHERE agent_id = ${x.id}`).toEqual([
      { through: '2026-11-21' },
    ]);
    // Read again: the same, from the cache; a bet today is read live.
    await bet(q.id, { stake: 3_000 });
    const second = await overview();
    expect(second.today).toMatchObject({ activeMembers: 2, turnover: 5_000 });
    expect(second.thisWeek).toMatchObject({ activeMembers: 2, turnover: 10_000 });

    // A closed day changes (q's bet of yesterday is voided): the cache is recomputed.
    await h.db`UPDATE bets SET status = 'cancelled' WHERE id = ${gone!.id}`;
    const third = await overview();
    expect(third.yesterday).toMatchObject({ activeMembers: 0, turnover: 0 });
    expect(third.thisWeek).toMatchObject({ activeMembers: 2, turnover: 6_000 });

    // The tree changes (q moves out of the team): so do the figures.
    await h.db`UPDATE members SET upline_id = NULL WHERE id = ${q.id}`;
    const fourth = await overview();
    expect(fourth.today).toMatchObject({ teamSize: 1, activeMembers: 1, turnover: 2_000 });
    expect(fourth.thisWeek).toMatchObject({ activeMembers: 1, turnover: 3_000 });
  });
});

describe("today's newcomers to the week and month read off prev_active (0206)", () => {
  it('give the same figures as probing each member, on the database clock', async () => {
    await h.db`DELETE FROM member_day_past_changes`;
    const x = await makeMember(h, { type: 1 });
    const ids = [];
    for (const back of [1, 3, 8, 20, 40]) {
      const m = await makeMember(h, { uplineId: x.id });
      ids.push(m.id);
      await bet(m.id, { stake: 1_000, at: new Date(Date.now() - back * 86_400_000) });
    }
    // Those changes to closed days were made before today: prev_active of today's rows can be trusted.
    await h.db`UPDATE member_day_past_changes SET at = now() - interval '3 days'`;
    for (const id of ids) await bet(id, { stake: 500, at: new Date() });
    const figures = () => teamFigures(h.db, { agentId: x.id, now: new Date(), timezone: 'Asia/Ho_Chi_Minh', days: 7 });
    const fast = await figures();
    expect(fast.active.today).toBe(5);
    // A closed day changes today: prev_active may be stale, so each member is probed (and the cache recomputed).
    await h.db`INSERT INTO member_day_past_changes (day) VALUES (current_date - 1)`;
    const probed = await figures();
    expect(fast).toEqual(probed);
    const [truth] = await h.db<{ week: number; month: number }[]>`
      WITH d AS (SELECT (now() AT TIME ZONE 'Asia/Ho_Chi_Minh')::date AS today)
      SELECT count(DISTINCT member_id) FILTER (WHERE day >= date_trunc('week', today)::date)::int AS week,
             count(DISTINCT member_id) FILTER (WHERE day >= date_trunc('month', today)::date)::int AS month
        FROM member_day_stats, d WHERE member_id = ANY(${ids}::bigint[]) AND bet_count > 0 AND day <= today`;
    expect({ week: fast.active.thisWeek, month: fast.active.thisMonth }).toEqual(truth);
  });
});
