import {
  type Banner,
  BannerGroupSchema,
  type Footer,
  GameTypeSchema,
  type LanguageCode,
  LinkageTypeSchema,
  type Notice,
  type NoticeList,
} from '@app/contracts';
import { pickText } from '../system/index.js';
import type { BannerRow, LicenceRow, NoticeRow, VendorRow } from './content.repository.js';

/** A banner row as the client sees it; null for a row naming a group or linkage the contract lacks. */
export function toBanner(r: BannerRow, lang: LanguageCode): Banner | null {
  const group = BannerGroupSchema.safeParse(r.group_name);
  const linkage = LinkageTypeSchema.safeParse(r.linkage_type);
  if (!group.success || !linkage.success) return null;
  return {
    bannerId: r.id,
    groupName: group.data,
    url: pickText(r.image_url, lang),
    title: pickText(r.title, lang),
    linkageType: linkage.data,
    linkageTarget: linkage.data === 'NONE' ? null : r.linkage_target,
  };
}

export function toNotice(r: NoticeRow, lang: LanguageCode): Notice {
  return {
    id: r.id,
    type: r.type as Notice['type'],
    title: pickText(r.title, lang),
    content: pickText(r.content, lang),
    startTime: r.start_time.toISOString(),
  };
}

export function toPromotion(r: NoticeRow, lang: LanguageCode): NoticeList['promotion'][number] {
  return {
    id: r.id,
    title: pickText(r.title, lang),
    imageUrl: pickText(r.image_url, lang),
    content: pickText(r.content, lang),
    startTime: r.start_time.toISOString(),
    endTime: r.end_time ? r.end_time.toISOString() : null,
  };
}

export function toFooterVendor(r: VendorRow, lang: LanguageCode): Footer['vendors'][number] {
  return {
    code: r.code,
    // The catalogue may name a vendor per language (the house provider: "Nhà cái" / "House").
    name: r.names?.[lang] ?? r.display_name,
    logoUrl: r.logo_url,
    // Types the contract does not know yet (added by a later issue) are left out rather than failing.
    gameTypes: r.game_types.flatMap((t) => {
      const parsed = GameTypeSchema.safeParse(t);
      return parsed.success ? [parsed.data] : [];
    }),
    isHot: r.is_hot,
  };
}

export function toLicence(r: LicenceRow, lang: LanguageCode): Footer['licences'][number] {
  return { code: r.code, name: pickText(r.name, lang), logoUrl: r.logo_url };
}
