/// <reference path="../apps/server/src/platform/crypto/webcrypto-globals.d.ts" />
// `npm run bench:promotions-rebate`: the rebate job for one day of 100,000 players (BENCH_PLAYERS) holding
// 1,000,000 settled bets (BENCH_BETS) over five categories, on one embedded PostgreSQL, and prints the
// figures. Target (issue 16): under 30 s. Players, their cash accounts and bets are written straight into the
// tables (set-up, not timed); the job is the real one (createPeriodPayouts: measure over settled_wagers, then
// every line paid through the engine's reward centre and the ledger), run by a fresh service as the hourly
// job would. It checks each player was paid once, the total is the rates × turnover, a second run pays
// nothing, and the ledger's invariants hold. A benchmark: it prints figures and never fails.
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RebateConfig } from '@app/contracts';
import { createLedgerService, verifyLedger } from '../apps/server/src/modules/ledger/index.js';
import { periodOf } from '../apps/server/src/modules/promotions/periods.js';
import { parsePeriodPayoutConfig } from '../apps/server/src/modules/promotions/rebate.config.js';
import { type CategoryFigures, computeRebate } from '../apps/server/src/modules/promotions/rebate.formula.js';
import { periodPayoutsToSettle } from '../apps/server/src/modules/promotions/rebate.periods.js';
import { findPeriodPromotion } from '../apps/server/src/modules/promotions/rebate.repository.js';
import { createBatchRewards } from '../apps/server/src/modules/promotions/rebate.rewards.js';
import { createPeriodPayouts } from '../apps/server/src/modules/promotions/rebate.service.js';
import { ManualClock } from '../apps/server/src/platform/clock.js';
import { connectDatabase } from '../apps/server/src/platform/db/connect.js';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded.js';
import { migrate } from '../apps/server/src/platform/db/migrate.js';

const PLAYERS = Number.parseInt(process.env.BENCH_PLAYERS ?? '100000', 10);
const BETS = Number.parseInt(process.env.BENCH_BETS ?? '1000000', 10);
const BATCH = Number.parseInt(process.env.BENCH_BATCH ?? '500', 10);
const TZ = 'Asia/Ho_Chi_Minh';
const CATEGORIES = ['RNG', 'LIVE', 'SPORTS', 'LOTT', 'FISH'];
const CONFIG: RebateConfig = { rates: { RNG: 100, LIVE: 80, SPORTS: 50, LOTT: 30, FISH: 0 }, cap: 50_000_000 };

/**
 * CPU time (ms) used so far by the embedded PostgreSQL (postmaster and its backends) and by this process. On
 * a shared machine the wall time of the job depends on the other load; its CPU time much less, so the bench
 * prints both (the job is request–response: its wall time on an idle machine is about the sum).
 */
