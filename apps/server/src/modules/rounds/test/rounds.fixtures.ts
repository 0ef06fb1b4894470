import { randomBytes } from 'node:crypto';
import type { DiceSelectionInput } from '@app/contracts';
import {
  type CashoutHarness,
  cashoutApp,
  fund,
  makeMember,
  type TestMember,
} from '../../withdrawals/test/cashout.fixtures.js';
import { diceGame } from '../dice.game.js';
import { createRounds, type Rounds } from '../rounds.service.js';

export interface RoundsHarness extends CashoutHarness {
  rounds: Rounds;
}

/** The real app on a fresh database, and a rounds core of its own on the same database (a second runner). */
export async function roundsApp(): Promise<RoundsHarness> {
  const h = await cashoutApp();
  return { ...h, rounds: createRounds({ db: h.db, clock: h.clock, ledger: h.ledger, games: [diceGame] }) };
}

/** A member with `amount` in the main wallet. */
export async function bettor(h: RoundsHarness, amount = 100_000_000): Promise<TestMember> {
  const m = await makeMember(h);
  if (amount > 0) await fund(h, m.id, amount);
  return m;
}

/** Moves the clock to the next scheduled round's opening and lets the scheduler open it; answers its id. */
export async function openRound(h: RoundsHarness): Promise<number> {
  for (let pass = 0; pass < 3; pass++) {
    const report = await h.rounds.tick('dice');
    const id = report.opened.at(-1);
    if (id) return id;
    const [next] = await h.db<{ opens_at: Date }[]>`SELECT opens_at FROM rounds WHERE state = 'scheduled'`;
    if (next) h.clock.advance(Math.max(0, next.opens_at.getTime() - h.clock.now().getTime()));
  }
  throw new Error('no round opened');
}

export const slipKey = () => `k${randomBytes(8).toString('hex')}`;

export async function cashOf(h: RoundsHarness, memberId: number): Promise<number> {
  const [b] = await h.ledger.balances([{ member: memberId, kind: 'cash' }]);
  return b!.available;
}

/** A varied slip: every kind of bet the table offers, stakes 1,000–9,000 ₫. */
export function mixedSlip(n: number, seed = 0): { selection: DiceSelectionInput; stake: number }[] {
  const kinds: DiceSelectionInput[] = [
    { kind: 'big' },
    { kind: 'small' },
    { kind: 'odd' },
    { kind: 'even' },
    { kind: 'total', total: 4 + ((seed * 7) % 14) },
    { kind: 'anyTriple' },
    { kind: 'triple', face: ((seed % 6) + 1) as 1 },
    { kind: 'double', face: (((seed + 2) % 6) + 1) as 1 },
    { kind: 'single', face: (((seed + 4) % 6) + 1) as 1 },
  ];
  return Array.from({ length: n }, (_, i) => ({
    selection: kinds[(i + seed) % kinds.length]!,
    stake: 100_000 * (1 + ((i + seed) % 9)),
  }));
}

/** The payout (stake included) the dice rules give each of these bets for the round's result. */
export async function expectedPayouts(h: RoundsHarness, roundId: number) {
  const round = await h.rounds.round(roundId);
  const rows = await h.db<{ id: number; member_id: number; selection: unknown; stake: number }[]>`
    SELECT id, member_id, selection, stake FROM round_bets WHERE round_id = ${roundId} ORDER BY id`;
  return rows.map((b) => ({
    ...b,
    payout: b.stake * diceGame.returnFor(diceGame.parseSelection(b.selection)!, round.result as never),
  }));
}
