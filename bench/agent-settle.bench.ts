/// <reference path="../apps/server/src/platform/crypto/webcrypto-globals.d.ts" />
// `npx tsx bench/agent-settle.bench.ts`: settles one day of daily salary for an agent tree of 100,000 accounts
// (BENCH_ACCOUNTS) holding 1,000,000 settled bets (BENCH_BETS), on one embedded PostgreSQL, and prints rows/s.
// Target (issue 15): under 60 s. Tree: 10 top agents (2 %), 10 agents under each (1.5 %), 10 under each of
// those (1 %), 10 under each of those (0.5 %) = 11,110 agents holding contracts, the rest players spread under
// the bottom agents; every bet is a player's. Written straight into the tables (members through the agent_team
// triggers, contracts, bets); the settlement is the real one (measure + level difference + ledger payment).
// It checks every agent was paid once and that the total is the top rate of the whole turnover (level
// difference pays nothing twice). A benchmark: it prints figures and never fails.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { periodAt } from '../apps/server/src/modules/agents/settlement.periods.js';
import { createSettlementService } from '../apps/server/src/modules/agents/settlement.service.js';
import { loadAgentContractSettings } from '../apps/server/src/modules/agents/settlement.settings.js';
import { createLedgerService, verifyLedger } from '../apps/server/src/modules/ledger/index.js';
import { ManualClock } from '../apps/server/src/platform/clock.js';
import { connectDatabase } from '../apps/server/src/platform/db/connect.js';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded.js';
import { migrate } from '../apps/server/src/platform/db/migrate.js';

const ACCOUNTS = Number.parseInt(process.env.BENCH_ACCOUNTS ?? '100000', 10);
const BETS = Number.parseInt(process.env.BENCH_BETS ?? '1000000', 10);
const TZ = 'Asia/Ho_Chi_Minh';
const RATES = [200, 150, 100, 50];

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-agent-settle-'));
  chmodSync(dataDir, 0o755);
  const pg = await startEmbeddedPostgres({ dataDir, port: 59_800 + (process.pid % 90) });
  const admin = connectDatabase(pg.url, { max: 1 });
  try {
    await admin.unsafe('CREATE DATABASE bench_agents');
    const url = new URL(pg.url);
    url.pathname = '/bench_agents';
    const db = connectDatabase(url.toString(), { max: 8 });
    await migrate(db);
    const clock = new ManualClock('2026-11-25T05:00:00Z');
    const day = periodAt('daily', new Date('2026-11-24T05:00:00Z'), TZ);

    const t0 = performance.now();
    // Levels of agents, each under the previous level (i-th agent under parent i / 10).
    let parents: number[] = [];
    const agents: number[] = [];
    for (let level = 0; level < 4; level++) {
      const count = 10 ** (level + 1);
      const rows = await db<{ id: number }[]>`
        INSERT INTO members (account, type, upline_id, created_at)
        SELECT 'ag' || ${level} || '_' || g, 1,
               ${level === 0 ? null : db`(${parents}::bigint[])[(g - 1) / 10 + 1]`}, ${clock.now()}
          FROM generate_series(1, ${count}) g ORDER BY g RETURNING id`;
      const ids = rows.map((r) => r.id);
      await db`
        INSERT INTO agent_contracts (agent_id, upline_id, kind, tiers, status, effective_from, offered_by, offered_at, decided_at)
        SELECT m.id, m.upline_id, 'daily',
               ${db.json([{ minTurnover: 0, minNetLoss: 0, minActive: 0, rateBp: RATES[level]! }] as never)},
               'accepted', '2026-01-01', 'bench', '2026-01-01', '2026-01-01'
          FROM members m WHERE m.id = ANY(${ids}::bigint[])`;
      agents.push(...ids);
      parents = ids;
    }
    const players = ACCOUNTS - agents.length;
    await db`
      INSERT INTO members (account, type, upline_id, created_at)
      SELECT 'pl' || g, 0, (${parents}::bigint[])[(g % ${parents.length}) + 1], ${clock.now()}
        FROM generate_series(1, ${players}) g`;
    const [{ first } = { first: 0 }] = await db<
      { first: number }[]
    >`SELECT min(id)::int AS first FROM members WHERE account LIKE 'pl%'`;
    await db`
      INSERT INTO bets (member_id, vendor, round_id, unit, category, stake, win, status, created_at, updated_at, settled_at)
      SELECT ${first} + (g % ${players}), 'BENCH', 'r' || g, 'VND', 'SLOT', 1000 + (g % 50) * 1000,
             CASE WHEN g % 3 = 0 THEN (1000 + (g % 50) * 1000) * 2 ELSE 0 END, 'settled',
             ${day.start}::timestamptz + (g % 86000) * interval '1 second',
             ${day.start}::timestamptz + (g % 86000) * interval '1 second',
             ${day.start}::timestamptz + (g % 86000) * interval '1 second'
        FROM generate_series(1, ${BETS}) g`;
    await db`ANALYZE`;
    const [team] = await db<{ rows: number }[]>`SELECT count(*)::int AS rows FROM agent_team`;
    const [turn] = await db<{ t: string }[]>`SELECT sum(stake)::text AS t FROM bets`;
    console.log(
      `set-up: ${ACCOUNTS} accounts (${agents.length} agents with contracts), ${team!.rows} agent_team rows, ${BETS} bets in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    const ledger = createLedgerService({ db, clock });
    const settlement = createSettlementService({ db, clock, ledger, timeZone: TZ });
    const t1 = performance.now();
    const recorded = await settlement.measure(day, await loadAgentContractSettings(db));
    const tMeasure = (performance.now() - t1) / 1000;
    const paidNow = await settlement.payPending('daily');
    const secs = (performance.now() - t1) / 1000;
    const res = { period: day.key, recorded, paid: paidNow };
    console.log(
      `settled ${res?.period}: ${res?.recorded} records (measure ${tMeasure.toFixed(2)} s), ${res?.paid} paid in ${secs.toFixed(2)} s — ` +
        `${Math.round(BETS / secs).toLocaleString('en')} bets/s, ${Math.round((BETS + team!.rows) / secs).toLocaleString('en')} rows/s (target < 60 s)`,
    );

    const [paid] = await db<{ n: number; total: string; keys: number }[]>`
      SELECT count(*)::int AS n, sum(amount)::text AS total, count(DISTINCT idempotency_key)::int AS keys
        FROM ledger_transfers WHERE kind = 'agent_daily'`;
    const expected = Math.floor((Number(turn!.t) * RATES[0]!) / 10_000);
    console.log(
      `ledger: ${paid!.n} payments (${paid!.keys} keys) for ${agents.length} agents; total ${paid!.total} vs top rate × turnover ${expected}`,
    );
    const again = await settlement.settleDue('daily');
    console.log(`second run: ${again?.recorded} records, ${again?.paid} paid`);
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
