import { hash } from '@node-rs/argon2';
import { PASSWORD_HASH_OPTIONS } from '../src/modules/accounts/passwords/password.hasher.js';

/**
 * argon2id at its smallest sensible cost (1 MiB, one pass) instead of production's 19 MiB and two passes:
 * a fixture member's stored hash is test data, not what its test checks. Verification reads the cost from
 * the stored hash, so every login still runs the production verifier (~1 ms here instead of ~0.1 s of CPU,
 * and brute-force.test.ts alone signs in 60 times). What the server hashes itself (registration, password
 * changes, the demo seed, password.test.ts) keeps the production cost (password.hasher.ts).
 */
const FIXTURE_COST = { ...PASSWORD_HASH_OPTIONS, memoryCost: 1024, timeCost: 1 } as const;

const hashes = new Map<string, Promise<string>>();

/** A valid argon2id hash of `password` for fixtures, made once per password and worker. */
export function fixtureHash(password: string): Promise<string> {
  let made = hashes.get(password);
  if (!made) {
    made = hash(password, FIXTURE_COST);
    // A failed hash is not kept: the next caller tries again.
    made.catch(() => hashes.delete(password));
    hashes.set(password, made);
  }
  return made;
}
