import type { PatternId, RegisterFieldSetting } from '@app/contracts';
import type { z } from 'zod';
import type {
  MaintenanceSetting,
  RegionSetting,
  RoutersSetting,
  SettingSchemas,
  WhitelabelSetting,
} from './system.settings.js';

/**
 * Values used when a setting has never been written (a database without the demo seed) and by the seed
 * itself. Realistic defaults for a Vietnamese white-label site.
 */

export const DEFAULT_MAINTENANCE: MaintenanceSetting = {
  enabled: false,
  title: 'Bảo trì hệ thống',
  info: 'Chúng tôi đang nâng cấp hệ thống để phục vụ bạn tốt hơn. Vui lòng quay lại sau ít phút.',
  startTime: null,
  endTime: null,
};

export const DEFAULT_REGION: RegionSetting = {
  enabled: false,
  allowCountries: [],
  denyCountries: [],
  allowIps: [],
  denyIps: [],
};

const node = (modId: string, on: boolean, children: WhitelabelSetting = []): WhitelabelSetting[number] => ({
  modId,
  enabled: on ? '1' : '0',
  childrenNodes: children,
});

/** The whitelabel module tree: registration methods, login options, security and feature switches. */
export const DEFAULT_WHITELABEL: WhitelabelSetting = [
  node('REGISTER', true, [
    node('USERNAMEREG3', true),
    node('MOBILENUMREG3', true),
    node('MOBILENUMPASSREG3', false),
    node('REGMOBVERF3', false),
    node('DIRECTREG3', true),
  ]),
  node('LOGIN', true, [
    node('PHONELOGIN', true),
    node('MOBILEVERCODELOGIN3', true),
    node('FREEPLAY', true),
    node('SOCIALLOGIN', false),
    node('COUNTRYCODE', true),
  ]),
  node('SECURITY', true, [
    node('FORCEPWDCHANGE', true),
    node('PWDEXPIRY', false),
    node('EMAILRECOVERY', true),
    node('PHONERECOVERY', true),
  ]),
  node('AGENT', true, [node('AGENTCENTER', true), node('JOINUS', true)]),
  node('VIP', true),
  node('POINTMALL', true),
  node('APPDOWNLOAD', true),
];

type Field = RegisterFieldSetting;
const f = (
  field: Field['field'],
  enabled: boolean,
  required: boolean,
  patternId: PatternId | null,
  acceptedPattern: string,
  minLength: number,
  maxLength: number,
): Field => ({ field, enabled, required, acceptedPattern, patternId, minLength, maxLength });

/** Registration form rules (spec §5 hints: username 2–15 letter-first, password more than 6 with letters and digits). */
export const DEFAULT_REGISTER: z.input<typeof SettingSchemas.register> = {
  fields: [
    f('username', true, true, 'letterFirstAlnum', '*', 2, 15),
    f('password', true, true, 'lettersAndDigits', '*', 7, 20),
    f('confirmPassword', true, true, 'lettersAndDigits', '*', 7, 20),
    // Payee name: the real name without diacritics, with spaces (spec §5), as on the bank account.
    f('payeeName', true, false, 'englishLettersSpaces', '^[A-Za-z]+( [A-Za-z]+)*$', 2, 50),
    f('email', true, false, 'email', '*', 6, 100),
    f('qqNum', false, false, 'digits', '*', 5, 12),
    // Required only for mobile registration (the service enforces that); optional on the username form.
    f('mobileNum', true, false, 'digits', '^0?[35789]\\d{8}$', 9, 10),
    f('recommenderId', false, false, 'lettersOrDigits', '*', 2, 20),
    f('captcha', true, true, 'lettersOrDigits', '*', 4, 6),
    f('verificationCode', true, false, 'anyLength', '*', 4, 255),
    f('affiliateCode', true, false, 'lettersOrDigits', '*', 4, 20),
    f('paymentPassword', false, false, 'digits', '*', 6, 6),
    f('line', false, false, 'noSpaces', '*', 2, 50),
    f('whatsapp', false, false, 'digits', '*', 8, 15),
    f('facebook', false, false, 'noSpaces', '*', 2, 100),
    f('wechat', false, false, 'noSpaces', '*', 2, 50),
    f('idNumber', false, false, 'digits', '*', 9, 12),
    f('referralCode', true, false, 'lettersOrDigits', '*', 4, 20),
    f('birthday', true, false, 'date', '*', 10, 10),
  ],
  smsVerification: false,
  captcha: true,
};

/** Agent-centre switches: request types and info flags (1 shown / allowed, 0 hidden). */
export const DEFAULT_CONSOLIDATED: z.input<typeof SettingSchemas.consolidated> = {
  dailysalreqtype: 1,
  divtypereq: 1,
  contracthoursalreq: 1,
  realtimesalreqtype: 1,
  contractmrdailysalinfotype: 1,
  contracthoursalinfo: 1,
  dailysalinfotype: 1,
  realtimesalinfotype: 1,
  divtypeinfo: 1,
};

/**
 * CDN lists are empty by default: every image URL the server hands out is root-relative and served by
 * this server, so an empty list means "same origin". An operator with a CDN adds its origins here.
 */
export const DEFAULT_ROUTERS: RoutersSetting = {
  gtagId: 'G-VN88CLUB01',
  imageCDNs: [],
  launchGameCDNs: [],
};

/** Withdrawals: 100,000 to 500,000,000 VND (minor units), 3 waiting at once, 3 bank accounts, 30 minutes to confirm. */
export const DEFAULT_WITHDRAWAL: z.input<typeof SettingSchemas.withdrawal> = {
  enabled: true,
  min: 10_000_000,
  max: 50_000_000_000,
  maxPending: 3,
  maxBankAccounts: 3,
  autoReceiptMinutes: 30,
  paymentPasswordAttempts: 5,
  paymentPasswordLockMinutes: 30,
  depositTurnoverPercent: 100,
};

/** Transfers between members: both directions on, 10,000 to 100,000,000 VND (minor units). */
export const DEFAULT_MEMBER_TRANSFER: z.input<typeof SettingSchemas.memberTransfer> = {
  toUpline: { enabled: true, min: 1_000_000, max: 10_000_000_000 },
  toDownline: { enabled: true, min: 1_000_000, max: 10_000_000_000 },
};
