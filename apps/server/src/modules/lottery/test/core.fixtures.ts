import { randomBytes } from 'node:crypto';
import { createRounds, diceGame, type Rounds } from '../../rounds/index.js';
import {
  type CashoutHarness,
  cashoutApp,
  fund,
  makeMember,
  type TestMember,
} from '../../withdrawals/test/cashout.fixtures.js';
import { type ChaseService, createChases } from '../chase.service.js';
import { lotteryExposureCheck } from '../exposure.js';
import { lotteryFamily } from '../games.plugin.js';

export interface LotteryHarness extends CashoutHarness {
  /** A rounds core of its own on the app's database, with the lottery family (a second runner). */
  rounds: Rounds;
  chases: ChaseService;
}

/** The real app on a fresh database (clock: Sunday 22 November 2026, 12:00 in Vietnam). */
export async function lotteryApp(): Promise<LotteryHarness> {
  const h = await cashoutApp();
  const rounds = createRounds({
    db: h.db,
    clock: h.clock,
    ledger: h.ledger,
    games: [diceGame],
    families: [lotteryFamily(h.db, 0)],
    preBetChecks: [lotteryExposureCheck],
  });
  return { ...h, rounds, chases: createChases({ db: h.db, clock: h.clock, rounds }) };
}

export async function player(h: LotteryHarness, amount = 10_000_000_000): Promise<TestMember> {
  const m = await makeMember(h);
  if (amount > 0) await fund(h, m.id, amount);
  return m;
}

export const slipKey = () => `k${randomBytes(8).toString('hex')}`;

/** Lets the scheduler open the game's next draw (moving the clock to its opening if needed); answers its id. */
export async function openDraw(h: LotteryHarness, game: string): Promise<number> {
  for (let pass = 0; pass < 3; pass++) {
    await h.rounds.tick(game);
    const [open] = await h.db<{ id: number }[]>`
      SELECT id FROM rounds WHERE game = ${game} AND state = 'open' ORDER BY seq DESC LIMIT 1`;
    if (open) return open.id;
    const [next] = await h.db<{ opens_at: Date }[]>`
      SELECT opens_at FROM rounds WHERE game = ${game} AND state = 'scheduled'`;
    if (next) h.clock.advance(Math.max(0, next.opens_at.getTime() - h.clock.now().getTime()));
  }
  throw new Error(`no ${game} draw opened`);
}

/** Moves the clock to a draw's time (plus `extraMs`). */
export async function toDrawTime(h: LotteryHarness, drawId: number, extraMs = 1_000): Promise<void> {
  const [r] = await h.db<{ draws_at: Date }[]>`SELECT draws_at FROM rounds WHERE id = ${drawId}`;
  h.clock.advance(Math.max(0, r!.draws_at.getTime() - h.clock.now().getTime() + extraMs));
}

/** Moves the clock just past a draw's lock. */
export async function pastLock(h: LotteryHarness, drawId: number): Promise<void> {
  const [r] = await h.db<{ closes_at: Date }[]>`SELECT closes_at FROM rounds WHERE id = ${drawId}`;
  h.clock.advance(Math.max(0, r!.closes_at.getTime() - h.clock.now().getTime() + 1));
}

export async function cashOf(h: LotteryHarness, memberId: number): Promise<number> {
  const [b] = await h.ledger.balances([{ member: memberId, kind: 'cash' }]);
  return b!.available;
}

export const placeSlip = (h: LotteryHarness, drawId: number, m: TestMember, body: object) =>
  h.app.inject({ method: 'POST', url: `/wps/lottery/draws/${drawId}/bets`, payload: body, headers: m.headers });

/** A North result worked by hand: '45' ends the special, the 4th, the 6th and a 7th prize (4 times). */
export const NORTH_RESULT = {
  region: 'north',
  prizes: {
    special: ['12345'],
    first: ['67890'],
    second: ['11111', '22222'],
    third: ['33333', '44444', '55555', '66666', '77777', '88888'],
    fourth: ['1234', '2345', '3456', '4567'],
    fifth: ['5678', '6789', '7890', '8901', '9012', '0123'],
    sixth: ['345', '456', '567'],
    seventh: ['45', '56', '67', '78'],
  },
};

/** A South/Central result: 7th prize '345', special '123345'. */
export const SOUTH_RESULT = {
  region: 'south',
  prizes: {
    eighth: ['45'],
    seventh: ['345'],
    sixth: ['1111', '2222', '3333'],
    fifth: ['4444'],
    fourth: ['55555', '66666', '77777', '88888', '99999', '00000', '12121'],
    third: ['13131', '14141'],
    second: ['15151'],
    first: ['16161'],
    special: ['123345'],
  },
};
