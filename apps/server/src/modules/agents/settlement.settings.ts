import { z } from 'zod/mini';
import type { Queryable } from '../../platform/db/connect.js';
import type { ContractKind } from './settlement.math.js';

/** Operator settings of the agent contracts (settings key 'agent.contracts'); every number editable. */
const KindFlags = z.object({
  dividend: z.boolean(),
  daily: z.boolean(),
  hourly: z.boolean(),
  realtime: z.boolean(),
});
export const AgentContractSettingsSchema = z.object({
  /** Which kinds the site offers (spec §3 divtypereq, dailysalreqtype, contracthoursalreq, realtimesalreqtype). */
  offered: KindFlags,
  /** Which records pages the agent centre shows (spec §3 info flags). */
  info: KindFlags,
  /** Kinds whose records wait for an operator's approval before they are paid. */
  approval: KindFlags,
  dividendCycle: z.enum(['semimonthly', 'monthly']),
  /** A negative dividend period (the team won) carries into the next one, or is dropped. */
  carryForward: z.boolean(),
  /** Late bets still counted in a period for this long after it ends. */
  graceMs: z.number().check(z.int(), z.nonnegative()),
  /** A team member is active in a period with at least this turnover (minor units). */
  activeMinTurnover: z.number().check(z.int(), z.nonnegative()),
});
export type AgentContractSettings = z.infer<typeof AgentContractSettingsSchema>;

const all = { dividend: true, daily: true, hourly: true, realtime: true };
export const DEFAULT_AGENT_CONTRACT_SETTINGS: AgentContractSettings = {
  offered: all,
  info: all,
  approval: { dividend: false, daily: false, hourly: false, realtime: false },
  dividendCycle: 'monthly',
  carryForward: true,
  graceMs: 2 * 60_000,
  activeMinTurnover: 1,
};

export const AGENT_CONTRACT_SETTINGS_KEY = 'agent.contracts';

/** The stored settings over the defaults (a partial or malformed value falls back field by field). */
export async function loadAgentContractSettings(q: Queryable): Promise<AgentContractSettings> {
  const [row] = await q<{ value: unknown }[]>`SELECT value FROM settings WHERE key = ${AGENT_CONTRACT_SETTINGS_KEY}`;
  const merged = { ...DEFAULT_AGENT_CONTRACT_SETTINGS, ...((row?.value as object | undefined) ?? {}) };
  const parsed = AgentContractSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_AGENT_CONTRACT_SETTINGS;
}

/** The spec §3 consolidated settings names: '1' offered/shown, '0' not. */
export function consolidatedSettings(s: AgentContractSettings) {
  const f = (b: boolean) => (b ? '1' : '0');
  return {
    divtypereq: f(s.offered.dividend),
    dailysalreqtype: f(s.offered.daily),
    contracthoursalreq: f(s.offered.hourly),
    realtimesalreqtype: f(s.offered.realtime),
    divtypeinfo: f(s.info.dividend),
    dailysalinfotype: f(s.info.daily),
    contractmrdailysalinfotype: f(s.info.daily),
    contracthoursalinfo: f(s.info.hourly),
    realtimesalinfotype: f(s.info.realtime),
  };
}

export const ledgerKindOf = (kind: ContractKind) => `agent_${kind}`;
