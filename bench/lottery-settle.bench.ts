/// <reference path="../apps/server/src/platform/crypto/webcrypto-globals.d.ts" />
// `npm run bench:lottery-settle`: settles one fast-lottery draw (sieutoc-1m-n, North layout, 27 numbers)
// holding 100,000 bets (BENCH_BETS) of mixed types — lô 2/3/4 số, xiên 2/3/4, lô trượt, đề, đầu/đuôi,
// 3 càng, đá, đảo, Tài/Xỉu, Chẵn/Lẻ — placed by 10,000 members (BENCH_MEMBERS), on one embedded PostgreSQL,
// and prints bets/s. Target (issue 14): under 5 s. The bets are written straight into the tables as a slip
// stores them (selection with its frozen price, stake = lotteryBetCost, max payout) with their stakes
// through the ledger, to keep the set-up short; the draw is the core's (drawn from its committed seeds) and
// the settlement is the real one (rounds.settle in chunks of BENCH_CHUNK), run by a fresh rounds core and
// ledger (a cold cache, as on another node). It checks every bet was paid exactly what settleLotteryBet
// says, once, and that the ledger's invariants hold. A benchmark: it prints figures and never fails.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOTTERY_POINT_SCALE } from '@app/contracts';
import {
  DEFAULT_LOTTERY_ODDS,
  indexLotteryResult,
  type LotteryOddsTable,
  type LotteryResult,
  type LotterySelection,
  lotteryBetCost,
  settleLotteryBet,
} from '@app/games';
import { createLedgerService, verifyLedger } from '../apps/server/src/modules/ledger/index.js';
import { priceTable, storedMaxPayout } from '../apps/server/src/modules/lottery/games.plugin.js';
import { lotteryFamily } from '../apps/server/src/modules/lottery/index.js';
import { createRounds, diceGame } from '../apps/server/src/modules/rounds/index.js';
import { ManualClock } from '../apps/server/src/platform/clock.js';
import { connectDatabase } from '../apps/server/src/platform/db/connect.js';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded.js';
import { migrate } from '../apps/server/src/platform/db/migrate.js';

const BETS = Number.parseInt(process.env.BENCH_BETS ?? '100000', 10);
const MEMBERS = Number.parseInt(process.env.BENCH_MEMBERS ?? '10000', 10);
const CHUNK = Number.parseInt(process.env.BENCH_CHUNK ?? '5000', 10);
const GAME = 'sieutoc-1m-n';
const STAKE_CHUNK = 5_000;

/** The game's Elott table as the server prices it (the maths' defaults × LOTTERY_POINT_SCALE). */
const TABLE: LotteryOddsTable = Object.fromEntries(
  Object.entries(DEFAULT_LOTTERY_ODDS.Elott.north).map(([k, e]) => [
    k,
    { cost: e.cost * LOTTERY_POINT_SCALE, win: e.win * LOTTERY_POINT_SCALE },
  ]),
);

