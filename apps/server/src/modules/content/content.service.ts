import { createHash } from 'node:crypto';
import type { CustomerServiceConfig, Footer, LanguageCode, NoticeList } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import type { SiteService } from '../system/index.js';
import { toBanner, toFooterVendor, toLicence, toNotice, toPromotion } from './content.mappers.js';
import { listActiveBanners, listActiveNotices, listEnabledLicences, listEnabledVendors } from './content.repository.js';

export interface NoticeQuery {
  types: string;
  platform: string;
  language: LanguageCode;
}

/** Notices, banners, footer and customer-service config, all read at the injected clock's time. */
export function createContentService(
  deps: { db: Db; clock: Clock } & {
    site: SiteService;
    /** The promotion engine's visible promotions (issue 16), listed after the PR notices. */
    promotionList?: (lang: LanguageCode) => Promise<NoticeList['promotion']>;
  },
) {
  const { db, clock, site } = deps;

  async function notices(q: NoticeQuery): Promise<NoticeList> {
    const wanted = new Set(q.types.split(',').map((t) => t.trim()));
    const now = clock.now();
    const fromEngine = deps.promotionList !== undefined;
    const noticeTypes = ['PL', 'PU', 'PR'].filter((t) => wanted.has(t));
    const [rows, bannerRows, engineList] = await Promise.all([
      listActiveNotices(db, { types: noticeTypes, platform: q.platform, now }),
      wanted.has('B') ? listActiveBanners(db, now) : Promise.resolve([]),
      fromEngine && wanted.has('PR') ? deps.promotionList!(q.language) : Promise.resolve(null),
    ]);
    const of = (type: string) => rows.filter((r) => r.type === type);
    return {
      player: of('PL').map((r) => toNotice(r, q.language)),
      banners: bannerRows.flatMap((r) => toBanner(r, q.language) ?? []),
      popup: of('PU').map((r) => toNotice(r, q.language)),
      // The PR notices (feature pages the PROMO banners open) and then the engine's promotions.
      promotion: [...of('PR').map((r) => toPromotion(r, q.language)), ...(engineList ?? [])],
    };
  }

  async function footer(lang: LanguageCode): Promise<Footer> {
    const [vendors, licences] = await Promise.all([listEnabledVendors(db), listEnabledLicences(db)]);
    return { vendors: vendors.map((v) => toFooterVendor(v, lang)), licences: licences.map((l) => toLicence(l, lang)) };
  }

  /**
   * The customer-service path list. `version` changes only when the configured entries change (it hashes
   * them before encryption), so the browser can keep its cached copy until then.
   */
  async function customerServiceConfig(lang: LanguageCode): Promise<CustomerServiceConfig> {
    const entries = await site.customerService(lang);
    const plain = await site.customerServiceFingerprint();
    const version = createHash('sha256').update(plain).digest('hex').slice(0, 12);
    return { version, paths: entries.map((e) => ({ ...e, type: e.csType })) };
  }

  return { notices, footer, customerServiceConfig };
}
export type ContentService = ReturnType<typeof createContentService>;
