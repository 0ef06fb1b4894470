// `npm run bench:agent-team`: the agent team tree (closure table agent_team, migration 0180) on a generated
// tree of BENCH_MEMBERS accounts (default 100,000; a 3-ary tree, ~11 levels, every inner node an agent),
// on one embedded PostgreSQL. Prints: building the tree through the members trigger (rows/s), the backfill
// statement of the migration over the same tree, "whole team of X" (the root: every account; a mid-level
// agent), "path to the top" and assertInTeam for random members, an operator move of a third of the tree,
// and the team overview (teamFigures) of the root with BENCH_BETS settled bets. A benchmark: never fails.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { teamFigures } from '../apps/server/src/modules/agents/overview.repository.js';
import { assertInTeam, listDownlines, pathToTop } from '../apps/server/src/modules/agents/team.repository.js';
import { connectDatabase, type Db } from '../apps/server/src/platform/db/connect.js';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded.js';
import { migrate } from '../apps/server/src/platform/db/migrate.js';

const MEMBERS = Number.parseInt(process.env.BENCH_MEMBERS ?? '100000', 10);
const BETS = Number.parseInt(process.env.BENCH_BETS ?? '200000', 10);
const RUNS = Number.parseInt(process.env.BENCH_RUNS ?? '200', 10);
const FANOUT = 3;
// The database's own clock: the overview's closed days end before the database's current day.
const NOW = new Date();

const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return `p50 ${fmt(q(0.5))}  p99 ${fmt(q(0.99))}  max ${fmt(s.at(-1)!)}  (n=${s.length})`;
}
async function timeIt<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const v = await fn();
  return [performance.now() - t0, v];
}
async function sample(runs: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) out.push((await timeIt(() => fn(i)))[0]);
  return out;
}
/** The single number a one-row, one-column query answers. */
async function scalar(q: Promise<readonly Record<string, number>[]>): Promise<number> {
  const [row] = await q;
  return Object.values(row ?? {})[0] ?? 0;
}
const rand = (n: number) => 1 + Math.floor(Math.random() * n);

