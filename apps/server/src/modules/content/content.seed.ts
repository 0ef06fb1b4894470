import type { Clock } from '../../platform/clock.js';
import type { Db, Queryable } from '../../platform/db/connect.js';
import { artUrl } from '../media/index.js';
import { BANNER_SEEDS } from './banners.seed-data.js';
import { daysFrom, NOTICE_SEEDS } from './notices.seed-data.js';
import { LICENCE_ROWS, VENDOR_ROWS } from './vendors.seed-data.js';

/**
 * Demo content: vendors, licences, notices of every type and banners for every group. Rows carry a
 * seed key (or natural key) and are inserted only when absent: a re-run never overwrites an operator's
 * edit. An operator hides a seeded row by disabling it (deleting it lets the next seed bring it back).
 */
export async function seedContent(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  await db.begin(async (tx) => {
    const vendors = VENDOR_ROWS.map((v) => ({ ...v, names: v.names ? tx.json(v.names) : null }));
    await tx`INSERT INTO vendors ${tx(vendors)} ON CONFLICT (code) DO NOTHING`;
    const licences = LICENCE_ROWS.map((l) => ({ ...l, name: tx.json(l.name) }));
    await tx`INSERT INTO licences ${tx(licences)} ON CONFLICT (code) DO NOTHING`;
    await seedNotices(tx, now);
    await seedBanners(tx, now);
  });
}

async function seedNotices(tx: Queryable, now: Date) {
  const rows = NOTICE_SEEDS.map((n, i) => ({
    seed_key: n.key,
    type: n.type,
    platform: 'W',
    title: tx.json(n.title),
    content: tx.json(n.content),
    image_url: n.art
      ? tx.json({
          vi: artUrl('promo', n.key, { t: n.art.vi, s: n.art.subVi, m: n.art.m }),
          en: artUrl('promo', n.key, { t: n.art.en, s: n.art.subEn, m: n.art.m }),
        })
      : null,
    sort: i,
    start_time: daysFrom(now, n.startDays),
    end_time: n.endDays === null ? null : daysFrom(now, n.endDays),
  }));
  await tx`INSERT INTO notices ${tx(rows)} ON CONFLICT (seed_key) DO NOTHING`;
}

async function seedBanners(tx: Queryable, now: Date) {
  const promoIds = new Map(
    (
      await tx<{ seed_key: string; id: number }[]>`SELECT seed_key, id FROM notices WHERE type = 'PR'
      AND seed_key IS NOT NULL`
    ).map((r) => [r.seed_key, r.id]),
  );
  const sortInGroup = new Map<string, number>();
  const rows = BANNER_SEEDS.map((b) => {
    const sort = sortInGroup.get(b.group) ?? 0;
    sortInGroup.set(b.group, sort + 1);
    const [type, target] = b.link ?? ['NONE', null];
    const resolved = type === 'PROMO' && target ? String(promoIds.get(target) ?? '') || null : target;
    return {
      seed_key: b.key,
      group_name: b.group,
      image_url: tx.json({
        vi: artUrl('banner', b.key, { ...b.vi, m: b.m }),
        en: artUrl('banner', b.key, { ...b.en, m: b.m }),
      }),
      title: tx.json({ vi: b.vi.t, en: b.en.t }),
      linkage_type: type === 'PROMO' && !resolved ? 'NONE' : type,
      linkage_target: resolved,
      sort,
      start_time: daysFrom(now, -30),
      end_time: null,
    };
  });
  await tx`INSERT INTO banners ${tx(rows)} ON CONFLICT (seed_key) DO NOTHING`;
}
