import { createHash } from 'node:crypto';
import { type MemberReferral, type ReferralSettings, ReferralSettingsSchema } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db, Queryable } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { publishToMember } from '../../platform/realtime/index.js';
import { operatorActor, requireOperator, writeAudit } from '../operators/index.js';
import type { RewardCentre } from '../promotions/rewards.service.js';
import { listFriends, memberTotals } from './referral.queries.js';
import {
  codeOfMember,
  codeUsedByAgents,
  firstDeposit,
  insertCode,
  insertReferral,
  ownerOfCode,
  pendingToEvaluate,
  type ReferralRow,
  readSettings,
  referralOf,
  referrerChain,
  rememberOrigin,
  setFirstDeposit,
  turnoverBetween,
  writeSettings,
} from './referral.repository.js';
import {
  friendRewardKey,
  localDay,
  maskAccount,
  newCode,
  qualifies,
  referralLink,
  referrerRewardKey,
  settingsIssues,
} from './referral.rules.js';

export interface ReferralDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
  rewards: Pick<RewardCentre, 'prepare' | 'payReward'>;
}

/** Where a registration or a bind comes from: the raw x-device-id (hashed here) and the IP address. */
export interface ReferralOrigin {
  ip: string | null;
  deviceId: string | null;
}

/** A code checked at registration, attached to the new account in the registration's transaction. */
export interface ReferralClaim {
  referrerId: number;
  code: string;
  ip: string | null;
  device: string | null;
}

type Audit = { ip: string; requestId: string };

const DAY_MS = 86_400_000;
// Advisory lock namespace: binds are serialised so two members cannot bind each other's codes at once.
const BIND_LOCK = 0x5246;

/** Only a device id the web keeps counts: a user-agent hash would match strangers on the same phone model. */
export const hashDevice = (raw: string | null) =>
  raw ? createHash('sha256').update(`id:${raw}`).digest('hex').slice(0, 32) : null;

/**
 * Referral, "invite friends": codes, attaching friends (registration or bind), self/circular refusals, the
 * qualifying evaluation (deposit hook, minute sweep) and both rewards paid once through the reward centre.
 */
