/// <reference path="../apps/server/src/platform/crypto/webcrypto-globals.d.ts" />
// `npm run bench:rounds`: settles one dice round of 100,000 bets (BENCH_BETS) placed by 10,000 members
// (BENCH_MEMBERS) on one embedded PostgreSQL, and prints bets/s. Target: under 5 s (issue 13).
// The bets are written straight into the tables and their stakes through the ledger (transferInTx, as a
// slip does), to keep the set-up short; the settlement is the real one (rounds.settle, chunks of
// BENCH_CHUNK bets), run by a fresh rounds core and ledger (a cold account cache, as on another node).
// A benchmark: it prints figures and never fails; it checks that every bet was paid once and that the
// ledger's invariants hold, and says so.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLedgerService, verifyLedger } from '../apps/server/src/modules/ledger/index.js';
import { createRounds, diceGame } from '../apps/server/src/modules/rounds/index.js';
import { ManualClock } from '../apps/server/src/platform/clock.js';
import { connectDatabase } from '../apps/server/src/platform/db/connect.js';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded.js';
import { migrate } from '../apps/server/src/platform/db/migrate.js';

const BETS = Number.parseInt(process.env.BENCH_BETS ?? '100000', 10);
const MEMBERS = Number.parseInt(process.env.BENCH_MEMBERS ?? '10000', 10);
const CHUNK = Number.parseInt(process.env.BENCH_CHUNK ?? '5000', 10);
const STAKE_CHUNK = 5_000;

