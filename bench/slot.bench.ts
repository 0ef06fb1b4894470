// `npm run bench:slot`: the house slot's provably fair rounds, as fast as they go. Prints rounds/s per
// core and the RTP measured over SLOT_BENCH_SPINS rounds (default 10 million) against the exact RTP
// its maths fix (96%); the measurement must land within ±0.3% of 96%.
// Each worker process (one per core) plays its share under its own fresh server seed with the simulation engine:
// FairStream (HMAC-SHA256 with the key's padded blocks hashed once) and SlotSimulator (line pays from a table), the
// same rounds as playRound from the same seeds (packages/games/src/slot/golden). SLOT_BENCH_ENGINE=rounds measures
// playRound with node:crypto instead, as the bench did before. A benchmark: it prints figures, never fails.

import { fork } from 'node:child_process';
import { createHmac } from 'node:crypto';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  computeRtp,
  FairRandom,
  FairStream,
  generateServerSeed,
  playRound,
  SlotSimulator,
  slotVariant,
} from '../packages/games/src/index.js';

const VARIANT = slotVariant(process.env.SLOT_BENCH_VARIANT ?? 'rtp96');
const MACHINE = VARIANT.config;
/** The RTP the variant is named for (rtp96 → 0.96). */
const NOMINAL = Number(VARIANT.id.slice(3)) / 100;

interface Share {
  rounds: number;
}
interface Tally {
  rounds: number;
  staked: number;
  won: number;
  sumSq: number;
  freeSpinRounds: number;
  ms: number;
  /** CPU time the worker used: on a shared machine, rounds per CPU-second is the fairer per-core figure. */
  cpuMs: number;
}

function play(share: Share): Tally {
  const serverSeed = generateServerSeed();
  const clientSeed = 'bench';
  const bet = { lineBet: 1, lines: 20 };
  const tally: Tally = { rounds: share.rounds, staked: 0, won: 0, sumSq: 0, freeSpinRounds: 0, ms: 0, cpuMs: 0 };
  const started = performance.now();
  const cpu = process.cpuUsage();
  if (process.env.SLOT_BENCH_ENGINE !== 'rounds') {
    const sim = new SlotSimulator(MACHINE);
    const stream = new FairStream(serverSeed, clientSeed);
    const totalBet = bet.lineBet * bet.lines;
    for (let nonce = 0; nonce < share.rounds; nonce++) {
      const won = sim.play(stream.start(nonce), bet);
      tally.staked += totalBet;
      tally.won += won;
      const x = won / totalBet;
      tally.sumSq += x * x;
      if (sim.freeSpins > 0) tally.freeSpinRounds++;
    }
    tally.ms = performance.now() - started;
    tally.cpuMs = cpuMsSince(cpu);
    return tally;
  }
  for (let nonce = 0; nonce < share.rounds; nonce++) {
    const rng = new FairRandom({ serverSeed, clientSeed, nonce }, (round) =>
      createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest(),
    );
    const round = playRound(MACHINE, rng, bet);
    tally.staked += round.totalBet;
    tally.won += round.totalWin;
    const x = round.totalWin / round.totalBet;
    tally.sumSq += x * x;
    if (round.freeSpins.length > 0) tally.freeSpinRounds++;
  }
  tally.ms = performance.now() - started;
  tally.cpuMs = cpuMsSince(cpu);
  return tally;
}

function cpuMsSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

async function main(): Promise<void> {
  const total = Number.parseInt(process.env.SLOT_BENCH_SPINS ?? '10000000', 10);
  const workers = Number.parseInt(process.env.SLOT_BENCH_WORKERS ?? String(Math.min(2, os.availableParallelism())), 10);
  const exact = computeRtp(MACHINE);
  const engine = process.env.SLOT_BENCH_ENGINE === 'rounds' ? 'playRound + node:crypto' : 'SlotSimulator + FairStream';
  console.log(
    `house slot ${VARIANT.id} (${engine}): ${total.toLocaleString('en')} rounds on ${workers} worker(s); exact RTP ${(exact.total * 100).toFixed(4)}%`,
  );
  const started = performance.now();
  const tallies = await Promise.all(
    Array.from({ length: workers }, (_, i) => {
      const rounds = Math.floor(total / workers) + (i < total % workers ? 1 : 0);
      return new Promise<Tally>((resolve, reject) => {
        // Child processes rather than worker threads: Node 20 workers do not take tsx's loader.
        const child = fork(fileURLToPath(import.meta.url), [], {
          execArgv: ['--import', 'tsx'],
          env: { ...process.env, SLOT_BENCH_SHARE: String(rounds) },
        });
        child.once('message', (m) => resolve(m as Tally));
        child.once('error', reject);
      });
    }),
  );
  const wall = (performance.now() - started) / 1000;
  const sum = tallies.reduce(
    (a, t) => ({
      ms: Math.max(a.ms, t.ms),
      cpuMs: a.cpuMs + t.cpuMs,
      rounds: a.rounds + t.rounds,
      staked: a.staked + t.staked,
      won: a.won + t.won,
      sumSq: a.sumSq + t.sumSq,
      freeSpinRounds: a.freeSpinRounds + t.freeSpinRounds,
    }),
    { rounds: 0, staked: 0, won: 0, sumSq: 0, freeSpinRounds: 0, ms: 0, cpuMs: 0 },
  );
  const perCore = tallies.reduce((s, t) => s + t.rounds / (t.ms / 1000), 0) / tallies.length;
  const rtp = sum.won / sum.staked;
  const mean = rtp;
  const se = Math.sqrt((sum.sumSq / sum.rounds - mean * mean) / sum.rounds);
  const perCpuSecond = sum.rounds / (sum.cpuMs / 1000);
  console.log(
    `rounds/s per core: ${Math.round(perCore).toLocaleString('en')}   per CPU-second: ${Math.round(perCpuSecond).toLocaleString('en')}   (all workers: ${Math.round(sum.rounds / wall).toLocaleString('en')}/s, wall ${wall.toFixed(1)} s)`,
  );
  console.log(
    `measured RTP: ${(rtp * 100).toFixed(4)}%   standard error ${(se * 100).toFixed(4)}%   exact − measured ${((exact.total - rtp) * 100).toFixed(4)}%`,
  );
  console.log(
    `free spins: 1 in ${(sum.rounds / sum.freeSpinRounds).toFixed(1)} rounds (exact 1 in ${(1 / exact.freeSpinsProbability).toFixed(1)})`,
  );
  const within = Math.abs(rtp - NOMINAL) <= 0.003;
  console.log(`within ${NOMINAL * 100}% ± 0.3%: ${within ? 'yes' : 'NO'}`);
}

const share = process.env.SLOT_BENCH_SHARE;
if (share === undefined) {
  await main();
} else {
  process.send?.(play({ rounds: Number.parseInt(share, 10) }), () => process.exit(0));
}
