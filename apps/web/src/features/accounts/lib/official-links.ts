import type { Routers } from '@app/contracts';

type Resource = Routers['resources'][number];

/** Resource types of the official-links list, in the order the spec names them (spec §2). */
export const LINK_ORDER = [
  'MAIN_SITE',
  'BACKUP_SITE',
  'EMAIL',
  'TELEGRAM',
  'FACEBOOK',
  'COMPLAINT_TELEGRAM',
  'ZALO',
] as const;
export type LinkKind = (typeof LINK_ORDER)[number] | 'OTHER';

export interface OfficialLink {
  kind: LinkKind;
  /** 1-based number among links of the same kind, when there are several (backup site 1, 2…). */
  index: number | null;
  url: string;
  /** What the player reads: the host or address, without the scheme. */
  display: string;
  labelEn: string;
}

function normaliseKind(type: string): LinkKind {
  const t = type.toUpperCase().replace(/[^A-Z]/g, '_');
  if (t === 'COMPLAINTS_TELEGRAM' || t === 'TELEGRAM_COMPLAINT' || t === 'COMPLAINT') return 'COMPLAINT_TELEGRAM';
  return (LINK_ORDER as readonly string[]).includes(t) ? (t as LinkKind) : 'OTHER';
}

function display(url: string): string {
  return url
    .replace(/^mailto:/i, '')
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '');
}

/** Only web and mail links are offered: anything else (javascript:, data:) is dropped. */
function safe(url: string): boolean {
  return /^(https?:\/\/|mailto:)/i.test(url);
}

/** The routers' resources as an ordered list of official links. */
export function officialLinks(resources: Resource[]): OfficialLink[] {
  const rank = (k: LinkKind) => (k === 'OTHER' ? LINK_ORDER.length : LINK_ORDER.indexOf(k));
  const links = resources
    .filter((r) => safe(r.url))
    .map((r) => ({ kind: normaliseKind(r.resourceType), url: r.url, display: display(r.url), labelEn: r.labelNameEn }))
    .sort((a, b) => rank(a.kind) - rank(b.kind));
  const totals = new Map<LinkKind, number>();
  for (const l of links) totals.set(l.kind, (totals.get(l.kind) ?? 0) + 1);
  const seen = new Map<LinkKind, number>();
  return links.map((l) => {
    const n = (seen.get(l.kind) ?? 0) + 1;
    seen.set(l.kind, n);
    return { ...l, index: (totals.get(l.kind) ?? 0) > 1 ? n : null };
  });
}
