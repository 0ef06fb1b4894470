import { CsTypes, SUPPORT_CHAT_BUILTIN_URL } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db, Queryable } from '../../platform/db/connect.js';
import { HELP_LAYOUT, HELP_TEXTS } from './help.content.js';
import { defaultSetting } from './settings.service.js';
import { insertSettingIfAbsent } from './system.repository.js';
import { SettingSchemas } from './system.settings.js';

/**
 * Demo content of the system module. Every insert is "if absent", so a re-run adds only what is
 * missing and never overwrites what an operator changed.
 */
export async function seedSystem(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  await db.begin(async (tx) => {
    for (const key of Object.keys(SettingSchemas) as (keyof typeof SettingSchemas)[]) {
      await insertSettingIfAbsent(tx, key, defaultSetting(key), now);
    }
    await seedMerchants(tx);
    await seedDomains(tx);
    await seedResources(tx);
    await seedCustomerService(tx);
    await seedHelp(tx);
  });
}

async function seedMerchants(tx: Queryable) {
  await tx`INSERT INTO merchants ${tx([
    {
      code: 'vn88',
      name: 'VN88 Club',
      site_name: 'VN88 Club',
      logo_url: '/media/art/logo/vn88-club.svg',
      currency_symbol: '₫',
      default_language: 'vi',
      languages: ['vi', 'en'],
      logged_in_only_home: false,
      app_ios_url: 'https://download.vn88club.example/ios',
      app_android_url: 'https://download.vn88club.example/android/vn88club.apk',
      copyright: '© 2026 VN88 Club. Bảo lưu mọi quyền.',
      is_default: true,
    },
    {
      code: 'saovang',
      name: 'Sao Vàng 68',
      site_name: 'Sao Vàng 68',
      logo_url: '/media/art/logo/sao-vang-68.svg',
      currency_symbol: '₫',
      default_language: 'vi',
      languages: ['vi', 'en'],
      logged_in_only_home: false,
      app_ios_url: null,
      app_android_url: 'https://download.saovang68.example/android.apk',
      copyright: '© 2026 Sao Vàng 68. Bảo lưu mọi quyền.',
      is_default: false,
    },
  ])} ON CONFLICT (code) DO NOTHING`;
  const hosts = [
    ['localhost', 'vn88'],
    ['127.0.0.1', 'vn88'],
    ['vn88club.example', 'vn88'],
    ['www.vn88club.example', 'vn88'],
    ['m.vn88club.example', 'vn88'],
    ['saovang68.example', 'saovang'],
    ['www.saovang68.example', 'saovang'],
  ].map(([host, merchant_code]) => ({ host, merchant_code }));
  await tx`INSERT INTO merchant_hosts ${tx(hosts)} ON CONFLICT (host) DO NOTHING`;
}

async function seedDomains(tx: Queryable) {
  const rows = [
    { domain_name: 'www.vn88club.example', route: '/', is_primary: true, sort: 0 },
    { domain_name: 'vn88club.example', route: '/', is_primary: false, sort: 1 },
    { domain_name: 'vn88club1.example', route: '/', is_primary: false, sort: 2 },
    { domain_name: 'vn88club2.example', route: '/', is_primary: false, sort: 3 },
    { domain_name: 'm.vn88club.example', route: '/home', is_primary: false, sort: 4 },
  ];
  await tx`INSERT INTO domains ${tx(rows)} ON CONFLICT (domain_name) DO NOTHING`;
}

async function seedResources(tx: Queryable) {
  const r = (seed_key: string, resource_type: string, url: string, label_name_en: string, sort: number) => ({
    seed_key,
    resource_type,
    url,
    qr_code_url: null,
    label_name_en,
    sort,
  });
  const rows = [
    r('email', 'EMAIL', 'mailto:cskh@vn88club.example', 'Email', 0),
    r('telegram', 'TELEGRAM', 'https://t.me/vn88club_official', 'Telegram', 1),
    r('facebook', 'FACEBOOK', 'https://www.facebook.com/vn88club.official', 'Facebook', 2),
    r('main-site', 'MAIN_SITE', 'https://www.vn88club.example', 'Main site', 3),
    r('backup-site-1', 'BACKUP_SITE', 'https://vn88club1.example', 'Backup site 1', 4),
    r('backup-site-2', 'BACKUP_SITE', 'https://vn88club2.example', 'Backup site 2', 5),
    r('zalo', 'ZALO', 'https://zalo.me/vn88club', 'Zalo', 6),
    r('complaint-telegram', 'COMPLAINT_TELEGRAM', 'https://t.me/vn88club_complaints', 'Complaints Telegram', 7),
  ];
  await tx`INSERT INTO site_resources ${tx(rows)} ON CONFLICT (seed_key) DO NOTHING`;
}

async function seedCustomerService(tx: Queryable) {
  const rows = [
    {
      seed_key: 'live-chat',
      cs_type: CsTypes.LIVE_CHAT,
      cs_position: 1,
      title: { vi: 'Hỗ trợ trực tuyến 24/7', en: 'Live chat 24/7' },
      // The built-in support chat (modules/support-chat); an operator may point it at an outside chat service.
      url: SUPPORT_CHAT_BUILTIN_URL,
    },
    {
      seed_key: 'facebook',
      cs_type: CsTypes.FACEBOOK,
      cs_position: 2,
      title: { vi: 'Facebook Messenger', en: 'Facebook Messenger' },
      url: 'https://m.me/vn88club.official',
    },
    {
      seed_key: 'telegram',
      cs_type: CsTypes.TELEGRAM,
      cs_position: 3,
      title: { vi: 'Telegram CSKH', en: 'Telegram support' },
      url: 'https://t.me/vn88club_cskh',
    },
    {
      seed_key: 'vip',
      cs_type: CsTypes.VIP,
      cs_position: 4,
      title: { vi: 'Chăm sóc VIP', en: 'VIP service' },
      url: 'https://t.me/vn88club_vip',
    },
  ].map((row) => ({ ...row, title: tx.json(row.title) }));
  await tx`INSERT INTO cs_entries ${tx(rows)} ON CONFLICT (seed_key) DO NOTHING`;
}

async function seedHelp(tx: Queryable) {
  for (const [ci, { category, articles }] of HELP_LAYOUT.entries()) {
    const title = { vi: HELP_TEXTS.vi.categories[category], en: HELP_TEXTS.en.categories[category] };
    await tx`INSERT INTO help_categories (id, sort, title) VALUES (${category}, ${ci}, ${tx.json(title)})
      ON CONFLICT (id) DO NOTHING`;
    for (const [ai, id] of articles.entries()) {
      const vi = HELP_TEXTS.vi.articles[id];
      const en = HELP_TEXTS.en.articles[id];
      await tx`INSERT INTO help_articles (id, category_id, sort, title, html)
        VALUES (${id}, ${category}, ${ai}, ${tx.json({ vi: vi.title, en: en.title })},
          ${tx.json({ vi: vi.html, en: en.html })})
        ON CONFLICT (id) DO NOTHING`;
    }
  }
}