/** Member g (1-based) has upline (g - 2) / FANOUT + 1: inserted level by level so each upline exists first. */
async function buildTree(db: Db): Promise<Map<number, number>> {
  let lo = 1;
  let width = 1;
  while (lo <= MEMBERS) {
    const hi = Math.min(MEMBERS, lo + width - 1);
    // Sign-ups spread over the last two years (a few hundred a day, not the whole tree today).
    await db`INSERT INTO members (account, type, upline_id, created_at)
      SELECT 'b' || g, CASE WHEN g * ${FANOUT} <= ${MEMBERS} THEN 1 ELSE 0 END, p.id,
             ${NOW}::timestamptz - (g % 730) * interval '1 day'
        FROM generate_series(${lo}::int, ${hi}::int) g
        LEFT JOIN members p ON p.account = 'b' || ((g - 2) / ${FANOUT} + 1) AND g > 1`;
    lo = hi + 1;
    width *= FANOUT;
  }
  const rows = await db<
    { g: number; id: number }[]
  >`SELECT substr(account, 2)::int AS g, id FROM members WHERE account LIKE 'b%'`;
  return new Map(rows.map((r) => [r.g, r.id]));
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-agent-team-'));
  chmodSync(dataDir, 0o755);
  const pg = await startEmbeddedPostgres({ dataDir, port: 59_000 + (process.pid % 900) });
  const admin = connectDatabase(pg.url, { max: 1 });
  try {
    await admin.unsafe('CREATE DATABASE bench_agent_team');
    const url = new URL(pg.url);
    url.pathname = '/bench_agent_team';
    const db = connectDatabase(url.toString(), { max: 4 });
    await migrate(db);

    const [buildMs, ids] = await timeIt(() => buildTree(db));
    const links = await scalar(db`SELECT count(*)::int AS n FROM agent_team`);
    const maxDepth = await scalar(db`SELECT max(depth)::int AS d FROM agent_team`);
    console.log(`tree: ${MEMBERS} accounts, ${links} closure rows, depth ${maxDepth}`);
    console.log(
      `build through the insert trigger: ${fmt(buildMs)} (${Math.round(MEMBERS / (buildMs / 1000))} accounts/s)`,
    );
    await db`VACUUM ANALYZE agent_team`;
    await db`VACUUM ANALYZE members`;

    // The migration's backfill over the same tree, on a copy.
    const [backfillMs] = await timeIt(() =>
      db.begin(async (tx) => {
        await tx`CREATE TEMP TABLE team_copy (LIKE agent_team) ON COMMIT DROP`;
        await tx`INSERT INTO team_copy (ancestor_id, descendant_id, depth)
          WITH RECURSIVE walk (ancestor_id, descendant_id, depth) AS (
            SELECT id, id, 0 FROM members
            UNION ALL SELECT w.ancestor_id, m.id, w.depth + 1 FROM walk w JOIN members m ON m.upline_id = w.descendant_id
             WHERE w.depth < 1000)
          SELECT * FROM walk`;
      }),
    );
    console.log(`backfill (recursive walk, as in the migration): ${fmt(backfillMs)}`);

    const root = ids.get(1)!;
    const mid = ids.get(5)!; // level 2: ~1/9 of the tree
    const wholeRoot = await sample(
      Math.min(RUNS, 50),
      () => db`SELECT descendant_id FROM agent_team WHERE ancestor_id = ${root} AND depth > 0`,
    );
    console.log(`whole team of the root (${MEMBERS - 1} ids fetched): ${stats(wholeRoot)}`);
    const countRoot = await sample(
      Math.min(RUNS, 50),
      () => db`SELECT count(*) FROM agent_team WHERE ancestor_id = ${root} AND depth > 0`,
    );
    console.log(`whole team of the root, count only: ${stats(countRoot)}`);
    const midSize = await scalar(
      db`SELECT count(*)::int AS n FROM agent_team WHERE ancestor_id = ${mid} AND depth > 0`,
    );
    const wholeMid = await sample(
      RUNS,
      () => db`SELECT descendant_id FROM agent_team WHERE ancestor_id = ${mid} AND depth > 0`,
    );
    console.log(`whole team of a level-2 agent (${midSize} ids fetched): ${stats(wholeMid)}`);
    const path = await sample(RUNS * 5, () => pathToTop(db, ids.get(rand(MEMBERS))!));
    console.log(`path to the top of a random account (with account names): ${stats(path)}`);
    const inTeam = await sample(RUNS * 5, () =>
      assertInTeam(db, root, ids.get(1 + rand(MEMBERS - 1))!).catch(() => undefined),
    );
    console.log(`assertInTeam(root, random account): ${stats(inTeam)}`);

    const listRoot = await sample(50, () => listDownlines(db, { agentId: root, parentId: root, limit: 20, offset: 0 }));
    console.log(`team management, the root's direct downlines with team sizes and balances: ${stats(listRoot)}`);
    const listMid = await sample(50, () => listDownlines(db, { agentId: root, parentId: mid, limit: 20, offset: 0 }));
    console.log(`team management, drill-down to a level-2 agent: ${stats(listMid)}`);
    const search = await sample(50, (i) =>
      listDownlines(db, { agentId: root, parentId: root, search: `b${1000 + i}`, limit: 20, offset: 0 }),
    );
    console.log(`team management, search by account over the root's whole team: ${stats(search)}`);

    if (BETS > 0) {
      // The last 29 days' bets (history), then today's: one statement each, as days go by.
      const load = (today: boolean) => db`
        INSERT INTO bets (member_id, vendor, round_id, unit, category, stake, win, status, created_at, updated_at, settled_at)
        SELECT m.id, 'BENCH', 'r' || g, 'VND', 'RNG', 10000, (g % 3) * 5000, 'settled',
               ${NOW}::timestamptz - (g % 30) * interval '1 day', ${NOW}::timestamptz - (g % 30) * interval '1 day',
               ${NOW}::timestamptz - (g % 30) * interval '1 day'
          FROM generate_series(1, ${BETS}) g JOIN members m ON m.account = 'b' || (1 + g % ${MEMBERS})
         WHERE (g % 30 = 0) = ${today}`;
      await load(false);
      // History was written on the days it happened: its log of changes to closed days is older than today.
      await db`UPDATE member_day_past_changes SET at = at - interval '1 day'`;
      await load(true);
      await db`VACUUM ANALYZE bets`;
    }
    // The rollup the overview reads (migration 0203), kept by the bets trigger during the insert above.
    await db`VACUUM ANALYZE member_day_stats`;
    const rollupRows = await scalar(db`SELECT count(*)::int AS n FROM member_day_stats`);
    console.log(`rollup member_day_stats: ${rollupRows} rows (member, day, category)`);
    if (process.env.BENCH_EXPLAIN) {
      await db`SELECT set_config('app.explain_agent', ${String(root)}, false)`;
      const plan = await db.unsafe(process.env.BENCH_EXPLAIN.replaceAll('$ROOT', String(root)));
      for (const r of plan) console.log(Object.values(r)[0]);
    }
    // The overview reads the closed days from the agent's cache (computed once, kept while nothing in them
    // changes) and today live: the first call computes, the next ones read.
    const overviewOf = (agentId: number) =>
      teamFigures(db, { agentId, now: NOW, timezone: 'Asia/Ho_Chi_Minh', days: 30 });
    const [coldRoot] = await timeIt(() => overviewOf(root));
    const overview = await sample(50, () => overviewOf(root));
    console.log(`team overview of the root (${MEMBERS - 1} below, ${BETS} bets, 30-day series): first call (computes`);
    console.log(`  the closed days) ${fmt(coldRoot)}; then ${stats(overview)}`);
    const [coldMid] = await timeIt(() => overviewOf(mid));
    const overviewMid = await sample(50, () => overviewOf(mid));
    console.log(
      `team overview of a level-2 agent (${midSize} below): first ${fmt(coldMid)}; then ${stats(overviewMid)}`,
    );
    // Today's activity goes on: 2,000 more bets settle today (read live, no recompute).
    await db`INSERT INTO bets (member_id, vendor, round_id, unit, category, stake, win, status, created_at, updated_at, settled_at)
      SELECT m.id, 'BENCH', 'today' || g, 'VND', 'RNG', 10000, 0, 'settled', ${NOW}, ${NOW}, ${NOW}
        FROM generate_series(1, 2000) g JOIN members m ON m.account = 'b' || (1 + (g * 37) % ${MEMBERS})`;
    const afterBets = await sample(50, () => overviewOf(root));
    console.log(`team overview of the root after 2,000 more bets today: ${stats(afterBets)}`);

    // Operator move: the subtree of b2 (a third of the tree) goes under b10 (a child of b3, outside b2's subtree).
    const moved = ids.get(2)!;
    const subtree = await scalar(db`SELECT count(*)::int AS n FROM agent_team WHERE ancestor_id = ${moved}`);
    const [moveMs] = await timeIt(() => db`UPDATE members SET upline_id = ${ids.get(10)!} WHERE id = ${moved}`);
    console.log(`operator move of a subtree of ${subtree} accounts (one statement, trigger): ${fmt(moveMs)}`);
    await db.end({ timeout: 5 });
  } finally {
    await admin.end({ timeout: 5 });
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
