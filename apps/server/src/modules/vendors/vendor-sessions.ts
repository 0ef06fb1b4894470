import { randomBytes } from 'node:crypto';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { insertSession, type Unit } from './seamless.repository.js';
import { hashToken, playerName } from './seamless-wallet.service.js';

/** How long a launch token may carry debits. Wins and rollbacks need no live token. */
export const VENDOR_SESSION_TTL_MS = 4 * 60 * 60 * 1000;

export interface OpenSessionInput {
  vendor: string;
  memberId: number;
  /** 'PLAY' for trial accounts (play money), 'VND' otherwise. */
  unit: Unit;
  game: { nodeId: string; gameType: string };
}

/**
 * Launch sessions: a random 256-bit token per launch, stored only as its hash, naming the player, the
 * wallet (VND or PLAY) and the game. The vendor sends the token back in authenticate and in debits;
 * the house provider opens one the same way before its first spin.
 */
export function createVendorSessions(deps: { db: Db; clock: Clock; ttlMs?: number }) {
  const ttl = deps.ttlMs ?? VENDOR_SESSION_TTL_MS;
  return {
    async open(input: OpenSessionInput): Promise<{ token: string; player: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const now = deps.clock.now();
      const player = playerName(input.memberId);
      const expiresAt = new Date(now.getTime() + ttl);
      await insertSession(deps.db, {
        token_hash: hashToken(token),
        vendor: input.vendor.toUpperCase(),
        player,
        member_id: input.memberId,
        unit: input.unit,
        game_node_id: input.game.nodeId,
        game_type: input.game.gameType,
        created_at: now,
        expires_at: expiresAt,
      });
      return { token, player, expiresAt };
    },
  };
}
export type VendorSessions = ReturnType<typeof createVendorSessions>;
