import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness.js';
import { createRgGuard } from './rg.guard.js';

/*
 * The check runs on every stake: what it costs, measured on the real database. A member with no limit pays
 * one indexed probe; a member with a loss limit one more read over this month's bets (here 3,000 rounds
 * across products, a heavy player's month). Figures are printed; the bounds are loose (a busy CI machine).
 */
describe('the stake check is fast', () => {
  it('measures assertMayStake with no limit and with a loss limit over a month of 3,000 bets', async () => {
    const { db, clock } = await createTestApp();
    const guard = createRgGuard({ clock, timezone: 'Asia/Ho_Chi_Minh' });
    const [plain, heavy] = await db<{ id: number }[]>`INSERT INTO members (account, type, created_at)
      VALUES ('perf-plain', 0, ${clock.now()}), ('perf-heavy', 0, ${clock.now()}) RETURNING id`;
    const now = clock.now().getTime();
    await db`INSERT INTO bets (member_id, vendor, round_id, unit, category, stake, win, status, created_at, updated_at, settled_at)
      SELECT ${heavy!.id}, (ARRAY['PG','HOUSE','dice','JOKER'])[1 + i % 4], 'r' || i, 'VND', 'RNG', 10000, (i % 3) * 7000,
             'settled', to_timestamp(${now / 1000} - i * 600), to_timestamp(${now / 1000} - i * 600),
             to_timestamp(${now / 1000} - i * 600)
        FROM generate_series(1, 3000) i`;
    // Background noise: other members' bets in the same table.
    await db`INSERT INTO members (account, type, created_at) SELECT 'perf-o' || g, 0, ${clock.now()} FROM generate_series(1, 50) g`;
    await db`INSERT INTO bets (member_id, vendor, round_id, unit, category, stake, win, status, created_at, updated_at)
      SELECT m.id, 'PG', 'o' || i, 'VND', 'RNG', 5000, 0, 'settled', to_timestamp(${now / 1000} - i * 60), to_timestamp(${now / 1000} - i * 60)
        FROM members m, generate_series(1, 400) i WHERE m.account LIKE 'perf-o%'`;
    await db`ANALYZE bets`;
    await db`INSERT INTO rg_limits (member_id, kind, period, value, updated_at) VALUES
      (${heavy!.id}, 'loss', 'daily', 900000000, ${clock.now()}), (${heavy!.id}, 'loss', 'monthly', 900000000, ${clock.now()}),
      (${heavy!.id}, 'wager', 'weekly', 900000000, ${clock.now()})`;
    const time = async (memberId: number) => {
      for (let i = 0; i < 20; i++) await guard.assertMayStake(db, memberId, { amount: 1000, product: 'perf' });
      const ms: number[] = [];
      for (let i = 0; i < 300; i++) {
        const t0 = performance.now();
        await guard.assertMayStake(db, memberId, { amount: 1000, product: 'perf' });
        ms.push(performance.now() - t0);
      }
      ms.sort((a, b) => a - b);
      return { p50: ms[150]!, p95: ms[285]! };
    };
    const none = await time(plain!.id);
    const limited = await time(heavy!.id);
    console.log(
      `assertMayStake: no limit p50 ${none.p50.toFixed(2)} ms p95 ${none.p95.toFixed(2)} ms; ` +
        `loss+wager limits over 3,000 bets p50 ${limited.p50.toFixed(2)} ms p95 ${limited.p95.toFixed(2)} ms`,
    );
    expect(none.p50).toBeLessThan(20);
    expect(limited.p50).toBeLessThan(50);
  });
});
