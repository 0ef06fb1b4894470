import { hashPassword } from '../src/modules/accounts/passwords/password.hasher.js';

const hashes = new Map<string, Promise<string>>();

/**
 * The production argon2id hash of `password`, made once per password and worker and shared by every fixture
 * member given that password. A hash costs ~0.1 s of CPU at the production cost (on purpose), and fixtures
 * make hundreds of members whose hashing is not what their tests check; the services still hash for real
 * (registration, password changes, password.test.ts), and logins still verify against a real hash.
 */
export function fixtureHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    // A failed hash is not kept: the next caller tries again.
    hash.catch(() => hashes.delete(password));
    hashes.set(password, hash);
  }
  return hash;
}
