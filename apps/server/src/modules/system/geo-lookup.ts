import geoip from 'fast-geoip';
import ipaddr from 'ipaddr.js';

/** Finds the country (ISO alpha-2) of an IP address, or null when it has none. */
export type CountryLookup = (ip: string) => Promise<string | null>;

/**
 * Normalises an address: IPv4-mapped IPv6 (::ffff:1.2.3.4, how Node reports IPv4 on a dual-stack
 * socket) becomes plain IPv4. Returns null for anything that is not an address.
 */
export function parseIp(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  try {
    return ipaddr.process(ip.trim());
  } catch {
    return null;
  }
}

/**
 * Country lookup from the GeoLite2 data that the `fast-geoip` package ships. Only public IPv4 unicast
 * addresses are looked up: the package covers IPv4 only (it answers nonsense for IPv6), and loopback
 * and private ranges belong to no country.
 */
export const geoCountryLookup: CountryLookup = async (ip) => {
  const addr = parseIp(ip);
  if (addr?.kind() !== 'ipv4' || addr.range() !== 'unicast') return null;
  try {
    const info = await geoip.lookup(addr.toString());
    return info?.country || null;
  } catch {
    // A damaged or missing data file must not take the site down: fail open, like an unknown country.
    return null;
  }
};
