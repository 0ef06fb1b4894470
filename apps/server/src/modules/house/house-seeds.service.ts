import { randomBytes } from 'node:crypto';
import type { HouseFairness } from '@app/contracts';
import { generateServerSeed, hashServerSeed } from '@app/games';
import type { Clock } from '../../platform/clock.js';
import type { Db, Queryable } from '../../platform/db/connect.js';
import { findActiveSeed, insertSeed, revealSeed, type SeedRow } from './house.repository.js';

/** A first client seed for a member who has not chosen one (the member may change it at any time). */
const defaultClientSeed = () => randomBytes(8).toString('hex');

export const toFairness = (s: SeedRow): HouseFairness => ({
  serverSeedHash: s.server_seed_hash,
  clientSeed: s.client_seed,
  nonce: s.next_nonce,
});

/**
 * Provably fair seed pairs per member: one active pair whose server seed stays secret (only its SHA-256
 * is shown, before any spin uses it); rotation reveals it and commits to a new one.
 */
export function createHouseSeeds(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** The member's active pair, created on first use. Pass a transaction and lock it to take a nonce. */
  async function active(q: Queryable, memberId: number, forUpdate = false): Promise<SeedRow> {
    const found = await findActiveSeed(q, memberId, forUpdate);
    if (found) return found;
    const serverSeed = generateServerSeed();
    await insertSeed(q, {
      memberId,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed: defaultClientSeed(),
      at: clock.now(),
    });
    // Either ours or the one a concurrent request inserted first.
    return (await findActiveSeed(q, memberId, forUpdate))!;
  }

  return {
    active,
    async fairness(memberId: number): Promise<HouseFairness> {
      return toFairness(await active(db, memberId));
    },
    /**
     * Reveals the active server seed and starts a new pair under the member's new client seed. A pair no
     * spin used is not revealed (nothing to verify) but replaced all the same.
     */
    async rotate(memberId: number, clientSeed: string) {
      return db.begin(async (tx) => {
        const old = await active(tx, memberId, true);
        await revealSeed(tx, old.id, clock.now());
        const serverSeed = generateServerSeed();
        const next = await insertSeed(tx, {
          memberId,
          serverSeed,
          serverSeedHash: hashServerSeed(serverSeed),
          clientSeed,
          at: clock.now(),
        });
        const revealed =
          old.next_nonce > 0
            ? {
                serverSeed: old.server_seed,
                serverSeedHash: old.server_seed_hash,
                clientSeed: old.client_seed,
                spins: old.next_nonce,
              }
            : null;
        return { revealed, fairness: toFairness(next!) };
      });
    },
  };
}
export type HouseSeeds = ReturnType<typeof createHouseSeeds>;
