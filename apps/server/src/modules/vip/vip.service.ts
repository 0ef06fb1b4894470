import { type MemberVip, VIP_SERVICE_RANK, type VipConfig, VipConfigSchema, type VipLevel } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { sendSystemMessage } from '../inbox/index.js';
import { operatorActor, requireOperator, writeAudit } from '../operators/index.js';
import { periodOf } from '../promotions/periods.js';
import type { RewardCentre } from '../promotions/rewards.service.js';
import { levelIssues, progressTo, qualifyingRank, rankAtPeriodEnd, ranksCrossed } from './vip.levels.js';
import {
  figuresOf,
  localDay,
  memberRank,
  membersToUpgrade,
  rankedMembers,
  readConfig,
  windowStart,
  writeConfig,
} from './vip.repository.js';

export interface VipDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
  rewards: Pick<RewardCentre, 'prepare' | 'offerReward'>;
}

type Origin = { ip: string; requestId: string };

/** The source key that makes a level-up bonus once per member and level, whatever runs it and how often. */
export const levelUpKey = (memberId: number, rank: number) => `vip-levelup:${memberId}:${rank}`;

/** VIP programme: levels as operator data, upgrades at once, downgrades at period ends, the member's view. */
export function createVipService(deps: VipDeps) {
  const { db, clock, timeZone, rewards } = deps;

  /** The window of local days ending with the day of `at`. */
  function windowOf(at: Date, days: number) {
    const to = localDay(at, timeZone);
    return { from: windowStart(to, days), to };
  }

  /**
   * Raises the member to the rank the window's figures qualify for (never lowers: that is the period end's
   * job) and offers each crossed level's bonus to the reward centre. Safe to run twice or in parallel: the
   * member's row is locked, and the reward's (source, key) is unique. `pendingDeposit`: the deposit hook runs
   * inside the credit's transaction, before the rollup (another connection) can see it: its amount is added.
   */
  async function evaluate(memberId: number, pendingDeposit = 0): Promise<number> {
    const cfg = await readConfig(db);
    const { from, to } = windowOf(clock.now(), cfg.program.windowDays);
    const f = await figuresOf(db, memberId, from, to);
    const qualifying = qualifyingRank(cfg.levels, { ...f, deposits: f.deposits + pendingDeposit });
    const current = (await memberRank(db, memberId))?.rank ?? 0;
    if (qualifying <= current) return current;
    // Before the transaction: creating ledger accounts inside it would take a second connection (notes).
    if (ranksCrossed(cfg.levels, current, qualifying).length > 0) await rewards.prepare(memberId);
    return db.begin(async (tx) => {
      const now = clock.now();
      await tx`INSERT INTO vip_members (member_id, rank, reached_at, evaluated_at)
               VALUES (${memberId}, 0, ${now}, ${now}) ON CONFLICT (member_id) DO NOTHING`;
      const [row] = await tx<{ rank: number }[]>`
        SELECT rank FROM vip_members WHERE member_id = ${memberId} FOR UPDATE`;
      const locked = row?.rank ?? 0;
      if (qualifying <= locked) return locked;
      await tx`UPDATE vip_members SET rank = ${qualifying}, reached_at = ${now}, evaluated_at = ${now}
                WHERE member_id = ${memberId}`;
      for (const l of ranksCrossed(cfg.levels, locked, qualifying)) {
        await rewards.offerReward(tx, {
          memberId,
          source: 'bonus',
          sourceKey: levelUpKey(memberId, l.rank),
          amount: l.levelUpBonus,
          title: { vi: `Thưởng thăng cấp ${l.name.vi}`, en: `Level-up bonus ${l.name.en}` },
          details: { vipRank: l.rank },
        });
      }
      // "Level up" in the member's inbox, in its language, once per level ever (as the bonus).
      const reached = cfg.levels.find((l) => l.rank === qualifying);
      await sendSystemMessage(tx, memberId, { template: 'vip_level_up', rank: qualifying, name: reached?.name }, now, {
        key: `vip-levelup:${memberId}:${qualifying}`,
      });
      return qualifying;
    });
  }

  /** Upgrades every member active since `activeFrom` who now qualifies for more (one query when nobody does). */
  async function sweep(activeFrom?: string): Promise<number> {
    const cfg = await readConfig(db);
    const { from, to } = windowOf(clock.now(), cfg.program.windowDays);
    const ids = await membersToUpgrade(db, activeFrom ?? to, from, to);
    for (const id of ids) await evaluate(id);
    return ids.length;
  }

  /**
   * The period end (monthly, local time), applied once: each ranked member's figures over the window that
   * ended with the period are checked against the grace rule (vip.levels.ts rankAtPeriodEnd).
   */
  async function periodEnd(): Promise<{ key: string; downgraded: number } | null> {
    const cfg = await readConfig(db);
    const { key, start } = periodOf('monthly', clock.now(), timeZone);
    return db.begin(async (tx) => {
      const [claimed] = await tx`INSERT INTO vip_period_runs (period_key, ran_at) VALUES (${key}, ${clock.now()})
                                  ON CONFLICT (period_key) DO NOTHING RETURNING period_key`;
      if (!claimed) return null;
      const { from, to } = windowOf(new Date(start.getTime() - 1), cfg.program.windowDays);
      let downgraded = 0;
      for (const memberId of await rankedMembers(tx)) {
        const [m] = await tx<{ rank: number; reached_at: Date }[]>`
          SELECT rank, reached_at FROM vip_members WHERE member_id = ${memberId} FOR UPDATE`;
        if (!m) continue;
        const q = qualifyingRank(cfg.levels, await figuresOf(tx, memberId, from, to));
        const next = rankAtPeriodEnd(m.rank, q, m.reached_at, start, cfg.program.graceDays);
        if (next >= m.rank) continue;
        await tx`UPDATE vip_members SET rank = ${next}, reached_at = ${start}, evaluated_at = ${clock.now()}
                  WHERE member_id = ${memberId}`;
        downgraded += 1;
      }
      return { key, downgraded };
    });
  }

  /**
   * Birthday bonus of the member's level, offered in the reward centre on the local day of the birthday, once a
   * year (source key vip-birthday:<member>:<year>): the hourly review runs it, any number of times.
   */
  async function birthdays(): Promise<number> {
    const cfg = await readConfig(db);
    const today = localDay(clock.now(), timeZone);
    const rows = await db<{ member_id: number; rank: number }[]>`
      SELECT v.member_id, v.rank FROM vip_members v JOIN members m ON m.id = v.member_id
       WHERE v.rank > 0 AND m.birthday IS NOT NULL
         AND to_char(m.birthday, 'MM-DD') = ${today.slice(5)}
       ORDER BY v.member_id`;
    let offered = 0;
    for (const r of rows) {
      const level = cfg.levels.find((l) => l.rank === r.rank);
      if (!level || level.birthdayBonus <= 0) continue;
      await rewards.prepare(r.member_id);
      const out = await db.begin((tx) =>
        rewards.offerReward(tx, {
          memberId: r.member_id,
          source: 'bonus',
          sourceKey: `vip-birthday:${r.member_id}:${today.slice(0, 4)}`,
          amount: level.birthdayBonus,
          title: { vi: `Quà sinh nhật ${level.name.vi}`, en: `Birthday bonus ${level.name.en}` },
          details: { vipRank: level.rank },
        }),
      );
      if (out.created) offered += 1;
    }
    return offered;
  }

  async function rankOf(memberId: number): Promise<number> {
    return (await memberRank(db, memberId))?.rank ?? 0;
  }

  async function member(memberId: number, language: 'vi' | 'en'): Promise<MemberVip> {
    const cfg = await readConfig(db);
    const { from, to } = windowOf(clock.now(), cfg.program.windowDays);
    const f = await figuresOf(db, memberId, from, to);
    const rank = await rankOf(memberId);
    const level: VipLevel | undefined = cfg.levels.find((l) => l.rank === rank);
    const next = progressTo(cfg.levels, rank, f);
    return {
      rank,
      name: level?.name[language] ?? `VIP ${rank}`,
      windowDays: cfg.program.windowDays,
      deposits: f.deposits,
      turnover: f.turnover,
      next: next
        ? { rank: next.level.rank, name: next.level.name[language], deposits: next.deposits, turnover: next.turnover }
        : null,
      serviceChannel: rank > VIP_SERVICE_RANK || level?.serviceChannel === true,
    };
  }

  async function operatorGet(session: SessionPrincipal | null): Promise<VipConfig> {
    requireOperator(session);
    return readConfig(db);
  }

  async function operatorUpdate(session: SessionPrincipal | null, raw: unknown, origin: Origin) {
    const actor = operatorActor(requireOperator(session));
    const parsed = VipConfigSchema.safeParse(raw);
    const issues = parsed.success
      ? levelIssues(parsed.data.levels)
      : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    if (!parsed.success || issues.length > 0) throw new AppError('vip_invalid', 422, issues.join('; '), { issues });
    const input = { ...parsed.data, levels: [...parsed.data.levels].sort((a, b) => a.rank - b.rank) };
    return db.begin(async (tx) => {
      const before = await readConfig(tx);
      await writeConfig(tx, input, clock.now());
      await writeAudit(tx, {
        at: clock.now(),
        actor,
        action: 'vip.update',
        subject: 'vip:levels',
        before,
        after: input,
        ...origin,
      });
      return input;
    });
  }

  /**
   * The operator's manual level (back office player page): the row is locked like evaluate's, reached_at is now
   * (so the period-end grace counts from the change) and the change is audited with its reason. No level-up bonus:
   * a bonus is earned by figures, not granted by hand (promotions' grants do that, audited on their own).
   */
  async function setRank(memberId: number, rank: number, actor: string, reason: string, origin: Origin) {
    const cfg = await readConfig(db);
    if (!cfg.levels.some((l) => l.rank === rank)) throw new AppError('vip_rank_unknown', 422, `No VIP level ${rank}`);
    return db.begin(async (tx) => {
      const now = clock.now();
      await tx`INSERT INTO vip_members (member_id, rank, reached_at, evaluated_at)
               VALUES (${memberId}, 0, ${now}, ${now}) ON CONFLICT (member_id) DO NOTHING`;
      const [row] = await tx<{ rank: number }[]>`SELECT rank FROM vip_members WHERE member_id = ${memberId} FOR UPDATE`;
      const before = row?.rank ?? 0;
      if (before === rank) return { rank };
      await tx`UPDATE vip_members SET rank = ${rank}, reached_at = ${now}, evaluated_at = ${now}
                WHERE member_id = ${memberId}`;
      await writeAudit(tx, {
        at: now,
        actor,
        action: 'vip.set_member_rank',
        subject: `member:${memberId}`,
        before: { rank: before },
        after: { rank, reason },
        ...origin,
      });
      return { rank };
    });
  }

  return {
    setRank,
    evaluate,
    sweep,
    periodEnd,
    birthdays,
    rankOf,
    member,
    levels: () => readConfig(db),
    operatorGet,
    operatorUpdate,
  };
}
export type VipService = ReturnType<typeof createVipService>;
