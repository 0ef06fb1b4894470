import { type Algorithm, hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): tens of milliseconds per hash on a server core.
// Algorithm is a const enum in the typings (not importable at run time): 2 is Argon2id.
export const PASSWORD_HASH_OPTIONS = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> => hash(password, PASSWORD_HASH_OPTIONS);

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false; // a malformed stored hash never matches
  }
}

/**
 * A real hash of a random password, verified against when the account does not exist, so a wrong
 * username costs the same time as a wrong password and timing does not reveal which accounts exist.
 */
let dummy: Promise<string> | null = null;
export async function burnVerifyTime(password: string): Promise<void> {
  dummy ??= hashPassword(`dummy-${Math.random()}`);
  await verifyPassword(await dummy, password);
}
