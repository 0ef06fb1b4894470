import ipaddr from 'ipaddr.js';

type Addr = ipaddr.IPv4 | ipaddr.IPv6;

/** An address as IPv4 when it is an IPv4-mapped IPv6 one (how dual-stack servers report IPv4 callers). */
function parse(ip: string): Addr | null {
  try {
    return ipaddr.process(ip);
  } catch {
    return null;
  }
}

/** True when `rule` is an IP address or a CIDR range. */
export function isIpRule(rule: string): boolean {
  return (
    ipaddr.isValid(rule) ||
    (rule.includes('/') &&
      (() => {
        try {
          ipaddr.parseCIDR(rule);
          return true;
        } catch {
          return false;
        }
      })())
  );
}

/**
 * Whether a caller's address is admitted by an allow-list of addresses and CIDR ranges; a null list
 * admits everyone. A rule that does not parse admits no one (it never widens the list).
 */
export function ipAllowed(ip: string, rules: readonly string[] | null): boolean {
  if (rules === null) return true;
  const addr = parse(ip);
  if (!addr) return false;
  return rules.some((rule) => {
    try {
      const [range, bits] = rule.includes('/') ? ipaddr.parseCIDR(rule) : [ipaddr.process(rule), -1];
      const prefix = bits === -1 ? (range.kind() === 'ipv4' ? 32 : 128) : bits;
      if (addr.kind() !== range.kind()) return false;
      return addr.kind() === 'ipv4'
        ? (addr as ipaddr.IPv4).match(range as ipaddr.IPv4, prefix)
        : (addr as ipaddr.IPv6).match(range as ipaddr.IPv6, prefix);
    } catch {
      return false;
    }
  });
}