export function createReferralService(deps: ReferralDeps) {
  const { db, clock, timeZone, rewards } = deps;

  /** The member's code, made on first ask (never one an agent's code or invite already uses). */
  async function ensureCode(memberId: number): Promise<string> {
    for (let attempt = 0; attempt < 8; attempt++) {
      const mine = await codeOfMember(db, memberId);
      if (mine) return mine.code;
      const code = newCode();
      if (await codeUsedByAgents(db, code)) continue;
      if (await insertCode(db, memberId, code, clock.now())) return code;
    }
    throw new Error('could not make a referral code');
  }

  /** Refuses a friend on the referrer's device (or IP, when the operator says so): a second account of one person. */
  async function checkNotSelf(s: ReferralSettings, referrerId: number, ip: string | null, device: string | null) {
    const [hit] = await db<{ device: boolean; ip: boolean }[]>`
      SELECT (${device}::text IS NOT NULL AND (
                EXISTS (SELECT 1 FROM referral_codes WHERE member_id = ${referrerId} AND device = ${device})
                OR EXISTS (SELECT 1 FROM referrals WHERE friend_id = ${referrerId} AND device = ${device}))) AS device,
             (${ip}::text IS NOT NULL AND (
                EXISTS (SELECT 1 FROM referral_codes WHERE member_id = ${referrerId} AND ip = ${ip})
                OR EXISTS (SELECT 1 FROM members WHERE id = ${referrerId} AND register_ip = ${ip}))) AS ip`;
    if ((s.blockSameDevice && hit?.device) || (s.blockSameIp && hit?.ip))
      throw new AppError('referral_self', 422, 'A referral from the referrer’s own device or address is refused');
  }

  /**
   * Registration: the code of a member (not an agent's: those are the accounts module's). Programme off →
   * null (the code is only kept, as before). Unknown code or self-referral → a clear refusal before the account exists.
   */
  async function checkAtRegistration(code: string, origin: ReferralOrigin): Promise<ReferralClaim | null> {
    const s = await readSettings(db);
    if (!s.enabled) return null;
    const owner = await ownerOfCode(db, code);
    if (!owner) throw new AppError('referral_code_invalid', 422, 'Unknown referral code');
    const device = hashDevice(origin.deviceId);
    await checkNotSelf(s, owner.member_id, origin.ip, device);
    return { referrerId: owner.member_id, code: owner.code, ip: origin.ip, device };
  }

  /** Attaches the new account to its referrer, in the registration's transaction. */
  async function attach(tx: Queryable, friendId: number, claim: ReferralClaim, at: Date): Promise<void> {
    const s = await readSettings(tx);
    await insertReferral(tx, {
      friendId,
      referrerId: claim.referrerId,
      code: claim.code,
      via: 'register',
      at,
      deadline: new Date(at.getTime() + s.withinDays * DAY_MS),
      ip: claim.ip,
      device: claim.device,
    });
  }

  /** Whether the member may still enter a code: no referrer, within the window of registering, no deposit yet. */
  async function bindOpen(memberId: number, s: ReferralSettings): Promise<boolean> {
    const [r] = await db<{ open: boolean }[]>`
      SELECT m.created_at > ${new Date(clock.now().getTime() - s.withinDays * DAY_MS)}
             AND NOT EXISTS (SELECT 1 FROM referrals WHERE friend_id = m.id)
             AND NOT EXISTS (SELECT 1 FROM deposits WHERE member_id = m.id AND status = 'succeeded') AS open
        FROM members m WHERE m.id = ${memberId}`;
    return r?.open === true;
  }

  async function bind(memberId: number, code: string, origin: ReferralOrigin, language: 'vi' | 'en') {
    const s = await readSettings(db);
    if (!s.enabled) throw new AppError('referral_disabled', 422, 'The referral programme is off');
    if (await referralOf(db, memberId))
      throw new AppError('referral_already_referred', 409, 'The account already has a referrer');
    const owner = await ownerOfCode(db, code.trim());
    if (!owner) throw new AppError('referral_code_invalid', 422, 'Unknown referral code');
    if (owner.member_id === memberId) throw new AppError('referral_self', 422, 'Your own code');
    if (!(await bindOpen(memberId, s)))
      throw new AppError('referral_bind_closed', 422, 'A code can only be added soon after registering');
    const device = hashDevice(origin.deviceId);
    await checkNotSelf(s, owner.member_id, origin.ip, device);
    await db.begin(async (tx) => {
      await tx`SELECT pg_advisory_xact_lock(${BIND_LOCK}, 0)`;
      // Circular: the code's owner was referred by this member, directly or further up its chain.
      if ((await referrerChain(tx, owner.member_id)).includes(memberId))
        throw new AppError('referral_circular', 422, 'The code’s owner was referred by you');
      const now = clock.now();
      const inserted = await insertReferral(tx, {
        friendId: memberId,
        referrerId: owner.member_id,
        code: owner.code,
        via: 'bind',
        at: now,
        deadline: new Date(now.getTime() + s.withinDays * DAY_MS),
        ip: origin.ip,
        device,
      });
      if (!inserted) throw new AppError('referral_already_referred', 409, 'The account already has a referrer');
    });
    return member(memberId, language);
  }

  /** The member's page: code, link, the rules, totals, who referred them. Remembers where they look from. */
  async function member(memberId: number, _language: 'vi' | 'en', origin?: ReferralOrigin): Promise<MemberReferral> {
    const s = await readSettings(db);
    const code = await ensureCode(memberId);
    if (origin) await rememberOrigin(db, memberId, origin.ip, hashDevice(origin.deviceId));
    const own = await referralOf(db, memberId);
    const [by] = own ? await db<{ account: string }[]>`SELECT account FROM members WHERE id = ${own.referrer_id}` : [];
    return {
      enabled: s.enabled,
      code,
      link: referralLink(code),
      rules: {
        minFirstDeposit: s.minFirstDeposit,
        minTurnover: s.minTurnover,
        qualifyRule: s.qualifyRule,
        withinDays: s.withinDays,
        referrerReward: s.referrerReward,
        friendReward: s.friendReward,
      },
      totals: await memberTotals(db, memberId),
      referredBy:
        own && by
          ? { account: maskAccount(by.account), status: own.status, deadline: own.deadline.toISOString() }
          : null,
      canBind: s.enabled && !own && (await bindOpen(memberId, s)),
    };
  }

  /** The friend's first credited deposit: recorded on the referral, else the deposits, else the one being credited. */
  async function firstDepositOf(r: ReferralRow, pending?: { amount: number; at: Date }) {
    if (r.first_deposit !== null && r.first_deposit_at)
      return { amount: Number(r.first_deposit), at: r.first_deposit_at };
    const found = (await firstDeposit(db, r.friend_id)) ?? pending ?? null;
    if (found) await setFirstDeposit(db, r.friend_id, found.amount, found.at);
    return found;
  }

  /**
   * Measures a pending friend against the condition over the window and pays when met; past the deadline
   * without meeting it, the referral expires. `pending`: the deposit hook runs inside the credit's
   * transaction, before other connections see the deposit as succeeded. Safe to repeat: see qualify().
   */
  async function evaluate(friendId: number, pending?: { amount: number; at: Date }): Promise<string> {
    const r = await referralOf(db, friendId);
    if (r?.status !== 'pending') return r?.status ?? 'none';
    const s = await readSettings(db);
    const now = clock.now();
    const first = await firstDepositOf(r, pending);
    // biome-ignore lint/complexity/useMathMinMax: Dates (Math.min would turn them into numbers).
    const until = now < r.deadline ? now : r.deadline;
    const turnover = await turnoverBetween(
      db,
      friendId,
      localDay(r.registered_at, timeZone),
      localDay(until, timeZone),
    );
    const figures = { firstDeposit: first && first.at <= r.deadline ? first.amount : null, turnover };
    if (qualifies(s, figures)) return (await qualify(friendId, s)) ? 'qualified' : 'pending';
    if (now >= r.deadline) {
      await db`UPDATE referrals SET status = 'expired' WHERE friend_id = ${friendId} AND status = 'pending'`;
      return 'expired';
    }
    return 'pending';
  }

  /**
   * Marks the referral qualified and pays both sides in one transaction, under the row's lock: a second run
   * (the job twice, the hook and the sweep together, a retried deposit) finds it qualified and does nothing;
   * the reward keys are unique besides.
   */
  async function qualify(friendId: number, s: ReferralSettings): Promise<boolean> {
    const r0 = await referralOf(db, friendId);
    if (r0?.status !== 'pending') return false;
    // Before the transaction: making ledger accounts inside it would take a second connection (promotions notes).
    if (s.referrerReward > 0) await rewards.prepare(r0.referrer_id);
    if (s.friendReward > 0) await rewards.prepare(friendId);
    const [friend] = await db<{ account: string }[]>`SELECT account FROM members WHERE id = ${friendId}`;
    const masked = maskAccount(friend?.account ?? '');
    const paid = await db.begin(async (tx) => {
      const r = await referralOf(tx, friendId, true);
      if (r?.status !== 'pending') return false;
      const forReferrer =
        s.referrerReward > 0
          ? await rewards.payReward(tx, {
              memberId: r.referrer_id,
              source: 'bonus',
              sourceKey: referrerRewardKey(friendId),
              amount: s.referrerReward,
              title: { vi: `Thưởng giới thiệu bạn ${masked}`, en: `Referral reward: ${masked}` },
              details: { referral: 'referrer', friend: masked },
            })
          : null;
      const forFriend =
        s.friendReward > 0
          ? await rewards.payReward(tx, {
              memberId: friendId,
              source: 'bonus',
              sourceKey: friendRewardKey(friendId),
              amount: s.friendReward,
              title: { vi: 'Thưởng bạn mới được giới thiệu', en: 'Welcome reward for joining by invitation' },
              details: { referral: 'friend' },
            })
          : null;
      await tx`UPDATE referrals SET status = 'qualified', qualified_at = ${clock.now()},
                 referrer_reward_id = ${forReferrer?.rewardId ?? null}, friend_reward_id = ${forFriend?.rewardId ?? null}
               WHERE friend_id = ${friendId}`;
      return r.referrer_id;
    });
    if (paid === false) return false;
    // Committed: the referrer's open pages show it at once (a lost notice only delays the list's refresh).
    if (s.referrerReward > 0) {
      await publishToMember(db, paid, {
        type: 'notice',
        kind: 'referral_reward',
        amount: s.referrerReward,
        reference: masked,
        at: clock.now().toISOString(),
      }).catch(() => undefined);
    }
    return true;
  }

  /** Deposit credit hook: a referred friend's deposit can qualify them at once. */
  async function onDepositCredited(memberId: number, amount: number): Promise<void> {
    const r = await referralOf(db, memberId);
    if (r?.status !== 'pending') return;
    await evaluate(memberId, { amount, at: clock.now() });
  }

  /** Evaluates pending friends active on `day` (default today) and those past their deadline. */
  async function sweep(day?: string): Promise<number> {
    const ids = await pendingToEvaluate(db, day ?? localDay(clock.now(), timeZone), clock.now());
    let qualified = 0;
    for (const id of ids) if ((await evaluate(id)) === 'qualified') qualified += 1;
    return qualified;
  }

  async function available() {
    const s = await readSettings(db);
    return { availablePromo: [{ type: 'REFERRAL' as const, enabled: s.enabled }] };
  }

  async function operatorGet(session: SessionPrincipal | null): Promise<ReferralSettings> {
    requireOperator(session);
    const { configuredBy: _, ...s } = await readSettings(db);
    return s;
  }

  async function operatorUpdate(session: SessionPrincipal | null, raw: unknown, origin: Audit) {
    const actor = operatorActor(requireOperator(session));
    const parsed = ReferralSettingsSchema.safeParse(raw);
    const issues = parsed.success
      ? settingsIssues(parsed.data)
      : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    if (!parsed.success || issues.length > 0)
      throw new AppError('referral_settings_invalid', 422, issues.join('; '), { issues });
    return db.begin(async (tx) => {
      const { configuredBy: _, ...before } = await readSettings(tx);
      await writeSettings(tx, parsed.data, actor, clock.now());
      await writeAudit(tx, {
        at: clock.now(),
        actor,
        action: 'referral.update',
        subject: 'referral:settings',
        before,
        after: parsed.data,
        ...origin,
      });
      return parsed.data;
    });
  }

  return {
    ensureCode,
    checkAtRegistration,
    attach,
    bind,
    member,
    friends: (memberId: number, page: number, pageSize: number) =>
      listFriends(db, memberId, page, pageSize, clock.now(), timeZone),
    evaluate,
    onDepositCredited,
    sweep,
    available,
    operatorGet,
    operatorUpdate,
  };
}
export type ReferralService = ReturnType<typeof createReferralService>;
