import type { DiceResult, DiceSelectionInput, Round, RoundBet, RoundEvent } from '@app/contracts';
import type { BetRow, RoundRow } from './rounds.repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The seed is revealed once the round is drawn (or voided: nothing it decided pays). */
const revealed = (r: RoundRow) => r.state === 'drawn' || r.state === 'settled' || r.state === 'voided';

export function toRound(r: RoundRow): Round {
  return {
    id: r.id,
    game: r.game,
    seq: r.seq,
    state: r.state,
    opensAt: r.opens_at.toISOString(),
    closesAt: r.closes_at.toISOString(),
    drawsAt: r.draws_at.toISOString(),
    serverSeedHash: r.server_seed_hash,
    serverSeed: revealed(r) ? r.server_seed : null,
    clientSeed: r.client_seed,
    nonce: r.nonce,
    result: (r.result as DiceResult | null) ?? null,
    drawnAt: iso(r.drawn_at),
    settledAt: iso(r.settled_at),
    voidReason: r.void_reason,
  };
}

export function toRoundBet(b: BetRow): RoundBet {
  return {
    id: b.id,
    roundId: b.round_id,
    selection: b.selection as DiceSelectionInput,
    unit: b.unit,
    stake: b.stake,
    maxPayout: b.max_payout,
    state: b.state,
    payout: b.payout,
    createdAt: b.created_at.toISOString(),
  };
}

/** The live-push event of a round's new state (realtime contract), with what that state reveals. */
export function toRoundEvent(r: RoundRow, at: Date): RoundEvent {
  // Never called for a scheduled round (not announced); typed as the open state it becomes.
  const state = r.state === 'scheduled' ? 'open' : r.state;
  return {
    type: 'round',
    game: r.game,
    roundId: r.id,
    state,
    seedHash: r.server_seed_hash,
    opensAt: r.opens_at.toISOString(),
    closesAt: r.closes_at.toISOString(),
    drawAt: r.draws_at.toISOString(),
    ...(r.result ? { result: r.result } : {}),
    ...(revealed(r) ? { serverSeed: r.server_seed } : {}),
    at: at.toISOString(),
  };
}
