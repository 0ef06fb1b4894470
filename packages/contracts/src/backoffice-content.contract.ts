import { z } from 'zod/mini';
import { BannerGroupSchema, LinkageTypeSchema } from './content.contract.js';
import { defineEndpoint } from './endpoint.js';
import { IdParams } from './path-params.js';

/**
 * The back office's content screens (issue 19): banners per group and the site's notices (the marquee, the
 * after-login popups, the promotion pages). Writes are read by the public GET /wps/notice/list on its next
 * call: nothing on the server caches them.
 */

/** Codes of the content screens; each has vi/en text. */
export const BackofficeContentErrorCodes = [
  /** The banner or notice id does not exist (or was deleted meanwhile). */
  'content_not_found',
  /** endTime is not after startTime. */
  'content_window_invalid',
  /** A banner's link target is missing, or does not fit its linkage type (a route starts with /, a URL with https://). */
  'content_link_invalid',
  /** The order list must name exactly the group's banners, each once. */
  'content_order_mismatch',
  /** The domain list names a domain twice, or has not exactly one primary among its enabled domains. */
  'content_domains_invalid',
  /** The live-chat entry's address belongs to the support chat settings; there is only one live-chat entry. */
  'content_live_chat_entry',
] as const;

const Text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
/** A text in both site languages; both are required, so neither language shows an empty slide. */
const BothLanguages = (max: number) => z.object({ vi: Text(max), en: Text(max) });
/** An image address: site-relative (/media/…) or https. */
const ImageUrl = z.string().check(z.trim(), z.maxLength(500), z.regex(/^(https:\/\/|\/(?!\/))[^\s"'<>`]+$/));
const Iso = z.iso.datetime({ offset: true });
const Sort = z.int().check(z.minimum(0), z.maximum(100_000));

export const BannerInputSchema = z.object({
  groupName: BannerGroupSchema,
  title: BothLanguages(120),
  imageUrl: z.object({ vi: ImageUrl, en: ImageUrl }),
  linkageType: LinkageTypeSchema,
  /** Route path (/promotions), absolute https URL, promotion id or game node id, by linkageType; null for NONE. */
  linkageTarget: z.nullable(z.string().check(z.trim(), z.maxLength(500))),
  sort: Sort,
  enabled: z.boolean(),
  startTime: Iso,
  endTime: z.nullable(Iso),
});
export type BannerInput = z.infer<typeof BannerInputSchema>;

export const OperatorBannerSchema = z.object({ id: z.int(), ...BannerInputSchema.shape });
export type OperatorBanner = z.infer<typeof OperatorBannerSchema>;

/** The notice types an operator writes here: PL marquee (player notice), PU after-login popup, PR promotion page. */
export const EditableNoticeTypes = ['PL', 'PU', 'PR'] as const;
export const EditableNoticeTypeSchema = z.enum(EditableNoticeTypes);

export const NoticeInputSchema = z.object({
  type: EditableNoticeTypeSchema,
  title: BothLanguages(200),
  /** HTML; the server keeps only an allow-list of formatting tags (the promotion rules' sanitiser). */
  content: BothLanguages(20_000),
  /** A promotion page's picture; optional for the other types. */
  imageUrl: z.nullable(z.object({ vi: ImageUrl, en: ImageUrl })),
  sort: Sort,
  enabled: z.boolean(),
  startTime: Iso,
  endTime: z.nullable(Iso),
});
export type NoticeInput = z.infer<typeof NoticeInputSchema>;

export const OperatorNoticeSchema = z.object({ id: z.int(), ...NoticeInputSchema.shape });
export type OperatorNotice = z.infer<typeof OperatorNoticeSchema>;

const Deleted = z.object({ id: z.int(), deleted: z.literal(true) });

export const backofficeContentContract = {
  banners: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/content/banners',
    auth: 'operator',
    summary: "One group's banners (enabled or not, any time window) in display order",
    tags: ['backoffice'],
    query: z.object({ group: BannerGroupSchema }),
    response: z.object({ items: z.array(OperatorBannerSchema) }),
  }),
  createBanner: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/content/banners',
    auth: 'operator',
    summary: 'Add a banner to a group (audited); the site shows it on its next notice list call',
    tags: ['backoffice'],
    body: BannerInputSchema,
    response: OperatorBannerSchema,
  }),
  updateBanner: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/content/banners/:id',
    auth: 'operator',
    summary: 'Replace a banner (texts, images, link, order, window, enabled); audited with before and after',
    tags: ['backoffice'],
    params: IdParams,
    body: BannerInputSchema,
    response: OperatorBannerSchema,
  }),
  deleteBanner: defineEndpoint({
    method: 'DELETE',
    path: '/wps/operator/content/banners/:id',
    auth: 'operator',
    summary: 'Delete a banner (audited with what it was)',
    tags: ['backoffice'],
    params: IdParams,
    response: Deleted,
  }),
  orderBanners: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/content/banner-order',
    auth: 'operator',
    summary: "Set a group's display order: the ids of all its banners, first shown first",
    tags: ['backoffice'],
    body: z.object({ group: BannerGroupSchema, ids: z.array(z.int().check(z.positive())).check(z.maxLength(500)) }),
    response: z.object({ items: z.array(OperatorBannerSchema) }),
  }),
  notices: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/content/notices',
    auth: 'operator',
    summary: 'The notices of one type (marquee, popups, promotion pages), enabled or not, in display order',
    tags: ['backoffice'],
    query: z.object({ type: EditableNoticeTypeSchema }),
    response: z.object({ items: z.array(OperatorNoticeSchema) }),
  }),
  createNotice: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/content/notices',
    auth: 'operator',
    summary: 'Add a notice (its HTML sanitised; audited)',
    tags: ['backoffice'],
    body: NoticeInputSchema,
    response: OperatorNoticeSchema,
  }),
  updateNotice: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/content/notices/:id',
    auth: 'operator',
    summary: 'Replace a notice (its HTML sanitised); audited with before and after',
    tags: ['backoffice'],
    params: IdParams,
    body: NoticeInputSchema,
    response: OperatorNoticeSchema,
  }),
  deleteNotice: defineEndpoint({
    method: 'DELETE',
    path: '/wps/operator/content/notices/:id',
    auth: 'operator',
    summary: 'Delete a notice (audited with what it was)',
    tags: ['backoffice'],
    params: IdParams,
    response: Deleted,
  }),
};

