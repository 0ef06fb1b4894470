import { houseContract } from '@app/contracts';
import { request } from '../../../shared/api/client';

// The house slot's calls. Each carries the launch token: the slot knows its player by it alone, as a
// third-party vendor's game does.

/** Balance and the seed pair in play (hash of the server seed, client seed, next nonce). */
export const openSession = (token: string) => request(houseContract.session, { body: { token } });

/** Plays one round; `requestId` is fixed per press so a retried request plays it once. */
export const spin = (body: { token: string; lineBet: number; lines: number; requestId: string }) =>
  request(houseContract.spin, { body });

/** Reveals the current server seed and starts a new pair under `clientSeed`. */
export const rotateSeed = (token: string, clientSeed: string) =>
  request(houseContract.rotateSeed, { body: { token, clientSeed } });

/** The player's rounds, newest first. */
export const listSpins = (token: string, before?: number) =>
  request(houseContract.spins, { body: before ? { token, before } : { token } });

export const houseSpinsKey = (token: string) => ['house-slot', 'spins', token] as const;
