import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { LanguageCodeSchema } from './system.contract.js';

/**
 * VIP programme (issue 17 part 1): levels as operator data, measured over a rolling window of days on the
 * member's credited deposits and valid turnover (member_day_stats). A level is reached when EITHER bar reaches
 * its threshold (a threshold of 0 is not a way in). Amounts in integer minor units, rates in basis points.
 */

export const VipErrorCodes = [
  /** The operator's VIP level data is malformed (details: issues). */
  'vip_invalid',
  /** No such VIP level. */
  'vip_level_not_found',
] as const;

const Minor = z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER));
const Name = z.string().check(z.trim(), z.minLength(1), z.maxLength(40));

export const VipLevelSchema = z.object({
  rank: z.int().check(z.minimum(0), z.maximum(20)),
  name: z.object({ vi: Name, en: Name }),
  minDeposits: Minor,
  minTurnover: Minor,
  /** Extra rebate on top of the rebate promotions, basis points of valid turnover. */
  rebateBonusBp: z.int().check(z.minimum(0), z.maximum(10_000)),
  withdrawDailyCount: z.int().check(z.minimum(0), z.maximum(1000)),
  withdrawDailyAmount: Minor,
  birthdayBonus: Minor,
  levelUpBonus: Minor,
  /** Dedicated VIP customer-service channel. */
  serviceChannel: z.boolean(),
});
export type VipLevel = z.infer<typeof VipLevelSchema>;

export const VipProgramSchema = z.object({
  windowDays: z.int().check(z.minimum(1), z.maximum(366)),
  graceDays: z.int().check(z.minimum(0), z.maximum(366)),
});
export type VipProgram = z.infer<typeof VipProgramSchema>;

export const VipConfigSchema = z.object({ program: VipProgramSchema, levels: z.array(VipLevelSchema) });
export type VipConfig = z.infer<typeof VipConfigSchema>;

const Bar = z.object({ done: z.int(), required: z.int() });

export const MemberVipSchema = z.object({
  rank: z.int(),
  name: z.string(),
  windowDays: z.int(),
  deposits: z.int(),
  turnover: z.int(),
  /** The next level and both bars toward it (either one reaching its end is enough); null at the top. */
  next: z.nullable(z.object({ rank: z.int(), name: z.string(), deposits: z.nullable(Bar), turnover: z.nullable(Bar) })),
  serviceChannel: z.boolean(),
});
export type MemberVip = z.infer<typeof MemberVipSchema>;

const LangQuery = z.object({ language: z._default(LanguageCodeSchema, 'vi') });

export const vipContract = {
  levels: defineEndpoint({
    method: 'GET',
    path: '/wps/vip/levels',
    auth: 'none',
    summary: 'The VIP levels table with benefits and the rolling window',
    tags: ['vip'],
    response: VipConfigSchema,
  }),
  member: defineEndpoint({
    method: 'GET',
    path: '/wps/member/vip',
    auth: 'token',
    summary: 'The member’s VIP level, figures over the window and progress to the next level',
    tags: ['vip'],
    query: LangQuery,
    response: MemberVipSchema,
  }),
  operatorGet: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/vip',
    auth: 'operator',
    summary: 'VIP programme and levels',
    tags: ['operator', 'vip'],
    response: VipConfigSchema,
  }),
  operatorUpdate: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/vip',
    auth: 'operator',
    summary: 'Replace the VIP programme and levels; validated (422 vip_invalid with issues); audited',
    tags: ['operator', 'vip'],
    // Validated by the service against VipConfigSchema, so every malformed input is one 422 with its issues.
    body: z.record(z.string(), z.unknown()),
    response: VipConfigSchema,
  }),
};