const selections = diceGame.rules!().map((r) => r.selection);

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-rounds-'));
  chmodSync(dataDir, 0o755);
  const port = 59_000 + (process.pid % 900);
  const pg = await startEmbeddedPostgres({ dataDir, port });
  const admin = connectDatabase(pg.url, { max: 1 });
  try {
    await admin.unsafe('CREATE DATABASE bench_rounds');
    const url = new URL(pg.url);
    url.pathname = '/bench_rounds';
    const db = connectDatabase(url.toString(), { max: 8 });
    await migrate(db);
    const clock = new ManualClock('2026-11-22T00:00:00Z');
    const ledger = createLedgerService({ db, clock });
    const rounds = createRounds({ db, clock, ledger, games: [diceGame] });

    const t0 = performance.now();
    const members = await db<{ id: number }[]>`
      INSERT INTO members (account, type, payee_name, created_at)
      SELECT 'bench' || g, 0, 'BENCH', ${clock.now()} FROM generate_series(1, ${MEMBERS}) g RETURNING id`;
    const ids = members.map((m) => m.id);
    for (let i = 0; i < ids.length; i += STAKE_CHUNK) {
      await db.begin((tx) =>
        ledger.transferInTx(
          tx,
          ids.slice(i, i + STAKE_CHUNK).map((id) => ({
            debit: { house: 'payment_clearing', unit: 'VND' } as const,
            credit: { member: id, kind: 'cash' } as const,
            amount: 100_000_000,
            unit: 'VND' as const,
            kind: 'deposit',
            idempotencyKey: `bench-fund:${id}`,
          })),
        ),
      );
    }
    const { opened } = await rounds.tick('dice');
    const roundId = opened[0]!;
    // One slip per member, BETS / MEMBERS bets each, every kind of bet in turn; stake 1,000–9,000.
    const slips = await db<{ id: number; member_id: number }[]>`
      INSERT INTO round_slips (round_id, member_id, idempotency_key, request_hash, unit, total_stake, created_at)
      SELECT ${roundId}, m, 'bench', 'bench', 'VND', 1, ${clock.now()} FROM unnest(${ids}::bigint[]) m
      RETURNING id, member_id`;
    const bets: { slip: number; member: number; selection: string; stake: number }[] = [];
    for (let i = 0; i < BETS; i++) {
      const slip = slips[i % slips.length]!;
      bets.push({
        slip: slip.id,
        member: slip.member_id,
        selection: JSON.stringify(selections[i % selections.length]),
        stake: 1_000 * (1 + (i % 9)),
      });
    }
    for (let i = 0; i < bets.length; i += STAKE_CHUNK) {
      const part = bets.slice(i, i + STAKE_CHUNK);
      await db.begin(async (tx) => {
        const rows = await tx<{ id: number; member_id: number; stake: number }[]>`
          INSERT INTO round_bets (round_id, slip_id, member_id, unit, selection, stake, max_payout, created_at)
          SELECT ${roundId}, u.slip, u.member, 'VND', u.sel::jsonb, u.stake, u.stake * 181, ${clock.now()}
          FROM unnest(${part.map((b) => b.slip)}::bigint[], ${part.map((b) => b.member)}::bigint[],
                      ${part.map((b) => b.selection)}::text[], ${part.map((b) => b.stake)}::bigint[]) AS u(slip, member, sel, stake)
          RETURNING id, member_id, stake`;
        await ledger.transferInTx(
          tx,
          rows.map((b) => ({
            debit: { member: b.member_id, kind: 'cash' } as const,
            credit: { house: 'game_revenue', unit: 'VND' } as const,
            amount: b.stake,
            unit: 'VND' as const,
            kind: 'bet',
            reference: `round-${roundId}`,
            idempotencyKey: `round-bet:${b.id}:stake`,
          })),
        );
      });
    }
    // Betting history's line per member for the round, as slips write it.
    await db`
      INSERT INTO bets (member_id, vendor, round_id, unit, game_node_id, category, stake, status, created_at, updated_at)
      SELECT member_id, 'HOUSE', ${`dice-${roundId}`}, 'VND', 'HOUSE-DICE-1', 'LIVE', sum(stake), 'open', ${clock.now()}, ${clock.now()}
      FROM round_bets WHERE round_id = ${roundId} GROUP BY member_id`;
    const setupSeconds = (performance.now() - t0) / 1000;
    await rounds.close(roundId);
    const drawn = await rounds.draw(roundId);
    console.log(
      `\n  set-up: ${MEMBERS.toLocaleString('en')} members, ${BETS.toLocaleString('en')} bets and their stakes in ${setupSeconds.toFixed(1)} s; dice ${JSON.stringify((drawn!.result as { dice: number[] }).dice)}`,
    );

    // Settlement by another node: its own ledger (cold account cache) and rounds core.
    const coldLedger = createLedgerService({ db, clock });
    let ledgerMs = 0;
    const timedLedger = {
      ...coldLedger,
      transferInTx: async (...args: Parameters<typeof coldLedger.transferInTx>) => {
        const t = performance.now();
        try {
          return await coldLedger.transferInTx(...args);
        } finally {
          ledgerMs += performance.now() - t;
        }
      },
    };
    const settler = createRounds({ db, clock, ledger: timedLedger, games: [diceGame] });
    const cpu0 = process.cpuUsage();
    const start = performance.now();
    const report = await settler.settle(roundId, { chunkSize: CHUNK });
    const seconds = (performance.now() - start) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const [check] = await db<{ open: number; won: number; paid: number; transfers: number }[]>`
      SELECT count(*) FILTER (WHERE state = 'placed')::int AS open, count(*) FILTER (WHERE state = 'won')::int AS won,
             coalesce(sum(payout), 0)::bigint AS paid,
             (SELECT count(*)::int FROM ledger_transfers WHERE kind = 'win' AND reference = ${`round-${roundId}`}) AS transfers
      FROM round_bets WHERE round_id = ${roundId}`;
    console.log(
      `  settled ${report.bets.toLocaleString('en')} bets in ${seconds.toFixed(2)} s: ${Math.round(report.bets / seconds).toLocaleString('en')} bets/s (target: 100,000 in < 5 s)`,
    );
    console.log(
      `  winners ${check!.won.toLocaleString('en')} (payout transfers ${check!.transfers.toLocaleString('en')}), paid ${(check!.paid / 100).toLocaleString('en')}, round ${report.round.state}, open bets left ${check!.open}`,
    );
    console.log(`  of which payout transfers (ledger.transferInTx): ${(ledgerMs / 1000).toFixed(2)} s`);
    console.log(
      `  this process's CPU: ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s (the rest is PostgreSQL); chunks of ${CHUNK}`,
    );
    const ledgerReport = await verifyLedger(db);
    console.log(
      `  ledger: ${ledgerReport.transfers} transfers, invariants ${ledgerReport.ok ? 'hold' : `VIOLATED (${ledgerReport.violations.length})`}`,
    );
    console.log(
      `  machine: ${os.cpus().length} CPU(s), load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}\n`,
    );
    await db.end({ timeout: 5 });
  } finally {
    await admin.end({ timeout: 5 });
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
