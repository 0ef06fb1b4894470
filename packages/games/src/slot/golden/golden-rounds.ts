import { createHash } from 'node:crypto';
import type { SlotBet, SlotRound } from '../spin.js';

/**
 * The fixed seed sets the golden test replays. They mix a real-looking server seed (64 hex chars: one
 * HMAC block exactly), a short one, one longer than a block (hashed first by HMAC) and a non-ASCII
 * client seed, and vary lines and line bet, so every HMAC key and message shape is covered.
 */
export interface GoldenSet {
  serverSeed: string;
  clientSeed: string;
  firstNonce: number;
  rounds: number;
  bet: SlotBet;
}

export const GOLDEN_SETS: readonly GoldenSet[] = [
  {
    serverSeed: '3f9a1c0e5b7d2e4f6a8c0b1d3e5f7a9c2b4d6e8f0a1c3e5b7d9f1a2c4e6b8d0f',
    clientSeed: 'golden',
    firstNonce: 0,
    rounds: 2000,
    bet: { lineBet: 1, lines: 20 },
  },
  {
    serverSeed: 'short-seed',
    clientSeed: 'player_42-x',
    firstNonce: 999_990,
    rounds: 1000,
    bet: { lineBet: 7, lines: 9 },
  },
  {
    serverSeed: `${'long-server-seed-'.repeat(6)}end`,
    clientSeed: 'Rồng-Vàng',
    firstNonce: 123_456_789,
    rounds: 1000,
    bet: { lineBet: 100, lines: 1 },
  },
  {
    serverSeed: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    clientSeed: 'a-client-seed-long-enough-to-push-the-hmac-message-past-one-sha256-block',
    firstNonce: 41,
    rounds: 1000,
    bet: { lineBet: 3, lines: 17 },
  },
];

/** A round reduced to what fixes it: every spin's stops, every line win, scatter and free-spin figures. */
export function roundFingerprint(round: SlotRound): string {
  const spin = (s: SlotRound['base']): string =>
    [
      s.stops.join(','),
      s.window.map((c) => c.join('')).join('|'),
      s.lineWins.map((w) => `${w.line}:${w.symbol}:${w.count}:${w.win}`).join(';'),
      s.scatterCount,
      s.scatterWin,
      s.win,
      s.freeSpinsAwarded,
    ].join(' ');
  return [round.totalBet, round.totalWin, spin(round.base), ...round.freeSpins.map(spin)].join('\n');
}

/** SHA-256 over the fingerprints of a sequence of rounds, hex. */
export function fingerprintDigest(rounds: Iterable<SlotRound>): string {
  const h = createHash('sha256');
  for (const r of rounds) h.update(`${roundFingerprint(r)}\n--\n`);
  return h.digest('hex');
}
