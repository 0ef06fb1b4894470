import type { SeamlessWallet } from '../seamless-wallet.types.js';
import type { SeamlessAnswer, SeamlessStatus } from '../vendor-adapter.js';
import { SeamlessModel } from './seamless.model.js';

/**
 * A vendor that plays rounds against the seamless wallet the way real vendors misbehave: it repeats
 * calls (at once, concurrently, or much later), loses answers (a debit times out and is followed by a
 * rollback), lets a rollback overtake its debit, sends a rollback twice under two ids, pays wins after
 * the player's session expired, and stakes more than the player has. Every call that reaches the
 * wallet is replayed on the reference model; the run collects every answer that differs.
 */

/** Small seeded PRNG (mulberry32): a failing seed reproduces the same sequence. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SimPlayer {
  player: string;
  token: string;
}

export interface SimulationOptions {
  wallet: SeamlessWallet;
  vendor: string;
  players: SimPlayer[];
  opening: Record<string, number>;
  rounds: number;
  seed: number;
  /** Makes every launch token expire (the late-win phase runs after it). */
  expireSessions: () => void;
  /**
   * How many rounds of one player run at once (default 1: one game client, calls in order). More plays
   * one player from several tables at once; the openings must then cover every stake, so that rounds
   * stay independent of one another's order (the oversized stakes are refused in any order).
   */
  parallelRounds?: number;
}

export interface Mismatch {
  call: string;
  expected: SeamlessStatus;
  got: SeamlessStatus | string;
}

export interface SimulationResult {
  model: SeamlessModel;
  mismatches: Mismatch[];
  calls: number;
  /** How many times each kind of fault was played. */
  faults: Record<string, number>;
}

type Call =
  | { kind: 'debit'; player: string; txnId: string; roundId: string; amount: number }
  | { kind: 'credit'; player: string; txnId: string; roundId: string; amount: number; betTxnId?: string }
  | { kind: 'rollback'; player: string; txnId: string; refTxnId: string; roundId: string };