const n2 = (i: number) => String(i % 100).padStart(2, '0');
const n3 = (i: number) => String(i % 1000).padStart(3, '0');
/** The i-th bet's selection: every kind in turn, numbers spread over the range. */
function selectionOf(i: number): LotterySelection {
  const k = Math.floor(i / 19);
  switch (i % 19) {
    case 0:
      return { kind: 'lo2', numbers: [n2(k), n2(k + 37)] };
    case 1:
      return { kind: 'lo3', numbers: [n3(k * 7)] };
    case 2:
      return { kind: 'lo4', numbers: [String((k * 13) % 10000).padStart(4, '0')] };
    case 3:
      return { kind: 'xien2', numbers: [n2(k), n2(k + 1)] };
    case 4:
      return { kind: 'xien3', numbers: [n2(k), n2(k + 11), n2(k + 22)] };
    case 5:
      return { kind: 'xien4', numbers: [n2(k), n2(k + 3), n2(k + 5), n2(k + 9)] };
    case 6:
      return { kind: 'truot4', numbers: [n2(k), n2(k + 25), n2(k + 50), n2(k + 75)] };
    case 7:
      return { kind: 'truot8', numbers: Array.from({ length: 8 }, (_, j) => n2(k + j * 12)) };
    case 8:
      return { kind: 'truot10', numbers: Array.from({ length: 10 }, (_, j) => n2(k + j * 10)) };
    case 9:
      return { kind: 'deDacBiet', numbers: [n2(k), n2(k + 50)] };
    case 10:
      return { kind: 'deGiaiNhat', numbers: [n2(k * 3)] };
    case 11:
      return { kind: 'deDau', numbers: [n2(k * 7)] };
    case 12:
      return { kind: 'dau', numbers: [String(k % 10)] };
    case 13:
      return { kind: 'duoi', numbers: [String(k % 10), String((k + 5) % 10)] };
    case 14:
      return { kind: 'bacang', numbers: [n3(k * 11)] };
    case 15:
      return { kind: 'da', numbers: [n2(k), n2(k + 1), n2(k + 2)] };
    case 16:
      return { kind: 'dao', base: 'lo2', numbers: [n2(k * 3 + 1)] };
    case 17:
      return { kind: 'taiXiu', side: k % 2 ? 'tai' : 'xiu' };
    default:
      return { kind: 'chanLe', side: k % 2 ? 'chan' : 'le' };
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-lottery-settle-'));
  chmodSync(dataDir, 0o755);
  const pg = await startEmbeddedPostgres({ dataDir, port: 59_900 + (process.pid % 90) });
  const admin = connectDatabase(pg.url, { max: 1 });
  try {
    await admin.unsafe('CREATE DATABASE bench_lottery');
    const url = new URL(pg.url);
    url.pathname = '/bench_lottery';
    const db = connectDatabase(url.toString(), { max: 8 });
    await migrate(db);
    // A Sunday noon in Vietnam, on a minute: the fast game's draws are aligned to its interval.
    const clock = new ManualClock('2026-11-22T05:00:00Z');
    const ledger = createLedgerService({ db, clock });
    const rounds = createRounds({ db, clock, ledger, games: [diceGame], families: [lotteryFamily(db)] });

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
            amount: 100_000_000_000,
            unit: 'VND' as const,
            kind: 'deposit',
            idempotencyKey: `bench-fund:${id}`,
          })),
        ),
      );
    }
    // Let the scheduler open the game's draw (moving the clock to its opening if it is scheduled ahead).
    let drawId = 0;
    for (let pass = 0; pass < 3 && !drawId; pass++) {
      await rounds.tick(GAME);
      const [open] = await db<{ id: number }[]>`SELECT id FROM rounds WHERE game = ${GAME} AND state = 'open'`;
      if (open) drawId = open.id;
      else {
        const [next] = await db<
          { opens_at: Date }[]
        >`SELECT opens_at FROM rounds WHERE game = ${GAME} AND state = 'scheduled'`;
        if (next) clock.set(next.opens_at);
      }
    }
    if (!drawId) throw new Error('no draw opened');
    const [history] = await db<{ node: string; category: string }[]>`
      SELECT history_node_id AS node, history_category AS category FROM lottery_games WHERE game = ${GAME}`;

    const slips = await db<{ id: number; member_id: number }[]>`
      INSERT INTO round_slips (round_id, member_id, idempotency_key, request_hash, unit, total_stake, created_at)
      SELECT ${drawId}, m, 'bench', 'bench', 'VND', 1, ${clock.now()} FROM unnest(${ids}::bigint[]) m
      RETURNING id, member_id`;
    const bets: { slip: number; member: number; selection: string; stake: number; maxPayout: number }[] = [];
    const kinds = new Map<string, number>();
    for (let i = 0; i < BETS; i++) {
      const slip = slips[i % slips.length]!;
      const bet = selectionOf(i);
      const points = 1 + (i % 5);
      const stake = lotteryBetCost({ selection: bet, points }, TABLE);
      const price = TABLE[bet.kind === 'dao' ? bet.base : bet.kind]!;
      const stored = { prizeMode: 'Elott' as const, bet, points, price };
      // A stored bet is paid at its own price (one price for every kind it expands into).
      const maxPayout = storedMaxPayout(stored, 'north', stake);
      kinds.set(bet.kind, (kinds.get(bet.kind) ?? 0) + 1);
      bets.push({ slip: slip.id, member: slip.member_id, selection: JSON.stringify(stored), stake, maxPayout });
    }
    for (let i = 0; i < bets.length; i += STAKE_CHUNK) {
      const part = bets.slice(i, i + STAKE_CHUNK);
      await db.begin(async (tx) => {
        const rows = await tx<{ id: number; member_id: number; stake: number }[]>`
          INSERT INTO round_bets (round_id, slip_id, member_id, unit, selection, stake, max_payout, created_at)
          SELECT ${drawId}, u.slip, u.member, 'VND', u.sel::jsonb, u.stake, u.maxp, ${clock.now()}
          FROM unnest(${part.map((b) => b.slip)}::bigint[], ${part.map((b) => b.member)}::bigint[],
                      ${part.map((b) => b.selection)}::text[], ${part.map((b) => b.stake)}::bigint[],
                      ${part.map((b) => b.maxPayout)}::bigint[]) AS u(slip, member, sel, stake, maxp)
          RETURNING id, member_id, stake`;
        await ledger.transferInTx(
          tx,
          rows.map((b) => ({
            debit: { member: b.member_id, kind: 'cash' } as const,
            credit: { house: 'game_revenue', unit: 'VND' } as const,
            amount: b.stake,
            unit: 'VND' as const,
            kind: 'bet',
            reference: `round-${drawId}`,
            idempotencyKey: `round-bet:${b.id}:stake`,
          })),
        );
      });
    }
    await db`UPDATE rounds SET staked = (SELECT sum(stake) FROM round_bets WHERE round_id = ${drawId}) WHERE id = ${drawId}`;
    // Betting history's line per member for the draw, as slips write it.
    await db`
      INSERT INTO bets (member_id, vendor, round_id, unit, game_node_id, category, stake, status, created_at, updated_at)
      SELECT member_id, 'TCG_LOTTO_VN', ${`${GAME}-${drawId}`}, 'VND', ${history!.node}, ${history!.category}, sum(stake),
             'open', ${clock.now()}, ${clock.now()}
      FROM round_bets WHERE round_id = ${drawId} GROUP BY member_id`;
    const setupSeconds = (performance.now() - t0) / 1000;
    const [timing] = await db<
      { closes_at: Date; draws_at: Date }[]
    >`SELECT closes_at, draws_at FROM rounds WHERE id = ${drawId}`;
    clock.set(timing!.closes_at);
    await rounds.close(drawId);
    clock.set(timing!.draws_at);
    await rounds.draw(drawId);
    const [drawn] = await db<{ result: LotteryResult }[]>`SELECT result FROM rounds WHERE id = ${drawId}`;
    const result = drawn!.result;
    console.log(
      `\n  set-up: ${MEMBERS.toLocaleString('en')} members, ${BETS.toLocaleString('en')} bets of ${kinds.size} kinds and their stakes in ${setupSeconds.toFixed(1)} s; special prize ${result.prizes.special![0]}`,
    );

    // Settlement by another node: its own ledger (cold account cache) and rounds core.
    const settler = createRounds({
      db,
      clock,
      ledger: createLedgerService({ db, clock }),
      games: [diceGame],
      families: [lotteryFamily(db)],
    });
    const cpu0 = process.cpuUsage();
    const start = performance.now();
    const report = await settler.settle(drawId, { chunkSize: CHUNK });
    const seconds = (performance.now() - start) / 1000;
    const cpu = process.cpuUsage(cpu0);

    // Every bet paid exactly what the maths says, once.
    const ix = indexLotteryResult(result);
    const expected = bets.reduce((sum, b) => {
      const s = JSON.parse(b.selection);
      return sum + settleLotteryBet({ selection: s.bet, points: s.points }, ix, priceTable(s.price));
    }, 0);
    const [check] = await db<{ open: number; won: number; paid: number; transfers: number }[]>`
      SELECT count(*) FILTER (WHERE state = 'placed')::int AS open, count(*) FILTER (WHERE state = 'won')::int AS won,
             coalesce(sum(payout), 0)::bigint AS paid,
             (SELECT count(*)::int FROM ledger_transfers WHERE kind = 'win' AND reference = ${`round-${drawId}`}) AS transfers
      FROM round_bets WHERE round_id = ${drawId}`;
    console.log(
      `  settled ${report.bets.toLocaleString('en')} bets in ${seconds.toFixed(2)} s: ${Math.round(report.bets / seconds).toLocaleString('en')} bets/s (target: 100,000 in < 5 s)`,
    );
    console.log(
      `  winners ${check!.won.toLocaleString('en')} (payout transfers ${check!.transfers.toLocaleString('en')}), paid ${(check!.paid / 100).toLocaleString('en')} ₫, ` +
        `maths says ${(expected / 100).toLocaleString('en')} ₫: ${check!.paid === expected ? 'equal' : 'DIFFERENT'}; draw ${report.round.state}, open bets left ${check!.open}`,
    );
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
