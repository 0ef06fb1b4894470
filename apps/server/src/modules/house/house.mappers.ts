import type { HouseSpin } from '@app/contracts';
import type { SpinWithSeed } from './house.repository.js';

/** A stored round as the API shows it: the server seed only once its pair has been rotated. */
export function toHouseSpin(row: SpinWithSeed): HouseSpin {
  return {
    id: row.id,
    roundId: houseRoundId(row.id),
    unit: row.unit,
    serverSeedHash: row.server_seed_hash,
    serverSeed: row.revealed_at ? row.server_seed : null,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    lineBet: row.line_bet,
    lines: row.lines,
    totalBet: row.total_bet,
    totalWin: row.total_win,
    base: row.result.base,
    freeSpins: row.result.freeSpins,
    variant: row.variant,
    createdAt: row.created_at.toISOString(),
  };
}

/** The round id the seamless wallet and betting history know the round by. */
export const houseRoundId = (spinId: number) => `house-${spinId}`;
