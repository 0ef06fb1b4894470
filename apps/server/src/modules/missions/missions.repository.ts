import type { Mission, MissionInput, MissionKind, MissionPeriod, MissionRewardType } from '@app/contracts';
import type { Queryable } from '../../platform/db/connect.js';
import type { MissionDef } from './missions.progress.js';

export interface MissionRow {
  id: string;
  code: string;
  period: MissionPeriod;
  kind: MissionKind;
  category: string | null;
  target: string;
  title: { vi: string; en: string };
  description: { vi: string; en: string };
  reward_type: MissionRewardType;
  reward_amount: string;
  min_vip_rank: number;
  active_from: Date | null;
  active_until: Date | null;
  enabled: boolean;
  sort: number;
  created_at: Date;
  updated_at: Date;
}

/** A mission as the service works with it: the progress maths' fields plus what is shown and paid. */
export interface MissionRecord extends MissionDef {
  code: string;
  title: { vi: string; en: string };
  description: { vi: string; en: string };
  reward: { type: MissionRewardType; amount: number };
  minVipRank: number;
  activeUntil: Date | null;
  enabled: boolean;
  sort: number;
  updatedAt: Date;
}

export function toRecord(r: MissionRow): MissionRecord {
  return {
    id: Number(r.id),
    code: r.code,
    period: r.period,
    kind: r.kind,
    category: r.category,
    target: Number(r.target),
    title: r.title,
    description: r.description,
    reward: { type: r.reward_type, amount: Number(r.reward_amount) },
    minVipRank: r.min_vip_rank,
    activeFrom: r.active_from,
    activeUntil: r.active_until,
    enabled: r.enabled,
    sort: r.sort,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export function toMission(m: MissionRecord): Mission {
  return {
    id: m.id,
    code: m.code,
    period: m.period,
    kind: m.kind,
    category: m.category as Mission['category'],
    target: m.target,
    title: m.title,
    description: m.description,
    reward: m.reward,
    minVipRank: m.minVipRank,
    activeFrom: m.activeFrom?.toISOString() ?? null,
    activeUntil: m.activeUntil?.toISOString() ?? null,
    enabled: m.enabled,
    sort: m.sort,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

export async function listMissions(q: Queryable): Promise<MissionRecord[]> {
  const rows = await q<MissionRow[]>`SELECT * FROM missions ORDER BY sort, id`;
  return rows.map(toRecord);
}

export async function findMission(q: Queryable, id: number): Promise<MissionRecord | undefined> {
  const [r] = await q<MissionRow[]>`SELECT * FROM missions WHERE id = ${id}`;
  return r ? toRecord(r) : undefined;
}

/** Enabled missions within their dates at `now`, for members at `rank` (null: any rank, e.g. the sweep). */
export async function liveMissions(q: Queryable, now: Date, rank: number | null): Promise<MissionRecord[]> {
  const rows = await q<MissionRow[]>`
    SELECT * FROM missions
     WHERE enabled AND (active_from IS NULL OR active_from <= ${now}) AND (active_until IS NULL OR active_until > ${now})
       AND (${rank}::int IS NULL OR min_vip_rank <= ${rank}::int)
     ORDER BY sort, id`;
  return rows.map(toRecord);
}

/** Inserts (id null) or replaces a mission; returns its id, or null when the code belongs to another mission. */
export async function writeMission(q: Queryable, id: number | null, m: MissionInput, at: Date): Promise<number | null> {
  const values = {
    code: m.code,
    period: m.period,
    kind: m.kind,
    category: m.category,
    target: m.target,
    title: q.json(m.title),
    description: q.json(m.description),
    reward_type: m.reward.type,
    reward_amount: m.reward.amount,
    min_vip_rank: m.minVipRank,
    active_from: m.activeFrom ? new Date(m.activeFrom) : null,
    active_until: m.activeUntil ? new Date(m.activeUntil) : null,
    enabled: m.enabled,
    sort: m.sort,
    updated_at: at,
  };
  if (id === null) {
    const [r] = await q<{ id: string }[]>`INSERT INTO missions ${q({ ...values, created_at: at })}
      ON CONFLICT (code) DO NOTHING RETURNING id`;
    return r ? Number(r.id) : null;
  }
  const [clash] = await q`SELECT 1 FROM missions WHERE code = ${m.code} AND id <> ${id}`;
  if (clash) return null;
  await q`UPDATE missions SET ${q(values)} WHERE id = ${id}`;
  return id;
}

/** The member's claims of these missions in these periods ('<mission>:<period>'). */
export async function claimedKeys(
  q: Queryable,
  memberId: number,
  missionIds: number[],
  periodKeys: string[],
): Promise<Set<string>> {
  if (missionIds.length === 0) return new Set();
  const rows = await q<{ mission_id: string; period_key: string }[]>`
    SELECT mission_id, period_key FROM mission_claims
     WHERE member_id = ${memberId} AND mission_id = ANY(${missionIds}::bigint[])
       AND period_key = ANY(${[...new Set(periodKeys)]}::text[])`;
  return new Set(rows.map((r) => `${r.mission_id}:${r.period_key}`));
}