export async function runSimulation(o: SimulationOptions): Promise<SimulationResult> {
  // One generator per player: players run concurrently, so a shared one would hand out its numbers in
  // whatever order the calls happen to finish, and a seed would no longer name one scenario.
  const rnd = seededRandom(o.seed);
  const playerRnd = new Map(o.players.map((p, i) => [p.player, seededRandom(o.seed * 7919 + i + 1)]));
  const model = new SeamlessModel(o.opening);
  const mismatches: Mismatch[] = [];
  const faults: Record<string, number> = {};
  const count = (f: string) => {
    faults[f] = (faults[f] ?? 0) + 1;
  };
  let calls = 0;
  let tokensValid = true;
  const tokens = new Map(o.players.map((p) => [p.player, p.token]));

  const expected = (c: Call): SeamlessStatus => {
    if (c.kind === 'debit') return model.debit(c.player, c.txnId, c.roundId, c.amount, tokensValid);
    if (c.kind === 'credit') return model.credit(c.player, c.txnId, c.roundId, c.amount, c.betTxnId);
    return model.rollback(c.player, c.txnId, c.refTxnId);
  };

  const send = (c: Call): Promise<SeamlessAnswer> => {
    calls++;
    const base = { vendor: o.vendor, player: c.player, txnId: c.txnId };
    if (c.kind === 'debit')
      return o.wallet.debit({ ...base, roundId: c.roundId, amount: c.amount, token: tokens.get(c.player)! });
    if (c.kind === 'credit')
      return o.wallet.credit({ ...base, roundId: c.roundId, amount: c.amount, betTxnId: c.betTxnId });
    return o.wallet.rollback({ ...base, refTxnId: c.refTxnId, roundId: c.roundId });
  };

  /** Sends a call (twice at once when `concurrentCopies`), checks every answer against the model. */
  async function deliver(c: Call, concurrentCopies = 1): Promise<void> {
    const want = expected(c);
    const got = await Promise.all(Array.from({ length: concurrentCopies }, () => send(c)));
    for (const g of got) {
      if (g.status !== want) mismatches.push({ call: `${c.kind} ${c.txnId}`, expected: want, got: g.status });
    }
  }

  const late: Call[] = [];

  const parallel = o.parallelRounds ?? 1;
  // Rounds running side by side draw from their own generators, for the same reason as the players.
  const roundRnd = (p: string, r: number) =>
    parallel === 1
      ? playerRnd.get(p)!
      : seededRandom(o.seed * 7919 + o.players.findIndex((x) => x.player === p) * 100_003 + r + 1);

  async function playRound(p: string, r: number): Promise<void> {
    const rnd = roundRnd(p, r);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
    const roundId = `${p}-r${r}`;
    const debitId = `${p}-d${r}`;
    const big = rnd() < 0.08;
    const amount = big ? 10_000_000_000 : pick([1_000, 5_000, 10_000, 50_000, 200_000]) * 100;
    const debit: Call = { kind: 'debit', player: p, txnId: debitId, roundId, amount };
    const rollback = (id: string): Call => ({ kind: 'rollback', player: p, txnId: id, refTxnId: debitId, roundId });
    const roll = rnd();
    if (roll < 0.1) {
      // The debit's answer is lost: the vendor cancels with a rollback (sometimes twice).
      count('timeout_after_apply');
      await deliver(debit);
      await deliver(rollback(`${p}-rb${r}`), rnd() < 0.3 ? 2 : 1);
      if (rnd() < 0.5) await deliver({ ...debit }); // the vendor's own retry, after its rollback
      return;
    }
    if (roll < 0.2) {
      // The debit is stuck in the network; its rollback overtakes it; the debit then arrives late.
      count('rollback_before_bet');
      await deliver(rollback(`${p}-rb${r}`));
      await deliver(debit);
      if (rnd() < 0.5) {
        count('win_for_rolled_back_bet');
        await deliver({
          kind: 'credit',
          player: p,
          txnId: `${p}-c${r}`,
          roundId,
          amount: amount * 2,
          betTxnId: debitId,
        });
      }
      return;
    }
    if (roll < 0.27) {
      count('double_rollback');
      await deliver(debit);
      await deliver(rollback(`${p}-rbA${r}`));
      await deliver(rollback(`${p}-rbB${r}`));
      return;
    }
    if (roll < 0.37) {
      // The vendor gives up on a slow debit and sends its rollback while the debit is still in flight.
      count('debit_rollback_race');
      const rb = rollback(`${p}-rbR${r}`);
      // Which one leaves first varies, so both orders of arrival are played.
      const rollbackLeavesFirst = rnd() < 0.5;
      const [gotDebit, gotRollback] = rollbackLeavesFirst
        ? await Promise.all([send(rb), send(debit)]).then(([x, y]) => [y, x] as const)
        : await Promise.all([send(debit), send(rb)]);
      // Either order is right; the debit's answer tells which one the wallet applied first.
      const debitFirst = gotDebit.status !== 'BET_ROLLED_BACK';
      count(debitFirst ? 'race_debit_first' : 'race_rollback_first');
      const wantDebit = debitFirst ? expected(debit) : undefined;
      const wantRollback = expected(rb);
      const wantDebitAfter = wantDebit ?? expected(debit);
      if (gotDebit.status !== wantDebitAfter) {
        mismatches.push({ call: `debit ${debit.txnId} (race)`, expected: wantDebitAfter, got: gotDebit.status });
      }
      if (gotRollback.status !== wantRollback) {
        mismatches.push({ call: `rollback ${rb.txnId} (race)`, expected: wantRollback, got: gotRollback.status });
      }
      return;
    }
    const dup = rnd() < 0.25;
    if (dup) count('duplicate_debit');
    await deliver(debit, dup ? 2 : 1);
    if (rnd() < 0.15) {
      // A second stake in the same round (e.g. a side bet), sometimes repeated much later.
      const second: Call = { ...debit, txnId: `${debitId}b`, amount: 100_000 };
      await deliver(second);
      if (rnd() < 0.5) late.push(second);
    }
    const win = rnd() < 0.45 ? Math.floor(amount * pick([0.5, 1, 2, 5, 20])) : 0;
    const credit: Call = { kind: 'credit', player: p, txnId: `${p}-c${r}`, roundId, amount: win, betTxnId: debitId };
    if (rnd() < 0.2) {
      count('late_win');
      late.push(credit);
      return;
    }
    const dupWin = rnd() < 0.2;
    if (dupWin) count('duplicate_win');
    await deliver(credit, dupWin ? 2 : 1);
    if (rnd() < 0.1) late.push(credit); // repeated after the session ended: first answer, nothing moves
  }

  // Players play their rounds concurrently; each round's calls are in order (as one game client).
  await Promise.all(
    o.players.map(async ({ player }) => {
      for (let r = 0; r < o.rounds; r += parallel) {
        const batch = Array.from({ length: Math.min(parallel, o.rounds - r) }, (_, i) => playRound(player, r + i));
        await Promise.all(batch);
      }
    }),
  );

  // Sessions end; the late calls come in shuffled (reordered) and must still be answered as the rules say.
  o.expireSessions();
  tokensValid = false;
  late.sort((a, b) => (a.txnId < b.txnId ? -1 : a.txnId > b.txnId ? 1 : 0));
  for (let i = late.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [late[i], late[j]] = [late[j]!, late[i]!];
  }
  for (const c of late) await deliver(c);
  // A fresh debit on an expired session is refused.
  for (const { player } of o.players) {
    count('debit_after_expiry');
    await deliver({ kind: 'debit', player, txnId: `${player}-expired`, roundId: `${player}-rx`, amount: 100 });
  }
  return { model, mismatches, calls, faults };
}
