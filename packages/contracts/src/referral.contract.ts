import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { LanguageCodeSchema } from './system.contract.js';

/**
 * Referral, "invite friends" (issue 17 part 4, spec §1, §2 member centre 'referral', §3 availablePromo REFERRAL).
 * Each member has a code, a link (/register?referralCode=CODE, the site's own origin added by the web) and a QR
 * of it. A friend who registers with the code (or binds it within the window) and meets the operator's
 * qualifying condition within the window earns both configured rewards, once. Amounts in integer minor units.
 */

export const ReferralErrorCodes = [
  /** The referral code names no member (nor agent) — checked when the programme is on. */
  'referral_code_invalid',
  /** The code is the member's own, or the friend is on the referrer's device (or IP, when the operator says so). */
  'referral_self',
  /** The code's owner was referred by this member (directly or further up): circular referral. */
  'referral_circular',
  /** The member already has a referrer. */
  'referral_already_referred',
  /** A code can only be bound within the window after registration, before any deposit. */
  'referral_bind_closed',
  /** The referral programme is switched off. */
  'referral_disabled',
  /** The operator's settings are malformed (details: issues). */
  'referral_settings_invalid',
] as const;
export type ReferralErrorCode = (typeof ReferralErrorCodes)[number];

const Minor = z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER));

export const ReferralSettingsSchema = z.object({
  enabled: z.boolean(),
  /** The friend's first credited deposit must be at least this (0 = not a condition). */
  minFirstDeposit: Minor,
  /** The friend's valid turnover over the window (0 = not a condition). */
  minTurnover: Minor,
  /** 'all': every condition above 0; 'any': one of them. */
  qualifyRule: z.enum(['all', 'any']),
  withinDays: z.int().check(z.minimum(1), z.maximum(365)),
  referrerReward: Minor,
  friendReward: Minor,
  blockSameDevice: z.boolean(),
  blockSameIp: z.boolean(),
});
export type ReferralSettings = z.infer<typeof ReferralSettingsSchema>;

export const ReferralStatuses = ['pending', 'qualified', 'expired'] as const;
export type ReferralStatus = (typeof ReferralStatuses)[number];

export const AvailablePromoSchema = z.object({
  availablePromo: z.array(z.object({ type: z.enum(['REFERRAL']), enabled: z.boolean() })),
});
export type AvailablePromo = z.infer<typeof AvailablePromoSchema>;

export const MemberReferralSchema = z.object({
  enabled: z.boolean(),
  code: z.string(),
  /** Path of the invite link; the web adds the origin the player is on. */
  link: z.string(),
  rules: z.object({
    minFirstDeposit: z.int(),
    minTurnover: z.int(),
    qualifyRule: z.enum(['all', 'any']),
    withinDays: z.int(),
    referrerReward: z.int(),
    friendReward: z.int(),
  }),
  totals: z.object({ invited: z.int(), qualified: z.int(), pending: z.int(), rewards: z.int() }),
  /** Who referred this member, masked, with the member's own status; null when nobody did. */
  referredBy: z.nullable(z.object({ account: z.string(), status: z.enum(ReferralStatuses), deadline: z.string() })),
  /** The member may still enter a friend's code (no referrer, within the window, no deposit yet). */
  canBind: z.boolean(),
});
export type MemberReferral = z.infer<typeof MemberReferralSchema>;

export const ReferralFriendSchema = z.object({
  /** Masked account (first 2 and last 2 characters). */
  account: z.string(),
  registeredAt: z.string(),
  deadline: z.string(),
  status: z.enum(ReferralStatuses),
  qualifiedAt: z.nullable(z.string()),
  /** The referrer's reward for this friend, once paid. */
  reward: z.nullable(z.int()),
  /** Progress toward the condition (the friend's first deposit and turnover within the window so far). */
  firstDeposit: z.nullable(z.int()),
  turnover: z.int(),
});
export type ReferralFriend = z.infer<typeof ReferralFriendSchema>;

const QueryInt = (min: number, max: number) => z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max)));

export const ReferralFriendsSchema = z.object({
  items: z.array(ReferralFriendSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});

export const referralContract = {
  available: defineEndpoint({
    method: 'GET',
    path: '/wps/available-promo',
    auth: 'none',
    summary: 'Public state availablePromo: which programmes are on (REFERRAL enabled)',
    tags: ['referral'],
    response: AvailablePromoSchema,
  }),
  member: defineEndpoint({
    method: 'GET',
    path: '/wps/member/referral',
    auth: 'token',
    guarded: true,
    summary: "The member's referral code, link, the programme's rules and totals",
    tags: ['referral'],
    query: z.object({ language: z._default(LanguageCodeSchema, 'vi') }),
    response: MemberReferralSchema,
  }),
  friends: defineEndpoint({
    method: 'GET',
    path: '/wps/member/referral/friends',
    auth: 'token',
    guarded: true,
    summary: 'Friends the member referred (masked), newest first, with status and reward',
    tags: ['referral'],
    query: z.object({ page: z._default(QueryInt(1, 100_000), 1), pageSize: z._default(QueryInt(1, 100), 20) }),
    response: ReferralFriendsSchema,
  }),
  bind: defineEndpoint({
    method: 'POST',
    path: '/wps/member/referral/bind',
    auth: 'token',
    guarded: true,
    summary: "Enter a friend's code after registering (within the window, before any deposit)",
    tags: ['referral'],
    body: z.object({ code: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)) }),
    response: MemberReferralSchema,
  }),
  operatorGet: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/referral',
    auth: 'operator',
    summary: 'Referral programme settings',
    tags: ['operator', 'referral'],
    response: ReferralSettingsSchema,
  }),
  operatorUpdate: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/referral',
    auth: 'operator',
    summary: 'Replace the referral settings; validated (422 referral_settings_invalid with issues); audited',
    tags: ['operator', 'referral'],
    body: z.record(z.string(), z.unknown()),
    response: ReferralSettingsSchema,
  }),
};
