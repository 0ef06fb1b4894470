import { drawDice, hashServerSeed } from '@app/games';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerClean } from '../withdrawals/test/cashout.fixtures.js';
import { diceGame } from './dice.game.js';
import { createRounds } from './rounds.service.js';
import {
  bettor,
  cashOf,
  expectedPayouts,
  mixedSlip,
  openRound,
  type RoundsHarness,
  roundsApp,
  slipKey,
} from './test/rounds.fixtures.js';

let h: RoundsHarness;
beforeAll(async () => {
  h = await roundsApp();
});

/** Members each placing a mixed slip on the round; answers them with what they staked. */
async function crowd(roundId: number, members: number, betsEach: number) {
  const out: { id: number; staked: number }[] = [];
  for (let i = 0; i < members; i++) {
    const m = await bettor(h, 10_000_000_000);
    const slip = mixedSlip(betsEach, i);
    await h.rounds.place({ memberId: m.id, unit: 'VND' }, roundId, { idempotencyKey: slipKey(), bets: slip });
    out.push({ id: m.id, staked: slip.reduce((s, b) => s + b.stake, 0) });
  }
  return out;
}

async function drawn(roundId: number) {
  await h.rounds.close(roundId);
  const round = await h.rounds.draw(roundId);
  expect(round?.state).toBe('drawn');
}

/** Every member's cash equals funding − stakes + payouts, and each payout was one ledger transfer. */
async function expectPaidOnce(roundId: number, members: { id: number; staked: number }[]) {
  const bets = await expectedPayouts(h, roundId);
  for (const m of members) {
    const paid = bets.filter((b) => b.member_id === m.id).reduce((s, b) => s + b.payout, 0);
    expect(await cashOf(h, m.id)).toBe(10_000_000_000 - m.staked + paid);
  }
  const [transfers] = await h.db<{ n: number; sum: number }[]>`
    SELECT count(*)::int AS n, coalesce(sum(amount), 0)::bigint AS sum FROM ledger_transfers
    WHERE idempotency_key LIKE 'round-bet:%:payout' AND reference = ${`round-${roundId}`}`;
  const winners = bets.filter((b) => b.payout > 0);
  expect(transfers).toEqual({ n: winners.length, sum: winners.reduce((s, b) => s + b.payout, 0) });
  const states = await h.db<{ state: string; n: number }[]>`
    SELECT state, count(*)::int AS n FROM round_bets WHERE round_id = ${roundId} GROUP BY state ORDER BY state`;
  expect(states.find((s) => s.state === 'placed')).toBeUndefined();
  expect((await h.rounds.round(roundId)).state).toBe('settled');
  // Betting history: one line per member for the round, its stakes and what it paid back.
  for (const m of members) {
    const paid = bets.filter((b) => b.member_id === m.id).reduce((s, b) => s + b.payout, 0);
    const history = await h.db`SELECT stake, win, status, game_node_id, category FROM bets
      WHERE vendor = 'HOUSE' AND member_id = ${m.id} AND round_id = ${`dice-${roundId}`}`;
    expect(history).toEqual([
      { stake: m.staked, win: paid, status: 'settled', game_node_id: 'HOUSE-DICE-1', category: 'LIVE' },
    ]);
  }
  await expectLedgerClean(h);
}

describe('round settlement', () => {
  it('draws from the committed seed: the hash is public before opening, the seed after the draw', async () => {
    const roundId = await openRound(h);
    const open = await h.rounds.round(roundId);
    expect(open).toMatchObject({
      state: 'open',
      serverSeed: null,
      result: null,
      nonce: 0,
      clientSeed: `dice-${open.seq}`,
    });
    expect(open.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    await drawn(roundId);
    const round = await h.rounds.round(roundId);
    expect(hashServerSeed(round.serverSeed!)).toBe(open.serverSeedHash);
    const dice = drawDice({ serverSeed: round.serverSeed!, clientSeed: round.clientSeed, nonce: round.nonce });
    expect(round.result?.dice).toEqual([...dice]);
    // A drawn result never changes, whoever writes.
    await expect(
      h.db`UPDATE rounds SET result = '{"dice":[6,6,6],"total":18,"triple":true}' WHERE id = ${roundId}`,
    ).rejects.toMatchObject({ code: 'RD001' });
    await expect(h.rounds.draw(roundId)).resolves.toBeUndefined();
    await h.rounds.settle(roundId);
    await expect(h.db`UPDATE rounds SET state = 'drawn' WHERE id = ${roundId}`).rejects.toMatchObject({
      code: 'RD001',
    });
  });

  it('pays each bet once when two settlement runs race for the round', async () => {
    const roundId = await openRound(h);
    const members = await crowd(roundId, 12, 25);
    await drawn(roundId);
    // A second node: its own rounds core on the same database.
    const other = createRounds({ db: h.db, clock: h.clock, ledger: h.ledger, games: [diceGame] });
    const [a, b] = await Promise.all([
      h.rounds.settle(roundId, { chunkSize: 20 }),
      other.settle(roundId, { chunkSize: 20 }),
    ]);
    expect(a.bets + b.bets).toBe(300);
    await expectPaidOnce(roundId, members);
    // A third run later finds nothing to do.
    expect((await other.settle(roundId)).bets).toBe(0);
    await expectPaidOnce(roundId, members);
  });

  it('resumes a run killed between paying some bets and marking the round settled, paying the rest once', async () => {
    const roundId = await openRound(h);
    const members = await crowd(roundId, 6, 20);
    await drawn(roundId);
    let chunks = 0;
    const crash = async () => {
      if (++chunks === 3) throw new Error('killed');
    };
    await expect(h.rounds.settle(roundId, { chunkSize: 25, afterChunk: crash })).rejects.toThrow('killed');
    const [left] = await h.db<{ placed: number; done: number }[]>`
      SELECT count(*) FILTER (WHERE state = 'placed')::int AS placed, count(*) FILTER (WHERE state <> 'placed')::int AS done
      FROM round_bets WHERE round_id = ${roundId}`;
    expect(left).toEqual({ placed: 45, done: 75 });
    expect((await h.rounds.round(roundId)).state).toBe('drawn');
    await expectLedgerClean(h);
    const resumed = await h.rounds.settle(roundId, { chunkSize: 25 });
    expect(resumed.bets).toBe(45);
    await expectPaidOnce(roundId, members);
  });
});
