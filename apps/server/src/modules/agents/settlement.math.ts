/**
 * Pure settlement arithmetic of the agent contracts: tier choice, each kind's amount and the level
 * difference up the tree. Integers only (minor units, rates in basis points); every division rounds
 * down, so the house never pays a fraction it did not owe.
 */

export type ContractKind = 'dividend' | 'daily' | 'hourly' | 'realtime';
export const CONTRACT_KINDS: readonly ContractKind[] = ['dividend', 'daily', 'hourly', 'realtime'];

/** One tier: all thresholds must be met; rateBp is in basis points (1 bp = 0.01 %, 10000 = 100 %). */
export interface Tier {
  minTurnover: number;
  minNetLoss: number;
  minActive: number;
  rateBp: number;
}

/** What was measured for an agent's whole team (itself included) in one period. */
export interface TeamFigures {
  turnover: number;
  /** Stakes minus payouts: what the house won from the team; negative when the team won. */
  netLoss: number;
  active: number;
}

export const BP = 10_000;

/** floor(a × bp / 10000) for non-negative integers, exact beyond 2^53 / 10000 through BigInt. */
export function applyRate(amount: number, rateBp: number): number {
  if (amount <= 0 || rateBp <= 0) return 0;
  if (amount * rateBp <= Number.MAX_SAFE_INTEGER) return Math.floor((amount * rateBp) / BP);
  return Number((BigInt(amount) * BigInt(rateBp)) / BigInt(BP));
}

/** The tier with the highest rate whose every threshold the figures meet; null when none. */
export function pickTier(tiers: readonly Tier[], f: TeamFigures): { tier: Tier; index: number } | null {
  let best: { tier: Tier; index: number } | null = null;
  tiers.forEach((tier, index) => {
    const met = f.turnover >= tier.minTurnover && f.netLoss >= tier.minNetLoss && f.active >= tier.minActive;
    if (met && (!best || tier.rateBp > best.tier.rateBp)) best = { tier, index };
  });
  return best;
}

export interface GrossResult {
  /** The agent's own terms on its whole team, before level difference. */
  gross: number;
  tierIndex: number | null;
  rateBp: number;
  /** Dividend only: the net loss the share was taken of (this period's plus what was carried in). */
  base: number;
  /** Dividend only: negative balance carried to the next period (0 or negative). */
  carryOut: number;
}

/**
 * One agent's gross amount for a kind. Salaries: rate of turnover. Dividend: share of the team's net
 * loss plus the negative balance carried in; a negative result is carried forward (or dropped when
 * `carryForward` is false) and pays nothing. The tier is chosen on the figures with the carry applied.
 */
export function grossAmount(
  kind: ContractKind,
  tiers: readonly Tier[],
  f: TeamFigures,
  opts: { carryIn?: number; carryForward?: boolean } = {},
): GrossResult {
  if (kind !== 'dividend') {
    const t = pickTier(tiers, f);
    const rateBp = t?.tier.rateBp ?? 0;
    return { gross: applyRate(f.turnover, rateBp), tierIndex: t?.index ?? null, rateBp, base: f.turnover, carryOut: 0 };
  }
  const base = f.netLoss + Math.min(0, opts.carryIn ?? 0);
  if (base <= 0) {
    return { gross: 0, tierIndex: null, rateBp: 0, base, carryOut: opts.carryForward === false ? 0 : base };
  }
  const t = pickTier(tiers, { ...f, netLoss: base });
  const rateBp = t?.tier.rateBp ?? 0;
  return { gross: applyRate(base, rateBp), tierIndex: t?.index ?? null, rateBp, base, carryOut: 0 };
}

/** An agent holding a contract of the kind settled, with its team's figures. */
export interface SettleNode {
  agentId: number;
  /** The nearest upline that is also a node (its direct upline in practice), null at the top. */
  parentId: number | null;
  tiers: readonly Tier[];
  figures: TeamFigures;
  carryIn?: number;
}

export interface SettleLine extends GrossResult {
  agentId: number;
  /** What the direct downlines earn on their teams under their own terms (their gross). */
  downlineGross: number;
  /** gross − downlineGross, never below 0: what this agent is paid. */
  amount: number;
}

/**
 * Level difference: each agent earns its own terms on its whole team minus what its direct downlines
 * earn on theirs, so along any path the sum paid equals the top agent's gross (nothing paid twice).
 */
export function settleTree(
  kind: ContractKind,
  nodes: readonly SettleNode[],
  opts: { carryForward?: boolean } = {},
): SettleLine[] {
  const lines = new Map<number, SettleLine>();
  for (const n of nodes) {
    const g = grossAmount(kind, n.tiers, n.figures, { carryIn: n.carryIn, carryForward: opts.carryForward });
    lines.set(n.agentId, { agentId: n.agentId, ...g, downlineGross: 0, amount: 0 });
  }
  for (const n of nodes) {
    if (n.parentId === null) continue;
    const parent = lines.get(n.parentId);
    if (parent) parent.downlineGross += lines.get(n.agentId)!.gross;
  }
  for (const l of lines.values()) l.amount = Math.max(0, l.gross - l.downlineGross);
  return [...lines.values()];
}

/**
 * A downline's tiers may not exceed its upline's: for every downline tier, the upline must have a tier
 * reachable with the same or lower thresholds paying at least the same rate.
 */
export function tiersWithin(downline: readonly Tier[], upline: readonly Tier[]): boolean {
  return downline.every((d) => {
    const uplineRate = pickTier(upline, { turnover: d.minTurnover, netLoss: d.minNetLoss, active: d.minActive });
    return uplineRate !== null && uplineRate.tier.rateBp >= d.rateBp;
  });
}
