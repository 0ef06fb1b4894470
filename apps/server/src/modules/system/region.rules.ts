import ipaddr from 'ipaddr.js';
import { isPublicAddress, parseIp } from './geo-lookup.js';
import type { RegionSetting } from './system.settings.js';

type Addr = ipaddr.IPv4 | ipaddr.IPv6;

function parseRule(rule: string): [Addr, number] | null {
  try {
    if (rule.includes('/')) {
      const [addr, bits] = ipaddr.parseCIDR(rule);
      // A mapped IPv4 range (::ffff:10.0.0.0/104) is written for IPv4 callers: match it as IPv4.
      if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
        return [(addr as ipaddr.IPv6).toIPv4Address(), bits - 96];
      }
      return [addr, bits];
    }
    const addr = ipaddr.process(rule);
    return [addr, addr.kind() === 'ipv4' ? 32 : 128];
  } catch {
    return null;
  }
}

function contains(addr: Addr, range: Addr, bits: number): boolean {
  if (addr.kind() === 'ipv4' && range.kind() === 'ipv4') return (addr as ipaddr.IPv4).match(range as ipaddr.IPv4, bits);
  if (addr.kind() === 'ipv6' && range.kind() === 'ipv6') return (addr as ipaddr.IPv6).match(range as ipaddr.IPv6, bits);
  return false;
}

/** Length of the most specific rule that contains the address, or -1 when none does. */
function bestMatch(addr: Addr, rules: readonly string[]): number {
  let best = -1;
  for (const rule of rules) {
    const parsed = parseRule(rule);
    if (!parsed) continue;
    if (parsed[1] > best && contains(addr, parsed[0], parsed[1])) best = parsed[1];
  }
  return best;
}

export type RegionDecision = { restricted: boolean; reason: 'ip_deny' | 'ip_allow' | 'country' | 'none' };

/**
 * Applies the operator's region rules to one caller (see RegionSettingSchema for the order).
 * `country` is the caller's country, or null when unknown.
 */
export function decideRegion(rules: RegionSetting | null, ip: string, country: string | null): RegionDecision {
  if (!rules?.enabled) return { restricted: false, reason: 'none' };
  const addr = parseIp(ip);
  if (addr) {
    const deny = bestMatch(addr, rules.denyIps);
    const allow = bestMatch(addr, rules.allowIps);
    if (deny >= 0 && deny >= allow) return { restricted: true, reason: 'ip_deny' };
    if (allow >= 0) return { restricted: false, reason: 'ip_allow' };
  }
  if (!country) {
    // A public address the GeoIP data places in no country cannot show it is in an allowed one: an allow list
    // refuses it (a licence for listed countries only). Loopback and private addresses (the operator's own
    // network, a health check) belong to no country and are judged by the IP rules alone.
    const unplaced = !!addr && isPublicAddress(addr) && rules.allowCountries.length > 0;
    return unplaced ? { restricted: true, reason: 'country' } : { restricted: false, reason: 'none' };
  }
  const c = country.toUpperCase();
  if (rules.denyCountries.includes(c)) return { restricted: true, reason: 'country' };
  if (rules.allowCountries.length > 0 && !rules.allowCountries.includes(c))
    return { restricted: true, reason: 'country' };
  return { restricted: false, reason: 'none' };
}
