import type { PlayerSearchField } from '@app/contracts';
import { AppError } from '../../platform/http/app-error.js';

/** One way a search text can find a player; `exact` matches the whole value, else it is a prefix. */
export type Matcher =
  | { kind: 'id'; id: number }
  | { kind: 'account' | 'email' | 'bank'; prefix: string }
  | { kind: 'phone'; prefixes: string[] }
  | { kind: 'ip'; value: string; exact: boolean };

const invalid = (field: PlayerSearchField, why: string) =>
  new AppError('player_search_invalid', 400, `The search text cannot be a ${field}: ${why}`, { field });

// The shortest prefixes searched: a shorter one would match a large share of a million players and say nothing.
const MIN = { account: 2, email: 3, phone: 4, bank: 4, ip: 3 } as const;

const FULL_IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const IP_TEXT = /^[0-9a-fA-F:.]+$/;
const DIGITS = /^\d+$/;

/**
 * Phones are stored as country code + national number without its leading 0 ('84912345678', accounts/sms/phone.ts).
 * An operator types '0912 345 678', '+84912…', '84912…' or '912…': each becomes the stored form's prefix.
 */
export function phonePrefixes(raw: string): string[] | null {
  const digits = raw.replace(/[\s.()+-]/g, '');
  if (!DIGITS.test(digits) || digits.length < MIN.phone) return null;
  if (digits.startsWith('0')) return [`84${digits.slice(1)}`];
  if (digits.startsWith('84')) return [digits];
  return [digits, `84${digits}`];
}

function ipMatcher(text: string): Extract<Matcher, { kind: 'ip' }> | null {
  if (text.length < MIN.ip || !IP_TEXT.test(text) || !/[.:]/.test(text)) return null;
  // A whole IPv4 address or an IPv6 one is looked up exactly (10.0.0.1 must not find 10.0.0.12); a partial one,
  // e.g. '10.0.0.', is a subnet prefix.
  const exact = (FULL_IPV4.test(text) && text.split('.').every((o) => Number(o) <= 255)) || text.includes(':');
  return { kind: 'ip', value: text.toLowerCase(), exact };
}

function one(field: Exclude<PlayerSearchField, 'any'>, text: string): Matcher | null {
  const lower = text.toLowerCase();
  switch (field) {
    case 'id':
      return /^[1-9]\d{0,14}$/.test(text) ? { kind: 'id', id: Number(text) } : null;
    case 'account':
      return lower.length >= MIN.account && /^[a-z0-9_.@-]+$/.test(lower) ? { kind: 'account', prefix: lower } : null;
    case 'email':
      return lower.length >= MIN.email && !/\s/.test(lower) ? { kind: 'email', prefix: lower } : null;
    case 'phone': {
      const prefixes = phonePrefixes(text);
      return prefixes ? { kind: 'phone', prefixes } : null;
    }
    case 'bank': {
      const digits = text.replace(/[\s.-]/g, '');
      return digits.length >= MIN.bank && /^[0-9A-Za-z]+$/.test(digits) ? { kind: 'bank', prefix: digits } : null;
    }
    case 'ip':
      return ipMatcher(text);
  }
}

/**
 * What a search text means: for one field, that field's matcher (400 when the text cannot be one); for 'any', every
 * field the text can be (digits: id, phone, bank, account; an address: IP; '@': e-mail; else account or e-mail).
 */
export function matchersOf(field: PlayerSearchField, raw: string): Matcher[] {
  const text = raw.trim();
  if (field !== 'any') {
    const m = one(field, text);
    if (!m) throw invalid(field, 'too short or not the right characters');
    return [m];
  }
  const ip = ipMatcher(text);
  if (ip?.exact) return [ip];
  const kinds: Exclude<PlayerSearchField, 'any'>[] = DIGITS.test(text.replace(/[\s.+-]/g, ''))
    ? ['id', 'phone', 'bank', 'account']
    : text.includes('@')
      ? ['email', 'account']
      : ['account', 'email'];
  const found = kinds.map((k) => one(k, text)).filter((m): m is Matcher => m !== null);
  if (ip) found.push(ip);
  if (found.length === 0) throw invalid(field, 'too short');
  return found;
}
