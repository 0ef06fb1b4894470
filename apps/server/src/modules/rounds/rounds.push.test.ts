import type { RoundEvent } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeEnvelope, REALTIME_CHANNEL } from '../../platform/realtime/index.js';
import { openRound, type RoundsHarness, roundsApp } from './test/rounds.fixtures.js';

let h: RoundsHarness;
const events: RoundEvent[] = [];
let unlisten: () => Promise<void>;
beforeAll(async () => {
  h = await roundsApp();
  const sub = await h.db.listen(REALTIME_CHANNEL, (payload) => {
    const env = decodeEnvelope(payload);
    if (env && 't' in env && env.t === 'round:dice' && env.e.type === 'round') events.push(env.e);
  });
  unlisten = () => sub.unlisten();
});
afterAll(async () => unlisten());

const until = async (pred: () => boolean) => {
  for (let i = 0; i < 100 && !pred(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('round push', () => {
  it('announces each state on round:dice when its change commits: the hash on opening, the seed with the dice', async () => {
    const roundId = await openRound(h);
    await h.rounds.close(roundId);
    await h.rounds.draw(roundId);
    await h.rounds.settle(roundId);
    await until(() => events.filter((e) => e.roundId === roundId).length >= 4);
    const mine = events.filter((e) => e.roundId === roundId);
    expect(mine.map((e) => e.state)).toEqual(['open', 'closed', 'drawn', 'settled']);
    const round = await h.rounds.round(roundId);
    expect(mine[0]).toMatchObject({ seedHash: round.serverSeedHash, closesAt: round.closesAt, drawAt: round.drawsAt });
    expect(mine[0]!.serverSeed).toBeUndefined();
    expect(mine[2]).toMatchObject({ serverSeed: round.serverSeed, result: round.result });
    // A step that moves nothing (the round is already drawn) announces nothing.
    await h.rounds.draw(roundId);
    await new Promise((r) => setTimeout(r, 100));
    expect(events.filter((e) => e.roundId === roundId)).toHaveLength(4);
  });
});
