import { AgentContractSettingsSchema, type AgentContractSettingsValue } from '@app/contracts';
import { z } from 'zod/mini';
import type { Queryable } from '../../platform/db/connect.js';
import type { ContractKind } from './settlement.math.js';

/** Operator settings of the agent contracts: settings key 'agent.contracts' (AgentContractSettingsSchema). */
const KindFlags = z.object({
  dividend: z.boolean(),
  daily: z.boolean(),
  hourly: z.boolean(),
  realtime: z.boolean(),
});
export type AgentContractSettings = AgentContractSettingsValue;

export const DEFAULT_AGENT_CONTRACT_SETTINGS: AgentContractSettings = {
  approval: { dividend: false, daily: false, hourly: false, realtime: false },
  dividendCycle: 'monthly',
  carryForward: true,
  graceMs: 2 * 60_000,
  activeMinTurnover: 1,
};

export const AGENT_CONTRACT_SETTINGS_KEY = 'agent.contracts';

/** The stored settings over the defaults (missing fields take the default; a malformed value, all defaults). */
export async function loadAgentContractSettings(q: Queryable): Promise<AgentContractSettings> {
  const [row] = await q<{ value: unknown }[]>`SELECT value FROM settings WHERE key = ${AGENT_CONTRACT_SETTINGS_KEY}`;
  const merged = { ...DEFAULT_AGENT_CONTRACT_SETTINGS, ...((row?.value as object | undefined) ?? {}) };
  const parsed = AgentContractSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_AGENT_CONTRACT_SETTINGS;
}

/**
 * Which kinds the site offers and which records pages show: the spec §3 consolidated settings (settings key
 * 'consolidated', owned by the system module, served at GET /wps/system/setting/consolidated; 1 on, 0 off).
 */
export async function loadKindFlags(q: Queryable): Promise<{ offered: KindFlagsValue; info: KindFlagsValue }> {
  const [row] = await q<{ value: Record<string, unknown> }[]>`SELECT value FROM settings WHERE key = 'consolidated'`;
  const v = row?.value ?? {};
  const on = (name: string) => v[name] !== 0 && v[name] !== '0' && v[name] !== false;
  return {
    offered: {
      dividend: on('divtypereq'),
      daily: on('dailysalreqtype'),
      hourly: on('contracthoursalreq'),
      realtime: on('realtimesalreqtype'),
    },
    info: {
      dividend: on('divtypeinfo'),
      daily: on('dailysalinfotype') || on('contractmrdailysalinfotype'),
      hourly: on('contracthoursalinfo'),
      realtime: on('realtimesalinfotype'),
    },
  };
}
export type KindFlagsValue = z.infer<typeof KindFlags>;

export const ledgerKindOf = (kind: ContractKind) => `agent_${kind}`;
