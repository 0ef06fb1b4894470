import { type CashbackConfig, CashbackConfigSchema, type RebateConfig, RebateConfigSchema } from '@app/contracts';

export type PeriodPayoutConfig =
  | { kind: 'rebate'; config: RebateConfig }
  | { kind: 'cashback'; config: CashbackConfig };

/**
 * A rebate or cashback promotion's reward formula (`{ type: 'external', config }`) checked against its kind's
 * schema (the contract's, the one place). Null when malformed: the engine refuses it on write
 * (promotion_invalid) and the period job skips it and fails its attempt so an operator sees it.
 */
export function parsePeriodPayoutConfig(kind: string, reward: unknown): PeriodPayoutConfig | null {
  const r = reward as { type?: unknown; config?: unknown } | null;
  if (r?.type !== 'external') return null;
  if (kind === 'rebate') {
    const p = RebateConfigSchema.safeParse(r.config);
    return p.success ? { kind, config: p.data } : null;
  }
  if (kind === 'cashback') {
    const p = CashbackConfigSchema.safeParse(r.config);
    return p.success ? { kind, config: p.data } : null;
  }
  return null;
}

/**
 * For the engine's write path: the issues of an external config of kind rebate/cashback ([] when valid, or
 * when the kind is not one of these two).
 */
export function periodPayoutConfigIssues(kind: string, reward: unknown): string[] {
  if (kind !== 'rebate' && kind !== 'cashback') return [];
  const r = reward as { type?: unknown; config?: unknown } | null;
  if (r?.type !== 'external') return [`${kind} promotions take the reward formula { type: 'external', config }`];
  const p = (kind === 'rebate' ? RebateConfigSchema : CashbackConfigSchema).safeParse(r.config);
  return p.success ? [] : p.error.issues.map((i) => `${i.path.join('.') || 'config'}: ${i.message}`);
}
