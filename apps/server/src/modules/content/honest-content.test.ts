import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness.js';
import type { Db } from '../../platform/db/connect.js';
import { seedDemo } from '../index.js';
import { listActiveBanners, listActiveNotices } from './content.repository.js';

/**
 * Issue 12: the demo content may describe only what the site does. These patterns are the promises of
 * money, rebates, bonuses, free spins, prizes and gifts the site does not pay (the house slot's own free
 * spins are a rule of the game, not a promise, so only "free spins every …" style offers are matched).
 */
const PROMISES = {
  en: /bonus|rebate|cashback|gift|prize|reward|insurance|jackpot|lucky money|free bullets|free spins? (every|each|for|per|on)|refer (a )?friend|referral|birthday|double points|₫/i,
  vi: /thưởng (chào mừng|\d|đến|sinh nhật|hôm nay)|nhận thưởng|đổi thưởng|tặng|quà|hoàn trả \d|hoàn \d|lì xì|giải thưởng|bảo hiểm|hũ (lũy tiến|thưởng)|nhân đôi|miễn phí (mỗi|cho)|giới thiệu bạn|₫/i,
};

/** The words drawn on an art image (its query's t, s and c; m names the picture). */
const artWords = (url: string | undefined) => {
  const q = new URLSearchParams(url?.split('?')[1] ?? '');
  return ['t', 's', 'c'].flatMap((k) => q.get(k) ?? []);
};

/** Every text a visitor can see in either language: titles, bodies and the words drawn on the art. */
async function visibleTexts(db: Db, now: Date) {
  const notices = await listActiveNotices(db, { types: ['B', 'PL', 'PU', 'PR'], platform: 'W', now });
  const banners = await listActiveBanners(db, now);
  return (['vi', 'en'] as const).map((lang) => ({
    lang,
    texts: [
      ...notices.flatMap((n) => [n.title[lang], n.content[lang], ...artWords(n.image_url?.[lang])]),
      ...banners.flatMap((b) => [b.title[lang], ...artWords(b.image_url[lang])]),
    ].flatMap((s) => (s ? [s] : [])),
  }));
}

async function expectNoPromises(db: Db, now: Date) {
  for (const { lang, texts } of await visibleTexts(db, now)) {
    expect(texts.length).toBeGreaterThan(20);
    expect(
      texts.filter((s) => PROMISES[lang].test(s)),
      lang,
    ).toEqual([]);
  }
}

describe('demo promotions and banners (issue 12)', () => {
  it('promise no money, rebate, bonus, free spins or gift, and every PROMO banner opens a shown promotion', async () => {
    const { db, clock } = await createTestApp();
    await seedDemo(db, clock);
    await expectNoPromises(db, clock.now());

    const promos = await listActiveNotices(db, { types: ['PR'], platform: 'W', now: clock.now() });
    expect(promos.length).toBeGreaterThanOrEqual(4);
    const promoBanners = (await listActiveBanners(db, clock.now())).filter((b) => b.linkage_type === 'PROMO');
    expect(new Set(promoBanners.map((b) => b.group_name))).toEqual(new Set(['home', 'rng', 'promotions', 'pointMall']));
    for (const b of promoBanners) expect(promos.map((p) => String(p.id))).toContain(b.linkage_target);
  });

  it('migration 0158 hides the old promises a database seeded before still holds', async () => {
    const { db, clock } = await createTestApp();
    await seedDemo(db, clock);
    const start = clock.now();
    const text = (vi: string, en: string) => db.json({ vi, en });
    // Rows as the seed wrote them before this change (one of each kind is enough to see them go).
    await db`INSERT INTO notices (seed_key, type, title, content, image_url, start_time) VALUES
      ('promo-slot-week', 'PR', ${text('Tuần lễ nổ hũ: 50 vòng quay miễn phí', 'Slot week: 50 free spins')},
        ${text('<p>50 vòng quay miễn phí.</p>', '<p>50 free spins.</p>')}, ${text('/a.svg', '/a.svg')}, ${start}),
      ('promo-parlay', 'PR', ${text('Bảo hiểm cược xiên thể thao', 'Sports parlay insurance')},
        ${text('<p>Hoàn 100%.</p>', '<p>100% back.</p>')}, ${text('/b.svg', '/b.svg')}, ${start}),
      ('promo-referral', 'PR', ${text('Giới thiệu bạn bè nhận 50.000 ₫', 'Refer a friend, get 50,000 ₫')},
        ${text('<p>50.000 ₫.</p>', '<p>50,000 ₫.</p>')}, ${text('/c.svg', '/c.svg')}, ${start}),
      ('promo-birthday', 'PR', ${text('Quà sinh nhật đến 1.888.000 ₫', 'Birthday gift up to 1,888,000 ₫')},
        ${text('<p>Quà.</p>', '<p>Gift.</p>')}, ${text('/d.svg', '/d.svg')}, ${start})`;
    const banner = (key: string, group: string, vi: string, en: string) =>
      db`INSERT INTO banners (seed_key, group_name, image_url, title, start_time)
        VALUES (${key}, ${group}, ${text('/x.svg', '/x.svg')}, ${text(vi, en)}, ${start})`;
    await banner('rng-freespin', 'rng', 'Tặng 50 vòng quay miễn phí mỗi thứ Sáu', '50 free spins every Friday');
    await banner('pvp-poker', 'pvp', 'Tổng giải thưởng 500.000.000 ₫', '500,000,000 ₫ prize pool');
    await banner('pointmall-gifts', 'pointMall', 'Đổi điểm nhận quà', 'Redeem Your Points for gifts');
    await expect(expectNoPromises(db, clock.now())).rejects.toThrow();

    await db.unsafe(
      readFileSync(new URL('../../../migrations/0158_unpaid_promotions_hidden_rest.sql', import.meta.url), 'utf8'),
    );
    await expectNoPromises(db, clock.now());
    // The next seed run leaves the operator's switch alone.
    await seedDemo(db, clock);
    await expectNoPromises(db, clock.now());
  });
});
