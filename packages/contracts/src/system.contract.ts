import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { PatternIds } from './validation/patterns.js';

/** 0 normal, 1 maintenance, 2 region restricted (spec §4 "System status"). */
export const SystemStatusCode = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const SystemStatusSchema = z.object({
  status: SystemStatusCode,
  maintenance: z.nullable(
    z.object({ title: z.string(), info: z.string(), endTime: z.nullable(z.iso.datetime({ offset: true })) }),
  ),
  /** The caller's IP as the server sees it (shown on the region-block screen). */
  ip: z.string(),
  country: z.nullable(z.string()),
});
export type SystemStatus = z.infer<typeof SystemStatusSchema>;

export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}
export const WhitelabelNodeSchema: z.ZodMiniType<WhitelabelNode> = z.lazy(() =>
  z.object({ modId: z.string(), enabled: z.enum(['1', '0']), childrenNodes: z.array(WhitelabelNodeSchema) }),
);

/** Names of the registration form's fields the server configures (spec §3). */
export const RegisterFieldNames = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
  'birthday',
] as const;
export const RegisterFieldNameSchema = z.enum(RegisterFieldNames);

export const RegisterFieldSettingSchema = z.object({
  field: RegisterFieldNameSchema,
  enabled: z.boolean(),
  required: z.boolean(),
  /** A regular-expression source; '*' accepts everything. */
  acceptedPattern: z.string(),
  /** One of the pattern kinds of spec §5 (validation/patterns.ts), or null for length only. */
  patternId: z.nullable(z.enum(PatternIds)),
  minLength: z.int().check(z.nonnegative()),
  maxLength: z.int().check(z.positive()),
});
export type RegisterFieldSetting = z.infer<typeof RegisterFieldSettingSchema>;
export const RegisterSettingsSchema = z.object({
  fields: z.array(RegisterFieldSettingSchema),
  smsVerification: z.boolean(),
  captcha: z.boolean(),
});

export const ConsolidatedSettingsSchema = z.object({
  dailysalreqtype: z.int(),
  divtypereq: z.int(),
  contracthoursalreq: z.int(),
  realtimesalreqtype: z.int(),
  contractmrdailysalinfotype: z.int(),
  contracthoursalinfo: z.int(),
  dailysalinfotype: z.int(),
  realtimesalinfotype: z.int(),
  divtypeinfo: z.int(),
});

export const LanguageCodeSchema = z.enum(['vi', 'en']);
export type LanguageCode = z.infer<typeof LanguageCodeSchema>;

/** Per-host start-up configuration (the spec's "permission / initial config"). */
export const InitialConfigSchema = z.object({
  merchant: z.string(),
  merchantCode: z.string(),
  siteName: z.string(),
  logoUrl: z.string(),
  currencySymbol: z.string(),
  defaultLanguage: LanguageCodeSchema,
  languages: z.array(LanguageCodeSchema),
  loggedInOnlyHome: z.boolean(),
  appDownload: z.object({ ios: z.nullable(z.string()), android: z.nullable(z.string()) }),
  copyright: z.string(),
});
export type InitialConfig = z.infer<typeof InitialConfigSchema>;

/**
 * Customer-service channel types. LIVE_CHAT (3) is the entry whose path is encrypted (see cs-path.ts);
 * VIP is the channel for members whose VIP rank is above 4.
 */
export const CsTypes = { FACEBOOK: 1, TELEGRAM: 2, LIVE_CHAT: 3, VIP: 4, ZALO: 5 } as const;
export type CsType = (typeof CsTypes)[keyof typeof CsTypes];

/**
 * Ranks above this one use the VIP customer-service channel (spec §6). Here, beside the channel types, not in
 * vip.contract.ts: the side bar's channels are drawn on every page, the VIP contract's schemas are not needed.
 */
export const VIP_SERVICE_RANK = 4;

export const CustomerServiceEntrySchema = z.object({
  /** One of CsTypes. */
  csType: z.int(),
  /** Display order in the customer-service bar (ascending). */
  csPosition: z.int(),
  path: z.string(),
  title: z.string(),
});

export const ResourceSchema = z.object({
  resourceType: z.string(),
  url: z.string(),
  qrCodeUrl: z.nullable(z.string()),
  labelNameEn: z.string(),
});

export const RoutersSchema = z.object({
  domainList: z.array(z.object({ domainName: z.string(), speed: z.number() })),
  resources: z.array(ResourceSchema),
  customerService: z.array(CustomerServiceEntrySchema),
  analytics: z.object({ gtagId: z.nullable(z.string()) }),
  domainRoute: z.nullable(z.string()),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  location: z.object({ ip: z.string() }),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
});
export type Routers = z.infer<typeof RoutersSchema>;

export const DomainRouteSchema = z.object({
  routes: z.array(z.object({ domainName: z.string(), route: z.string(), primary: z.boolean() })),
});

export const HelpCenterSchema = z.object({
  categories: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      articles: z.array(z.object({ id: z.string(), title: z.string(), html: z.string() })),
    }),
  ),
});
export type HelpCenter = z.infer<typeof HelpCenterSchema>;

const languageQuery = z.object({ language: z._default(LanguageCodeSchema, 'vi') });

export const systemContract = {
  status: defineEndpoint({
    method: 'GET',
    path: '/wps/system/status',
    auth: 'none',
    summary: 'System status',
    tags: ['system'],
    response: SystemStatusSchema,
  }),
  whitelabel: defineEndpoint({
    method: 'GET',
    path: '/wps/system/whitelabel',
    auth: 'none',
    summary: 'Whitelabel module tree',
    tags: ['system'],
    response: z.array(WhitelabelNodeSchema),
  }),
  registerSettings: defineEndpoint({
    method: 'GET',
    path: '/wps/system/setting/register',
    auth: 'none',
    summary: 'Registration form settings',
    tags: ['system'],
    response: RegisterSettingsSchema,
  }),
  consolidatedSettings: defineEndpoint({
    method: 'GET',
    path: '/wps/system/setting/consolidated',
    auth: 'none',
    summary: 'Consolidated settings',
    tags: ['system'],
    response: ConsolidatedSettingsSchema,
  }),
  initialConfig: defineEndpoint({
    method: 'GET',
    path: '/wps/system/permission',
    auth: 'none',
    summary: 'Initial configuration for a host',
    tags: ['system'],
    query: z.object({ url: z.string().check(z.maxLength(255)) }),
    response: InitialConfigSchema,
  }),
  routers: defineEndpoint({
    method: 'GET',
    path: '/wps/system/routers',
    auth: 'none',
    summary: 'Routers and domain list',
    tags: ['system'],
    query: z.object({
      device: z.pipe(z.coerce.number(), z.union([z.literal(0), z.literal(3)])),
      language: z._default(LanguageCodeSchema, 'vi'),
    }),
    response: RoutersSchema,
  }),
  domainRoute: defineEndpoint({
    method: 'GET',
    path: '/wps/system/domainRoute',
    auth: 'none',
    summary: 'Domain routes',
    tags: ['system'],
    response: DomainRouteSchema,
  }),
  helpCenter: defineEndpoint({
    method: 'GET',
    path: '/wps/system/helpCenter',
    auth: 'none',
    summary: 'Help centre',
    tags: ['system'],
    query: languageQuery,
    response: HelpCenterSchema,
  }),
} as const;
