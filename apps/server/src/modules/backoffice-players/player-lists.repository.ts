import type { Queryable } from '../../platform/db/connect.js';
import { type Keyset, keysetSql } from '../../platform/db/keyset.js';

/*
 * The player page's lists that no other module serves to operators, one keyset page each, newest first by
 * (time, id): each a range scan of its (member_id, time DESC, id DESC) index (migrations 0075, 0361).
 */

export interface BetRow {
  id: string;
  vendor: string;
  category: string;
  round_id: string;
  stake: string;
  win: string;
  status: string;
  created_at: Date;
  cursor: string;
}
export const betsPage = (q: Queryable, id: number, k: Keyset) => {
  const ks = keysetSql(q, 'created_at', 'id', k);
  return q<BetRow[]>`SELECT id, vendor, category, round_id, stake, win, status, created_at, ${ks.cursor} AS cursor
    FROM bets WHERE member_id = ${id} ${ks.where} ${ks.order} LIMIT ${ks.limit}`;
};

export interface RewardRow {
  id: string;
  source: string;
  title: Record<string, string>;
  amount: string;
  status: string;
  offered_at: Date;
  claimed_at: Date | null;
  cursor: string;
}
export const rewardsPage = (q: Queryable, id: number, k: Keyset) => {
  const ks = keysetSql(q, 'offered_at', 'id', k);
  return q<RewardRow[]>`SELECT id, source, title, amount, status, offered_at, claimed_at, ${ks.cursor} AS cursor
    FROM promotion_rewards WHERE member_id = ${id} ${ks.where} ${ks.order} LIMIT ${ks.limit}`;
};

export interface WageringRow {
  id: string;
  bonus: string;
  required: string;
  done: string;
  status: string;
  created_at: Date;
  cursor: string;
}
export const wageringPage = (q: Queryable, id: number, k: Keyset) => {
  const ks = keysetSql(q, 'created_at', 'id', k);
  return q<WageringRow[]>`SELECT id, bonus, required, done, status, created_at, ${ks.cursor} AS cursor
    FROM bonus_wagering WHERE member_id = ${id} ${ks.where} ${ks.order} LIMIT ${ks.limit}`;
};

export interface LoginRow {
  at: Date;
  kind: string;
  ip: string | null;
  device: string | null;
  device_id: string | null;
  cursor: string;
}
export const loginsPage = (q: Queryable, id: number, k: Keyset) => {
  const ks = keysetSql(q, 'at', 'id', k);
  return q<LoginRow[]>`SELECT at, kind, ip, details->>'userAgent' AS device, device AS device_id, ${ks.cursor} AS cursor
    FROM security_events WHERE member_id = ${id} ${ks.where} ${ks.order} LIMIT ${ks.limit}`;
};

export interface NoteRow {
  id: string;
  body: string;
  author: string;
  created_at: Date;
  cursor: string;
}
export const notesPage = (q: Queryable, id: number, k: Keyset) => {
  const ks = keysetSql(q, 'created_at', 'id', k);
  return q<NoteRow[]>`SELECT id, body, author, created_at, ${ks.cursor} AS cursor
    FROM player_notes WHERE member_id = ${id} ${ks.where} ${ks.order} LIMIT ${ks.limit}`;
};
