import type { OperatorSecurity } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import type { Clock } from '../../platform/clock.js';
import type { Db, Queryable } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';

/** How long a process trusts its copy of the settings: a change reaches every node within this. */
const CACHE_MS = 5_000;

/** Loopback (the CLI, tests, a local reverse proxy's health checks) is never shut out by the allow-list. */
export function isLoopback(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  const addr = ipaddr.process(ip);
  return addr.range() === 'loopback';
}

/** An address or CIDR range of the allow-list, as typed by an operator; null when it is neither. */
function parseRule(rule: string): [ipaddr.IPv4 | ipaddr.IPv6, number] | null {
  try {
    if (rule.includes('/')) return ipaddr.parseCIDR(rule);
    const a = ipaddr.process(rule);
    return [a, a.kind() === 'ipv4' ? 32 : 128];
  } catch {
    return null;
  }
}

/** Whether `ip` may reach the back office under `allowList` (empty: any address). */
export function ipAllowed(ip: string, allowList: readonly string[]): boolean {
  if (allowList.length === 0 || isLoopback(ip)) return true;
  if (!ipaddr.isValid(ip)) return false;
  const addr = ipaddr.process(ip);
  return allowList.some((rule) => {
    const parsed = parseRule(rule);
    return !!parsed && parsed[0].kind() === addr.kind() && addr.match(parsed);
  });
}

/** The allow-list's entries that are not an address or a CIDR range. */
export const invalidIpRules = (allowList: readonly string[]): string[] => allowList.filter((r) => !parseRule(r));

export const ipNotAllowed = () =>
  new AppError('operator_ip_not_allowed', 403, 'The back office cannot be reached from this address');

async function readSecurity(q: Queryable): Promise<OperatorSecurity> {
  const [row] = await q<{ idle_minutes: number; ip_allow_list: string[]; totp_required: boolean }[]>`
    SELECT idle_minutes, ip_allow_list, totp_required FROM operator_security_settings`;
  return {
    idleMinutes: row?.idle_minutes ?? 30,
    ipAllowList: row?.ip_allow_list ?? [],
    totpRequired: row?.totp_required ?? false,
  };
}

/** Stores the settings (validated by the caller). */
export async function writeSecurity(q: Queryable, s: OperatorSecurity, at: Date): Promise<void> {
  await q`UPDATE operator_security_settings SET idle_minutes = ${s.idleMinutes}, ip_allow_list = ${s.ipAllowList},
    totp_required = ${s.totpRequired}, updated_at = ${at}`;
}

/**
 * The back office's security settings (migration 0233), read at most every 5 s per process: every operator
 * call checks the caller's address against the allow-list.
 */
export function createOperatorSecurity({ db, clock }: { db: Db; clock: Clock }) {
  let cached: { value: OperatorSecurity; at: number } | null = null;

  async function get(): Promise<OperatorSecurity> {
    const now = clock.now().getTime();
    if (cached && now - cached.at < CACHE_MS && now >= cached.at) return cached.value;
    const value = await readSecurity(db);
    cached = { value, at: now };
    return value;
  }

  /** Throws 403 operator_ip_not_allowed when the request's address is outside the allow-list. */
  async function checkAddress(req: FastifyRequest): Promise<OperatorSecurity> {
    const s = await get();
    if (!ipAllowed(req.ip, s.ipAllowList)) throw ipNotAllowed();
    return s;
  }

  return { get, checkAddress, read: readSecurity, forget: () => (cached = null) };
}
export type OperatorSecurityService = ReturnType<typeof createOperatorSecurity>;
