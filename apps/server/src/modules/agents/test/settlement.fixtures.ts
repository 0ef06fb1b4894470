import type { Db } from '../../../platform/db/connect.js';
import type { ContractKind, Tier } from '../settlement.math.js';

let seq = 0;
/** A member (type 1 = agent) under `uplineId`; the team tree follows through the agent_team triggers. */
export async function member(db: Db, uplineId: number | null, type = 1): Promise<number> {
  seq += 1;
  const account = `ag${Date.now().toString(36)}${seq}${Math.random().toString(36).slice(2, 6)}`;
  const [m] = await db<{ id: string }[]>`
    INSERT INTO members (account, type, upline_id, created_at) VALUES (${account}, ${type}, ${uplineId}, now()) RETURNING id`;
  return Number(m!.id);
}

/** An accepted contract in force from `from`. */
export async function contract(
  db: Db,
  agentId: number,
  kind: ContractKind,
  tiers: Tier[],
  from = new Date('2026-01-01T00:00:00Z'),
  uplineId: number | null = null,
): Promise<number> {
  const [c] = await db<{ id: string }[]>`
    INSERT INTO agent_contracts (agent_id, upline_id, kind, tiers, status, effective_from, offered_by, offered_at, decided_at)
    VALUES (${agentId}, ${uplineId}, ${kind}, ${db.json(tiers as never)}, 'accepted', ${from}, 'test', ${from}, ${from})
    RETURNING id`;
  return Number(c!.id);
}

export const flat = (rateBp: number): Tier[] => [{ minTurnover: 0, minNetLoss: 0, minActive: 0, rateBp }];

/** A bet row as vendors and the rounds core write them. */
export async function bet(
  db: Db,
  memberId: number,
  stake: number,
  win: number,
  settledAt: Date,
  status: 'settled' | 'cancelled' | 'open' = 'settled',
): Promise<void> {
  seq += 1;
  await db`
    INSERT INTO bets (member_id, vendor, round_id, unit, category, stake, win, status, created_at, updated_at, settled_at)
    VALUES (${memberId}, 'TEST', ${`r${seq}-${Math.random()}`}, 'VND', 'SLOT', ${stake}, ${win}, ${status},
            ${settledAt}, ${settledAt}, ${status === 'open' ? null : settledAt})`;
}