/**
 * The site settings the content screen edits (keys of the server's settings table; their schemas are the
 * server's, shared with the `npm run settings` CLI: system.settings.ts). Cashier and safer-gambling keys are
 * not here: their screens own them, under their own permissions.
 */
export const SiteSettingKeys = ['maintenance', 'region', 'register', 'whitelabel', 'routers', 'consolidated'] as const;
export type SiteSettingKey = (typeof SiteSettingKeys)[number];

const SiteSettingParams = z.object({ key: z.enum(SiteSettingKeys) });
const SiteSettingValue = z.object({ key: z.enum(SiteSettingKeys), value: z.unknown() });

export const backofficeSiteSettingsContract = {
  get: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/site-settings/:key',
    auth: 'operator',
    summary: 'One site setting group as stored (or its built-in default)',
    tags: ['backoffice'],
    params: SiteSettingParams,
    response: SiteSettingValue,
  }),
  put: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/site-settings/:key',
    auth: 'operator',
    summary:
      "Replace one site setting group, checked by the settings CLI's own schema (invalid_input names the fields); " +
      'audited; the site reads it on its next request, on every node',
    tags: ['backoffice'],
    params: SiteSettingParams,
    body: z.object({ value: z.unknown() }),
    response: SiteSettingValue,
  }),
};

