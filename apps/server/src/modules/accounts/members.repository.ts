import type { Queryable } from '../../platform/db/connect.js';

export interface MemberRow {
  id: number;
  account: string;
  nickname: string;
  type: number;
  status: 'active' | 'disabled';
  password_hash: string | null;
  password_changed_at: Date | null;
  country_code: string;
  mobile: string | null;
  email: string | null;
  payee_name: string | null;
  upline_id: number | null;
  affiliate_code: string | null;
  referral_code: string | null;
  security_check: 'sms' | 'email' | 'bankName' | 'totp' | null;
  totp_secret: string | null;
  avatar: string;
  locked_until: Date | null;
  first_login_done_at: Date | null;
  last_login_at: Date | null;
  created_at: Date;
  /** An operator reset the password: the next login must change it (migration 0300). */
  password_must_change?: boolean;
}

export interface NewMember {
  account: string;
  nickname?: string;
  type: number;
  passwordHash: string | null;
  countryCode?: string;
  mobile?: string | null;
  email?: string | null;
  payeeName?: string | null;
  birthday?: string | null;
  uplineId?: number | null;
  affiliateCode?: string | null;
  referralCode?: string | null;
  registerMethod?: string | null;
  registerUrl?: string | null;
  registerIp?: string | null;
  securityCheck?: MemberRow['security_check'];
  totpSecret?: string | null;
  contact?: Record<string, string>;
  createdAt: Date;
}

export async function insertMember(db: Queryable, m: NewMember): Promise<MemberRow> {
  const rows = await db<MemberRow[]>`INSERT INTO members (account, nickname, type, password_hash, password_changed_at,
      country_code, mobile, email, payee_name, birthday, upline_id, affiliate_code, referral_code, register_method,
      register_url, register_ip, security_check, totp_secret, contact, created_at)
    VALUES (${m.account}, ${m.nickname ?? m.account}, ${m.type}, ${m.passwordHash},
      ${m.passwordHash ? m.createdAt : null}, ${m.countryCode ?? '84'}, ${m.mobile ?? null}, ${m.email ?? null},
      ${m.payeeName ?? null}, ${m.birthday ?? null}, ${m.uplineId ?? null}, ${m.affiliateCode ?? null},
      ${m.referralCode ?? null}, ${m.registerMethod ?? null}, ${m.registerUrl ?? null}, ${m.registerIp ?? null},
      ${m.securityCheck ?? null}, ${m.totpSecret ?? null}, ${db.json(m.contact ?? {})}, ${m.createdAt})
    RETURNING *`;
  return rows[0]!;
}

export async function findMemberById(db: Queryable, id: number): Promise<MemberRow | null> {
  const rows = await db<MemberRow[]>`SELECT * FROM members WHERE id = ${id}`;
  return rows[0] ?? null;
}

/** Case-insensitive lookup; `forUpdate` serialises concurrent logins of one account. */
export async function findMemberByAccount(
  db: Queryable,
  account: string,
  opts: { forUpdate?: boolean } = {},
): Promise<MemberRow | null> {
  const rows = opts.forUpdate
    ? await db<MemberRow[]>`SELECT * FROM members WHERE lower(account) = lower(${account}) FOR UPDATE`
    : await db<MemberRow[]>`SELECT * FROM members WHERE lower(account) = lower(${account})`;
  return rows[0] ?? null;
}

export async function findMemberByMobile(
  db: Queryable,
  mobile: string,
  opts: { forUpdate?: boolean } = {},
): Promise<MemberRow | null> {
  const rows = opts.forUpdate
    ? await db<MemberRow[]>`SELECT * FROM members WHERE mobile = ${mobile} FOR UPDATE`
    : await db<MemberRow[]>`SELECT * FROM members WHERE mobile = ${mobile}`;
  return rows[0] ?? null;
}

/**
 * An active agent-class member owning this affiliate code, or an active invite code of the agent centre
 * (agent_invites, migration 0180), case-insensitive.
 */
export async function findAgentByAffiliateCode(db: Queryable, code: string): Promise<MemberRow | null> {
  const rows = await db<MemberRow[]>`SELECT * FROM members WHERE (lower(affiliate_code) = lower(${code})
      OR id = (SELECT agent_id FROM agent_invites WHERE lower(code) = lower(${code}) AND status = 'active'))
    AND type IN (1, 2, 41, 42) AND status = 'active'`;
  return rows[0] ?? null;
}

/**
 * The host a visitor arrived on (spec §7: the affiliate check takes code and domain), as the agents module
 * registers them (agent_domains, migration 0204): lower-case, without port or trailing dot.
 */
const hostOf = (domain: string) => domain.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

/** The active agent a domain is registered to, or null (the site's own domains, unknown hosts). */
export async function findAgentByDomain(db: Queryable, domain: string): Promise<MemberRow | null> {
  const host = hostOf(domain);
  if (!host) return null;
  const rows = await db<MemberRow[]>`SELECT m.* FROM agent_domains d JOIN members m ON m.id = d.agent_id
    WHERE d.domain = ${host} AND m.type IN (1, 2, 41, 42) AND m.status = 'active'`;
  return rows[0] ?? null;
}

/**
 * Whether an agent found by code may sign players up on `domain`: on a domain registered to an agent, only
 * that agent and its team (one agent's branded site never signs players up for another); elsewhere, anyone.
 */
export async function codeFitsDomain(db: Queryable, agentId: number, domain: string): Promise<boolean> {
  const owner = await findAgentByDomain(db, domain);
  if (!owner) return true;
  const [row] = await db`SELECT 1 FROM agent_team WHERE ancestor_id = ${owner.id} AND descendant_id = ${agentId}`;
  return Boolean(row);
}

export async function setPassword(db: Queryable, id: number, hash: string, at: Date): Promise<void> {
  await db`UPDATE members SET password_hash = ${hash}, password_changed_at = ${at}, password_must_change = false
    WHERE id = ${id}`;
}

export async function setLockedUntil(db: Queryable, id: number, until: Date | null): Promise<void> {
  await db`UPDATE members SET locked_until = ${until} WHERE id = ${id}`;
}

export async function markLoggedIn(db: Queryable, id: number, at: Date): Promise<void> {
  await db`UPDATE members SET last_login_at = ${at} WHERE id = ${id}`;
}

export async function markFirstLoginDone(db: Queryable, id: number, at: Date): Promise<void> {
  await db`UPDATE members SET first_login_done_at = COALESCE(first_login_done_at, ${at}) WHERE id = ${id}`;
}

export async function hasSeenIp(db: Queryable, memberId: number, ip: string): Promise<boolean> {
  const rows = await db`SELECT 1 FROM member_ips WHERE member_id = ${memberId} AND ip = ${ip}`;
  return rows.length > 0;
}

export async function countKnownIps(db: Queryable, memberId: number): Promise<number> {
  const rows = await db<{ n: number }[]>`SELECT count(*)::int AS n FROM member_ips WHERE member_id = ${memberId}`;
  return rows[0]?.n ?? 0;
}

export async function rememberIp(db: Queryable, memberId: number, ip: string, at: Date): Promise<void> {
  await db`INSERT INTO member_ips (member_id, ip, first_seen, last_seen) VALUES (${memberId}, ${ip}, ${at}, ${at})
    ON CONFLICT (member_id, ip) DO UPDATE SET last_seen = EXCLUDED.last_seen`;
}
