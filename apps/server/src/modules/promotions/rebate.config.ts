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
 * For the engine's write path (operator.service.ts validate): the issues of a rebate/cashback promotion's
 * formula and entry mode ([] when valid, or when the kind is neither). The job pays them automatically or
 * offers them in the reward centre, so only those two entry modes mean something.
 */
export function periodPayoutConfigIssues(kind: string, reward: unknown, entryMode?: string): string[] {
  if (kind !== 'rebate' && kind !== 'cashback') return [];
  const issues: string[] = [];
  if (entryMode !== undefined && entryMode !== 'automatic' && entryMode !== 'claim') {
    issues.push(`a ${kind} is paid automatically or offered to claim (entry mode automatic or claim)`);
  }
  const r = reward as { type?: unknown; config?: unknown } | null;
  if (r?.type !== 'external')
    return [...issues, `${kind} promotions take the reward formula { type: 'external', config }`];
  const p = (kind === 'rebate' ? RebateConfigSchema : CashbackConfigSchema).safeParse(r.config);
  if (!p.success) issues.push(...p.error.issues.map((i) => `${kind} ${i.path.join('.') || 'config'}: ${i.message}`));
  return issues;
}