/** One domain of the routers call (the player site measures each and picks the fastest; spec §3). */
export const SiteDomainSchema = z.object({
  domainName: z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(253),
      z.regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$|^\d{1,3}(\.\d{1,3}){3}$/),
    ),
  route: z.string().check(z.trim(), z.maxLength(200), z.regex(/^\/[^\s"'<>`]*$/)),
  isPrimary: z.boolean(),
  sort: Sort,
  enabled: z.boolean(),
});
export type SiteDomain = z.infer<typeof SiteDomainSchema>;

/** Customer-service entry types an operator adds here (live chat, type 3, is the support chat's own). */
export const EditableCsTypes = [1, 2, 4, 5] as const;

export const CsEntryInputSchema = z.object({
  csType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  csPosition: z.int().check(z.minimum(0), z.maximum(1000)),
  title: BothLanguages(100),
  /** https link (Messenger, Telegram, Zalo, …); for the live-chat entry, its current address unchanged. */
  url: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  enabled: z.boolean(),
});
export type CsEntryInput = z.infer<typeof CsEntryInputSchema>;
export const OperatorCsEntrySchema = z.object({ id: z.int(), ...CsEntryInputSchema.shape });
export type OperatorCsEntry = z.infer<typeof OperatorCsEntrySchema>;

export const backofficeSiteListsContract = {
  domains: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/content/domains',
    auth: 'operator',
    summary: "The site's domains (the routers call's domain list and primary route)",
    tags: ['backoffice'],
    response: z.object({ items: z.array(SiteDomainSchema) }),
  }),
  putDomains: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/content/domains',
    auth: 'operator',
    summary: 'Replace the domain list (unique names, exactly one primary among the enabled ones); audited',
    tags: ['backoffice'],
    body: z.object({ items: z.array(SiteDomainSchema).check(z.minLength(1), z.maxLength(100)) }),
    response: z.object({ items: z.array(SiteDomainSchema) }),
  }),
  csEntries: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/content/cs-entries',
    auth: 'operator',
    summary: 'The customer-service bar entries, enabled or not, in display order',
    tags: ['backoffice'],
    response: z.object({ items: z.array(OperatorCsEntrySchema) }),
  }),
  createCsEntry: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/content/cs-entries',
    auth: 'operator',
    summary: 'Add a customer-service link (https; not a second live chat); audited',
    tags: ['backoffice'],
    body: CsEntryInputSchema,
    response: OperatorCsEntrySchema,
  }),
  updateCsEntry: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/content/cs-entries/:id',
    auth: 'operator',
    summary: "Change a customer-service entry (the live chat's address stays the support chat setting's); audited",
    tags: ['backoffice'],
    params: IdParams,
    body: CsEntryInputSchema,
    response: OperatorCsEntrySchema,
  }),
  deleteCsEntry: defineEndpoint({
    method: 'DELETE',
    path: '/wps/operator/content/cs-entries/:id',
    auth: 'operator',
    summary: 'Delete a customer-service link (the live-chat entry is hidden instead, never deleted); audited',
    tags: ['backoffice'],
    params: IdParams,
    response: Deleted,
  }),
};

/** One help centre article as the back office edits it (categories are fixed: about, guide, faq). */
export const HelpArticleInputSchema = z.object({
  categoryId: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,31}$/)),
  title: BothLanguages(200),
  /** HTML; kept to the allow-listed formatting (the promotion rules' sanitiser). */
  html: BothLanguages(50_000),
  sort: Sort,
  enabled: z.boolean(),
});
export type HelpArticleInput = z.infer<typeof HelpArticleInputSchema>;
export const OperatorHelpArticleSchema = z.object({ id: z.string(), ...HelpArticleInputSchema.shape });
export type OperatorHelpArticle = z.infer<typeof OperatorHelpArticleSchema>;

const SlugParams = z.object({ id: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,47}$/)) });

export const backofficeHelpContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/content/help',
    auth: 'operator',
    summary: "The help centre's categories and every article (enabled or not), in display order",
    tags: ['backoffice'],
    response: z.object({
      categories: z.array(z.object({ id: z.string(), title: z.object({ vi: z.string(), en: z.string() }) })),
      items: z.array(OperatorHelpArticleSchema),
    }),
  }),
  put: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/content/help/:id',
    auth: 'operator',
    summary: 'Create or replace a help article by its id (a short slug); HTML sanitised; audited',
    tags: ['backoffice'],
    params: SlugParams,
    body: HelpArticleInputSchema,
    response: OperatorHelpArticleSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/wps/operator/content/help/:id',
    auth: 'operator',
    summary: 'Delete a help article (audited with what it was)',
    tags: ['backoffice'],
    params: SlugParams,
    response: z.object({ id: z.string(), deleted: z.literal(true) }),
  }),
};

export const backofficeContentImagesContract = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/content/images',
    auth: 'operator',
    multipart: true,
    summary:
      'Upload one image (png or jpg, at most 5 MB, recognised by its content) for a banner, notice or article; ' +
      'answers the address to put in its image field (/media/uploads/<id>.<png|jpg>, cached for good)',
    tags: ['backoffice'],
    response: z.object({ url: z.string() }),
  }),
};
