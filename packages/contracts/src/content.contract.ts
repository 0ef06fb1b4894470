import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { CustomerServiceEntrySchema, LanguageCodeSchema } from './system.contract.js';
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_IMAGE_BYTES, UPLOAD_MAX_IMAGES } from './uploads.js';

/** What a banner click opens. */
export const LinkageTypeSchema = z.enum(['NONE', 'ROUTE', 'URL', 'PROMO', 'GAME']);
export type LinkageType = z.infer<typeof LinkageTypeSchema>;

export const BannerGroupNames = [
  'home',
  'rng',
  'live',
  'fish',
  'pvp',
  'sports',
  'esports',
  'elott',
  'cockfight',
  'promotions',
  'pointMall',
  'help',
  'register',
  'w_login',
  'w_forget',
] as const;
export const BannerGroupSchema = z.enum(BannerGroupNames);

export const BannerSchema = z.object({
  bannerId: z.int(),
  groupName: BannerGroupSchema,
  url: z.string(),
  title: z.string(),
  linkageType: LinkageTypeSchema,
  /** Route path, absolute URL, promotion id or game node id, by linkageType. */
  linkageTarget: z.nullable(z.string()),
});
export type Banner = z.infer<typeof BannerSchema>;

export const NoticeTypeSchema = z.enum(['B', 'PL', 'PU', 'PR', 'H']);
export const NoticeSchema = z.object({
  id: z.int(),
  type: NoticeTypeSchema,
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  startTime: z.iso.datetime({ offset: true }),
});
export type Notice = z.infer<typeof NoticeSchema>;

export const PromotionSummarySchema = z.object({
  id: z.int(),
  title: z.string(),
  imageUrl: z.string(),
  /** Sanitised HTML: what the promotion is and how it works, shown on its detail page. */
  content: z.optional(z.string()),
  startTime: z.iso.datetime({ offset: true }),
  endTime: z.nullable(z.iso.datetime({ offset: true })),
});

/** Notice list value: player notices (scrolling bar), banners, popup notices, promotions. */
export const NoticeListSchema = z.object({
  player: z.array(NoticeSchema),
  banners: z.array(BannerSchema),
  popup: z.array(NoticeSchema),
  promotion: z.array(PromotionSummarySchema),
});
export type NoticeList = z.infer<typeof NoticeListSchema>;

const noticeQuery = z.object({
  /** Comma-separated NoticeType list; B asks for banners, PL/PU/PR for the notices of that type. */
  types: z
    ._default(z.string(), 'B,PL,PU,PR')
    .check(
      z.refine((v) => v.split(',').every((t) => NoticeTypeSchema.safeParse(t.trim()).success), 'Unknown notice type'),
    ),
  platform: z._default(z.literal('W'), 'W'),
  execution: z._default(z.literal('B'), 'B'),
  language: z._default(LanguageCodeSchema, 'vi'),
});

/** Game categories a vendor can serve (spec §1; ESPORTS and COCKFIGHT belong to SPORTS in the menus). */
export const GameTypeNames = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'ELOTT', 'LOTT', 'COCKFIGHT'] as const;
export const GameTypeSchema = z.enum(GameTypeNames);
export type GameType = z.infer<typeof GameTypeSchema>;

export const FooterVendorSchema = z.object({
  code: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  /** Categories the vendor serves, so the web can list vendors per category. */
  gameTypes: z.array(GameTypeSchema),
  isHot: z.boolean(),
});
export const FooterLicenceSchema = z.object({ code: z.string(), name: z.string(), logoUrl: z.string() });
export const FooterSchema = z.object({
  vendors: z.array(FooterVendorSchema),
  licences: z.array(FooterLicenceSchema),
});
export type Footer = z.infer<typeof FooterSchema>;

/** Customer-service config: the type-3 entry's path is encrypted; its last 8 characters are the key. */
export const CustomerServiceConfigSchema = z.object({
  version: z.string(),
  paths: z.array(z.extend(CustomerServiceEntrySchema, { type: z.int() })),
});
export type CustomerServiceConfig = z.infer<typeof CustomerServiceConfigSchema>;

export const FeedbackQuestionTypes = [
  'deposit',
  'withdrawal',
  'game',
  'account',
  'promotion',
  'suggestion',
  'other',
] as const;
export const FeedbackFieldsSchema = z.object({
  questionType: z.enum(FeedbackQuestionTypes),
  content: z.string().check(z.trim(), z.minLength(1), z.maxLength(140)),
});
export const FEEDBACK_MAX_IMAGES = UPLOAD_MAX_IMAGES;
export const FEEDBACK_MAX_IMAGE_BYTES = UPLOAD_MAX_IMAGE_BYTES;
/** Image types accepted by content (magic bytes), never by file name. */
export const FEEDBACK_IMAGE_TYPES = UPLOAD_IMAGE_TYPES;

export const contentContract = {
  notices: defineEndpoint({
    method: 'GET',
    path: '/wps/notice/list',
    auth: 'none',
    summary: 'Notices, banners, popups and promotions',
    tags: ['content'],
    query: noticeQuery,
    response: NoticeListSchema,
  }),
  announcement: defineEndpoint({
    method: 'GET',
    path: '/wps/notice/announcement',
    auth: 'token',
    // Read-only, shown in the top bar while the forced change is pending.
    allowedBeforePasswordChange: true,
    summary: 'Announcements for a logged-in member (includes popup)',
    tags: ['content'],
    query: noticeQuery,
    response: NoticeListSchema,
  }),
  footer: defineEndpoint({
    method: 'GET',
    path: '/wps/content/footer',
    auth: 'none',
    summary: 'Footer vendors and licences',
    tags: ['content'],
    query: z.object({ language: z._default(LanguageCodeSchema, 'vi') }),
    response: FooterSchema,
  }),
  customerService: defineEndpoint({
    method: 'GET',
    path: '/wps/cs/config',
    auth: 'none',
    summary: 'Customer-service configuration',
    tags: ['content'],
    query: z.object({ language: z._default(LanguageCodeSchema, 'vi') }),
    response: CustomerServiceConfigSchema,
  }),
  /** Multipart: fields of FeedbackFieldsSchema plus up to 3 png/jpg files named `images`. */
  feedback: defineEndpoint({
    method: 'PUT',
    path: '/wps/feedback',
    auth: 'none',
    multipart: true,
    summary: 'Send feedback (multipart)',
    tags: ['content'],
    response: z.object({ id: z.int() }),
  }),
} as const;
