import type { Queryable } from '../../platform/db/connect.js';
import type { BetRow, LoginRow, RewardRow, WageringRow } from './player-lists.repository.js';

/** Reads of the 360° page that no other module serves to operators: each bounded, each by an index on member_id. */

export interface PlayerProfileRow {
  id: number;
  account: string;
  nickname: string;
  type: number;
  status: 'active' | 'disabled';
  mobile: string | null;
  email: string | null;
  payee_name: string | null;
  birthday: string | null;
  country_code: string;
  language: string;
  register_ip: string | null;
  register_method: string | null;
  register_url: string | null;
  upline: string | null;
  password_must_change: boolean;
  created_at: Date;
  last_login_at: Date | null;
}

export async function findProfile(q: Queryable, id: number): Promise<PlayerProfileRow | undefined> {
  const [row] = await q<PlayerProfileRow[]>`
    SELECT m.id, m.account, m.nickname, m.type, m.status, m.mobile, m.email, m.payee_name,
           to_char(m.birthday, 'YYYY-MM-DD') AS birthday, m.country_code, m.language, m.register_ip, m.register_method,
           m.register_url, u.account AS upline, m.password_must_change, m.created_at, m.last_login_at
      FROM members m LEFT JOIN members u ON u.id = m.upline_id WHERE m.id = ${id}`;
  return row ? { ...row, id: Number(row.id) } : undefined;
}

export const labelsOf = (q: Queryable, id: number) =>
  q<{ code: string; names: { vi: string; en: string } }[]>`SELECT l.code, l.names FROM member_label_assignments a
    JOIN member_labels l ON l.id = a.label_id WHERE a.member_id = ${id} ORDER BY l.code`;

export const recentRewards = (q: Queryable, id: number) =>
  q<Omit<RewardRow, 'cursor'>[]>`SELECT id, source, title, amount, status, offered_at, claimed_at FROM promotion_rewards
    WHERE member_id = ${id} ORDER BY offered_at DESC, id DESC LIMIT 20`;

export const recentWagering = (q: Queryable, id: number) =>
  q<Omit<WageringRow, 'cursor'>[]>`
    SELECT id, bonus, required, done, status, created_at FROM bonus_wagering
     WHERE member_id = ${id} ORDER BY id DESC LIMIT 20`;

export const recentBets = (q: Queryable, id: number) =>
  q<Omit<BetRow, 'cursor'>[]>`SELECT id, vendor, category, round_id, stake, win, status, created_at FROM bets
    WHERE member_id = ${id} ORDER BY created_at DESC, id DESC LIMIT 20`;

export const recentLogins = (q: Queryable, id: number) =>
  q<Omit<LoginRow, 'cursor'>[]>`
    SELECT at, kind, ip, details->>'userAgent' AS device, device AS device_id FROM security_events
     WHERE member_id = ${id} ORDER BY at DESC, id DESC LIMIT 30`;

export const loginIps = (q: Queryable, id: number) =>
  q<{ ip: string; first_seen: Date; last_seen: Date }[]>`SELECT ip, first_seen, last_seen FROM member_ips
    WHERE member_id = ${id} ORDER BY last_seen DESC LIMIT 50`;

export const bankAccountsOf = (q: Queryable, id: number) =>
  q<{ bank_code: string; account_number: string; payee_name: string; created_at: Date; removed_at: Date | null }[]>`
    SELECT bank_code, account_number, payee_name, created_at, removed_at FROM member_bank_accounts
     WHERE member_id = ${id} ORDER BY created_at DESC`;

/**
 * Other players sharing a login or registration address, a bank account number (ever bound), or a device (the
 * web's device id recorded with sign-ins, migration 0353) with this one.
 * Bounded: a shared address (a café, a carrier's NAT) may link thousands; the first 50 are enough to act on. So
 * is the device side: this player's 50 most recent devices, and up to 50 other players per device, each read
 * from security_events_device_idx without walking every sign-in of a busy device.
 */
export const linkedAccounts = (q: Queryable, id: number) =>
  q<{ member_id: string; account: string; status: string; via: 'ip' | 'bank' | 'device'; value: string }[]>`
    WITH my_ips AS (
      SELECT ip FROM member_ips WHERE member_id = ${id}
      UNION SELECT register_ip FROM members WHERE id = ${id} AND register_ip IS NOT NULL
    ), my_banks AS (
      SELECT DISTINCT account_number FROM member_bank_accounts WHERE member_id = ${id}
    ), my_devices AS (
      SELECT device FROM security_events WHERE member_id = ${id} AND device IS NOT NULL
       GROUP BY device ORDER BY max(at) DESC LIMIT 50
    ), links AS (
      SELECT mi.member_id, 'ip' AS via, mi.ip AS value FROM my_ips i JOIN member_ips mi ON mi.ip = i.ip
      UNION SELECT m.id, 'ip', m.register_ip FROM my_ips i JOIN members m ON m.register_ip = i.ip
      UNION SELECT b.member_id, 'bank', b.account_number FROM my_banks mb
              JOIN member_bank_accounts b ON b.account_number = mb.account_number
      UNION SELECT s.member_id, 'device', d.device FROM my_devices d
              CROSS JOIN LATERAL (SELECT DISTINCT member_id FROM security_events
                WHERE device = d.device AND member_id IS NOT NULL AND member_id <> ${id} LIMIT 50) s
    )
    SELECT l.member_id, m.account, m.status, l.via, l.value FROM links l JOIN members m ON m.id = l.member_id
     WHERE l.member_id <> ${id} ORDER BY l.via, l.member_id LIMIT 50`;