function cpuMs(dataDir: string): { pg: number; node: number } {
  const pidFile = [path.join(dataDir, 'pg', 'postmaster.pid'), path.join(dataDir, 'postmaster.pid')].find(existsSync);
  const tick = 1000 / 100; // USER_HZ
  let pg = 0;
  if (pidFile) {
    const master = readFileSync(pidFile, 'utf8').split('\n')[0]!.trim();
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        // Fields after the name: state(0) ppid(1) … utime(11) stime(12).
        if (pid === master || f[1] === master) pg += (Number(f[11]) + Number(f[12])) * tick;
      } catch {
        // the process ended meanwhile
      }
    }
  }
  const u = process.cpuUsage();
  return { pg, node: (u.user + u.system) / 1000 };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-promotions-rebate-'));
  chmodSync(dataDir, 0o755);
  const pg = await startEmbeddedPostgres({ dataDir, port: 58_100 + (process.pid % 90) });
  const admin = connectDatabase(pg.url, { max: 1 });
  try {
    await admin.unsafe('CREATE DATABASE bench_rebate');
    const url = new URL(pg.url);
    url.pathname = '/bench_rebate';
    const db = connectDatabase(url.toString(), { max: 8 });
    await migrate(db);
    // 2026-11-25 12:00 local: yesterday (24 November, local) is the closed period the job pays.
    const clock = new ManualClock('2026-11-25T05:00:00Z');
    const day = periodOf('daily', new Date('2026-11-24T05:00:00Z'), TZ);

    const t0 = performance.now();
    await db`
      INSERT INTO members (account, type, created_at)
      SELECT 'rb' || g, 0, ${clock.now()} FROM generate_series(1, ${PLAYERS}) g`;
    const [{ first } = { first: 0 }] = await db<{ first: number }[]>`SELECT min(id)::int AS first FROM members`;
    // Betting members have wallets (they deposited): their cash accounts exist, as in production.
    await db`
      INSERT INTO ledger_accounts (code, owner_member_id, kind, vendor, unit, protected, created_at)
      SELECT 'm:' || id || ':cash', id, 'cash', NULL, 'VND', true, ${clock.now()} FROM members`;
    await db`
      INSERT INTO bets (member_id, vendor, round_id, unit, category, stake, win, status, created_at, updated_at, settled_at)
      SELECT ${first} + (g % ${PLAYERS}), 'BENCH', 'r' || g, 'VND', (${CATEGORIES}::text[])[(g / 7) % 5 + 1],
             1000 + (g % 50) * 1000, CASE WHEN g % 3 = 0 THEN (1000 + (g % 50) * 1000) * 2 ELSE 0 END, 'settled',
             ${day.start}::timestamptz + (g % 86000) * interval '1 second',
             ${day.start}::timestamptz + (g % 86000) * interval '1 second',
             ${day.start}::timestamptz + (g % 86000) * interval '1 second'
        FROM generate_series(1, ${BETS}) g`;
    const [promo] = await db<{ id: number }[]>`
      INSERT INTO promotions (code, kind, category, content, visible_from, active_from, eligibility, period, entry_mode,
                              reward, limits, enabled, created_at, updated_at)
      VALUES ('bench-rebate', 'rebate', 'rebate',
              ${db.json({ vi: { title: 'Hoàn trả', summary: '', rulesHtml: '', imageUrl: '' }, en: { title: 'Rebate', summary: '', rulesHtml: '', imageUrl: '' } })},
              '2026-11-01', '2026-11-23T17:00:00Z', '{}', 'daily', 'automatic',
              ${db.json({ type: 'external', config: CONFIG } as never)}, '{}', true, ${clock.now()}, ${clock.now()})
      RETURNING id`;
    // A day-old bets table has been vacuumed by autovacuum (its inserts trigger it): the period read can use
    // the settled-time index alone.
    await db`VACUUM ANALYZE`;
    console.log(
      `set-up: ${PLAYERS} players, ${BETS} settled bets on ${day.key} (${CATEGORIES.join('/')}) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    const ledger = createLedgerService({ db, clock });
    const rewards = createBatchRewards({ clock, ledger });
    const payouts = createPeriodPayouts({ db, clock, timeZone: TZ, rewards, payBatch: BATCH });
    // The job's two steps timed apart: measure (one read of settled_wagers, lines written), then pay.
    const cpu0 = cpuMs(dataDir);
    const t1 = performance.now();
    const row = (await findPeriodPromotion(db, promo!.id))!;
    const span = periodPayoutsToSettle(row, clock.now(), TZ, 10 * 60_000).at(-1)!;
    const measured = await payouts.measure(row, parsePeriodPayoutConfig(row.kind, row.reward)!, span);
    const tMeasure = (performance.now() - t1) / 1000;
    const reports = await payouts.runDue();
    const secs = (performance.now() - t1) / 1000;
    const cpu1 = cpuMs(dataDir);
    const [run] = await db<{ members: number; amount: number }[]>`
      SELECT members, amount FROM promotion_period_runs WHERE promotion_id = ${promo!.id} AND period_key = ${day.key}`;
    console.log(
      `rebate job ${span.key}: ${measured} lines measured in ${tMeasure.toFixed(2)} s, ${run?.members} players paid ${run?.amount} — ` +
        `total ${secs.toFixed(2)} s, ${Math.round(BETS / secs).toLocaleString('en')} bets/s, ` +
        `${Math.round(PLAYERS / secs).toLocaleString('en')} players/s (target < 30 s); job report ${JSON.stringify(reports)}`,
    );

    const pgCpu = (cpu1.pg - cpu0.pg) / 1000;
    const nodeCpu = (cpu1.node - cpu0.node) / 1000;
    console.log(
      `CPU time of the job: PostgreSQL ${pgCpu.toFixed(1)} s + Node ${nodeCpu.toFixed(1)} s = ${(pgCpu + nodeCpu).toFixed(1)} s ` +
        `(wall ${secs.toFixed(1)} s; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`,
    );
    const [paid] = await db<{ n: number; keys: number; total: number }[]>`
      SELECT count(*)::int AS n, count(DISTINCT idempotency_key)::int AS keys, coalesce(sum(amount), 0)::bigint AS total
        FROM ledger_transfers WHERE kind = 'rebate'`;
    // What the pure formula gives each player from the view's sums (the figures the job must have paid).
    const sums = await db<{ member_id: number; category: string; turnover: number }[]>`
      SELECT member_id, category, sum(valid_turnover)::bigint AS turnover FROM settled_wagers
       WHERE unit = 'VND' GROUP BY member_id, category ORDER BY member_id`;
    const byMember = new Map<number, CategoryFigures[]>();
    for (const r of sums) {
      const list = byMember.get(r.member_id) ?? [];
      list.push({ category: r.category, turnover: r.turnover, stake: r.turnover, win: 0 });
      byMember.set(r.member_id, list);
    }
    const expected = [...byMember.values()].reduce((t, f) => t + computeRebate(CONFIG, f).amount, 0);
    const [rewardRows] = await db<{ n: number; members: number }[]>`
      SELECT count(*)::int AS n, count(DISTINCT member_id)::int AS members FROM promotion_rewards WHERE source = 'rebate'`;
    console.log(
      `ledger: ${paid!.n} rebate payments (${paid!.keys} keys), ${rewardRows!.n} rewards for ${rewardRows!.members} players; total ${paid!.total} vs the formula ${expected}`,
    );
    const t2 = performance.now();
    const again = await createPeriodPayouts({ db, clock, timeZone: TZ, rewards, payBatch: BATCH }).runDue();
    console.log(`second run: ${JSON.stringify(again)} in ${((performance.now() - t2) / 1000).toFixed(2)} s`);
    const report = await verifyLedger(db);
    console.log(
      `ledger invariants: ${report.violations.length === 0 ? 'ok' : JSON.stringify(report.violations.slice(0, 3))}`,
    );
    await db.end();
  } finally {
    await admin.end();
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
