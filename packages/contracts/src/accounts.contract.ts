import { z } from 'zod/mini';
import { EncryptedBodySchema } from './crypto/hybrid.js';
import { defineEndpoint } from './endpoint.js';

/** Member types of spec §6: 0 member, 1/2/41/42 agent class, 4 trial (free play). */
export const MemberTypes = {
  member: 0,
  agent: 1,
  agentSenior: 2,
  trial: 4,
  agentPartner: 41,
  agentMaster: 42,
} as const;
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;
export const isAgentType = (type: number) => AGENT_TYPES.includes(type);

/** The default weak password (spec §9 '{secret}'): logging in with it forces a change. */
export const DEFAULT_WEAK_PASSWORD = '{secret}';

/** Stable codes of the account flows; the web translates each (spec §8). */
export const AccountErrorCodes = [
  'wrong_credentials',
  'username_not_found',
  'captcha_required',
  'captcha_invalid',
  'challenge_invalid',
  'account_locked',
  'account_disabled',
  'non_member_login',
  'non_agent_login',
  'need_true_account',
  'input_empty',
  'confirm_mismatch',
  'password_format',
  'real_name_invalid',
  'mobile_invalid',
  'mobile_missing',
  'terms_required',
  'age_required',
  'username_taken',
  'mobile_taken',
  'email_mismatch',
  'invalid_invitation_code',
  'sms_too_many',
  'sms_code_invalid',
  'sms_code_missing',
  'sms_code_expired',
  'sms_quota',
  'sms_not_enabled',
  'new_ip_check_required',
  'new_ip_check_failed',
  'registration_disabled',
  'encrypted_payload_invalid',
  'sms_unknown',
  'free_play_disabled',
  'recovery_disabled',
  'reset_token_invalid',
] as const;
export type AccountErrorCode = (typeof AccountErrorCodes)[number];

export const MemberInfoSchema = z.object({
  account: z.string(),
  id: z.int(),
  nickname: z.string(),
  type: z.int(),
  toUpline: z.boolean(),
  clubLabel: z.nullable(z.object({ labelName: z.string(), rankLevel: z.int() })),
  memberLabel: z.array(z.object({ labelName: z.string() })),
  /** VIP programme (issue 17): the member's VIP rank (0 = none); rank above 4 uses the VIP service channel. */
  hasVip: z._default(z.boolean(), false),
  vipRankLevel: z._default(z.int(), 0),
  /**
   * The session was opened with the default or an expired password: until it is changed the server
   * refuses everything but member info, the password change and sign-out (error password_change_required).
   */
  passwordChangeRequired: z._default(z.boolean(), false),
});
export type MemberInfo = z.infer<typeof MemberInfoSchema>;

export const LoginResultSchema = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** True when the next attempt must carry a captcha. */
  captcha: z.boolean(),
  /** The password is the default weak one: the client opens the change-password modal. */
  mustChangePassword: z.boolean(),
  isAgent: z.boolean(),
  user: MemberInfoSchema,
  /** Revocable remember-me token (never the password), when remember-me was asked for. */
  rememberToken: z.nullable(z.string()),
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

export const PowProofSchema = z.object({
  id: z.string().check(z.maxLength(64)),
  counter: z.int().check(z.nonnegative()),
});

export const LoginRequestSchema = z.object({
  type: z.enum(['username', 'sms']),
  /** Username, or the mobile number in SMS mode. */
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  /** Password, or the SMS code in SMS mode. */
  password: z.string().check(z.minLength(1), z.maxLength(128)),
  countryDialingCode: z.optional(z.string().check(z.maxLength(6))),
  captcha: z.optional(z.string().check(z.maxLength(12))),
  captchaId: z.optional(z.string().check(z.maxLength(64))),
  /** Anti-bot proof of work (username mode). */
  pow: z.optional(PowProofSchema),
  remember: z._default(z.boolean(), false),
  /** 'agent' when logging in from the agent page. */
  area: z._default(z.enum(['member', 'agent']), 'member'),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

const encrypted = EncryptedBodySchema;
const ok = z.object({ ok: z.literal(true) });

/** Failed sign-ins on the member's account (wrong passwords), as the security centre lists them. */
export const LoginFailuresSchema = z.object({
  items: z.array(
    z.object({
      id: z.int(),
      /** ISO time. */
      at: z.string(),
      ip: z.nullable(z.string()),
      /** The browser's user agent as it sent it (may be null: not every client sends one). */
      userAgent: z.nullable(z.string()),
    }),
  ),
});
export type LoginFailures = z.infer<typeof LoginFailuresSchema>;

export const accountsContract = {
  publicKey: defineEndpoint({
    method: 'GET',
    path: '/wps/system/publicKey',
    auth: 'none',
    summary: 'Key for encrypted payloads',
    tags: ['accounts'],
    response: z.object({ kid: z.string(), spki: z.string() }),
  }),
  challenge: defineEndpoint({
    method: 'GET',
    path: '/wps/session/challenge',
    auth: 'none',
    summary: 'Anti-bot proof-of-work challenge',
    tags: ['accounts'],
    response: z.object({ id: z.string(), salt: z.string(), difficulty: z.int() }),
  }),
  captcha: defineEndpoint({
    method: 'GET',
    path: '/wps/captcha',
    auth: 'none',
    summary: 'Captcha image (base64 PNG)',
    tags: ['accounts'],
    response: z.object({ captchaId: z.string(), image: z.string() }),
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/wps/session/login',
    auth: 'none',
    encrypted: true,
    summary: 'Log in',
    tags: ['accounts'],
    body: encrypted,
    response: LoginResultSchema,
  }),
  loginRemembered: defineEndpoint({
    method: 'POST',
    path: '/wps/session/login/remember',
    auth: 'none',
    summary: 'Log in with a remember-me token',
    tags: ['accounts'],
    body: z.object({ username: z.string().check(z.maxLength(64)), rememberToken: z.string().check(z.maxLength(128)) }),
    response: LoginResultSchema,
  }),
  verifyNewIp: defineEndpoint({
    method: 'POST',
    path: '/wps/session/login/verify',
    auth: 'none',
    summary: 'Answer the new-IP check',
    tags: ['accounts'],
    body: z.object({
      checkId: z.string().check(z.maxLength(64)),
      answer: z.string().check(z.trim(), z.minLength(1), z.maxLength(128)),
    }),
    response: LoginResultSchema,
  }),
  freePlay: defineEndpoint({
    method: 'POST',
    path: '/wps/session/login/freeplay',
    auth: 'none',
    summary: 'Free-play (trial) login',
    tags: ['accounts'],
    body: z.object({
      os: z.string().check(z.maxLength(32)),
      platform: z.literal('W'),
      random: z.string().check(z.maxLength(2048)),
      gatewayVersion: z.literal(3),
    }),
    response: LoginResultSchema,
  }),
  logout: defineEndpoint({
    method: 'DELETE',
    path: '/wps/session/logout',
    auth: 'token',
    allowedBeforePasswordChange: true,
    summary: 'Log out',
    tags: ['accounts'],
    response: ok,
  }),
  smsNoLogin: defineEndpoint({
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    auth: 'none',
    summary: 'Send an SMS code (login, reset)',
    tags: ['accounts'],
    body: z.object({
      mobileNum: z.string().check(z.maxLength(20)),
      countryDialingCode: z._default(z.string().check(z.maxLength(6)), '84'),
      purpose: z._default(z.enum(['login', 'reset']), 'login'),
    }),
    response: z.object({ expiredMinutes: z.int() }),
  }),
  smsRegister: defineEndpoint({
    method: 'POST',
    path: '/wps/verification/sms/register',
    auth: 'none',
    summary: 'Send a registration SMS code',
    tags: ['accounts'],
    body: z.object({
      mobileNo: z.string().check(z.maxLength(20)),
      countryDialingCode: z._default(z.string().check(z.maxLength(6)), '84'),
      verification: PowProofSchema,
    }),
    response: z.object({ expiredMinutes: z.int() }),
  }),
  smsStatus: defineEndpoint({
    method: 'GET',
    path: '/wps/verification/sms/status/:provider',
    params: z.object({ provider: z.enum(['esms', 'http']) }),
    auth: 'none',
    summary:
      "An SMS provider's delivery report (eSMS: SMSID, RequestId, SendStatus, SendSuccess, SendFailed; the " +
      'generic HTTP provider: requestId or id, and status). Needs the configured token; a repeated or late ' +
      'report changes nothing.',
    tags: ['accounts'],
    query: z.object({
      token: z.optional(z.string().check(z.maxLength(200))),
      SMSID: z.optional(z.string().check(z.maxLength(200))),
      RequestId: z.optional(z.string().check(z.maxLength(200))),
      SendStatus: z.optional(z.string().check(z.maxLength(200))),
      SendSuccess: z.optional(z.string().check(z.maxLength(200))),
      SendFailed: z.optional(z.string().check(z.maxLength(200))),
      requestId: z.optional(z.string().check(z.maxLength(200))),
      id: z.optional(z.string().check(z.maxLength(200))),
      status: z.optional(z.string().check(z.maxLength(200))),
    }),
    response: z.object({ received: z.boolean() }),
  }),
  memberInfo: defineEndpoint({
    method: 'GET',
    path: '/wps/member/info',
    auth: 'token',
    allowedBeforePasswordChange: true,
    summary: 'Member info',
    tags: ['accounts'],
    response: MemberInfoSchema,
  }),
  memberIcon: defineEndpoint({
    method: 'GET',
    path: '/wps/member/info/icon',
    auth: 'token',
    allowedBeforePasswordChange: true,
    summary: 'Member icon and avatar',
    tags: ['accounts'],
    response: z.object({ icon: z.string(), avatar: z.string() }),
  }),
  register: defineEndpoint({
    method: 'PUT',
    path: '/wps/member/register',
    auth: 'none',
    encrypted: true,
    summary: 'Register by username',
    tags: ['accounts'],
    body: encrypted,
    response: LoginResultSchema,
  }),
  registerMobile: defineEndpoint({
    method: 'PUT',
    path: '/wps/member/register/mobile',
    auth: 'none',
    encrypted: true,
    summary: 'Register by mobile',
    tags: ['accounts'],
    body: encrypted,
    response: LoginResultSchema,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/wps/member/password',
    auth: 'token',
    allowedBeforePasswordChange: true,
    encrypted: true,
    summary: 'Change password',
    tags: ['accounts'],
    body: encrypted,
    response: ok,
  }),
  affiliate: defineEndpoint({
    method: 'GET',
    path: '/wps/agent/affiliate',
    auth: 'none',
    summary: 'Check an invitation (affiliate) code',
    tags: ['accounts'],
    query: z.object({
      code: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
      domain: z._default(z.string().check(z.maxLength(255)), ''),
    }),
    response: z.object({ valid: z.literal(true), agent: z.string() }),
  }),
  forgotByEmail: defineEndpoint({
    method: 'POST',
    path: '/wps/member/password/email',
    auth: 'none',
    summary: 'Send a password reset e-mail (form)',
    tags: ['accounts'],
    body: z.object({
      username: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
      email: z.string().check(z.trim(), z.minLength(3), z.maxLength(254)),
    }),
    response: ok,
  }),
  resetByPhone: defineEndpoint({
    method: 'POST',
    path: '/wps/member/password/verification',
    auth: 'none',
    encrypted: true,
    summary: 'Set a new password with an SMS code',
    tags: ['accounts'],
    body: encrypted,
    response: LoginResultSchema,
  }),
  forgetRemembered: defineEndpoint({
    method: 'POST',
    path: '/wps/session/login/remember/revoke',
    auth: 'none',
    summary: 'Revoke a remember-me token',
    tags: ['accounts'],
    body: z.object({ rememberToken: z.string().check(z.maxLength(128)) }),
    response: ok,
  }),
  resetByEmailToken: defineEndpoint({
    method: 'POST',
    path: '/wps/member/password/reset',
    auth: 'none',
    encrypted: true,
    summary: 'Set a new password with the e-mailed reset code',
    tags: ['accounts'],
    body: encrypted,
    response: ok,
  }),
  firstLogin: defineEndpoint({
    method: 'POST',
    path: '/wps/member/firstLogin',
    auth: 'token',
    // Part of signing in (spec §4), made before the forced password change.
    allowedBeforePasswordChange: true,
    summary: 'First-login action',
    tags: ['accounts'],
    response: ok,
  }),
  loginFailures: defineEndpoint({
    method: 'GET',
    path: '/wps/member/security/loginFailures',
    auth: 'token',
    summary: "The member's recent failed sign-ins (time, address, browser), newest first: the security centre",
    tags: ['accounts'],
    response: LoginFailuresSchema,
  }),
  countryCodes: defineEndpoint({
    method: 'GET',
    path: '/wps/system/countryCodes',
    auth: 'none',
    summary: 'Dialing codes offered at login',
    tags: ['accounts'],
    response: z.array(z.object({ code: z.string(), country: z.string(), name: z.string() })),
  }),
} as const;

/** Decrypted payload of PUT /wps/member/register and /register/mobile. */
export const RegisterPayloadSchema = z.object({
  username: z._default(z.string().check(z.trim(), z.maxLength(64)), ''),
  password: z.string().check(z.maxLength(128)),
  confirmPassword: z.string().check(z.maxLength(128)),
  payeeName: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  email: z.optional(z.string().check(z.trim(), z.maxLength(254))),
  qqNum: z.optional(z.string().check(z.maxLength(32))),
  mobileNum: z.optional(z.string().check(z.maxLength(20))),
  recommenderId: z.optional(z.string().check(z.maxLength(32))),
  captcha: z.optional(z.string().check(z.maxLength(12))),
  captchaId: z.optional(z.string().check(z.maxLength(64))),
  verificationCode: z.optional(z.string().check(z.maxLength(255))),
  affiliateCode: z.optional(z.string().check(z.maxLength(32))),
  paymentPassword: z.optional(z.string().check(z.maxLength(32))),
  line: z.optional(z.string().check(z.maxLength(64))),
  whatsapp: z.optional(z.string().check(z.maxLength(64))),
  facebook: z.optional(z.string().check(z.maxLength(128))),
  wechat: z.optional(z.string().check(z.maxLength(64))),
  idNumber: z.optional(z.string().check(z.maxLength(32))),
  referralCode: z.optional(z.string().check(z.maxLength(32))),
  birthday: z.optional(z.string().check(z.maxLength(10))),
  domain: z.optional(z.string().check(z.maxLength(255))),
  countryDialingCode: z._default(z.string().check(z.maxLength(6)), '84'),
  registerUrl: z.string().check(z.maxLength(512)),
  registerMethod: z.literal('WEB'),
  /** Must be true; checked by the server so a false answers 'terms_required' rather than a schema error. */
  termsAccepted: z.boolean(),
  /** 18+ confirmation; false answers 'age_required'. */
  ageConfirmed: z.boolean(),
  pow: PowProofSchema,
});
export type RegisterPayload = z.infer<typeof RegisterPayloadSchema>;

export const ChangePasswordPayloadSchema = z.object({
  oldPassword: z.optional(z.string().check(z.maxLength(128))),
  newPassword: z.string().check(z.maxLength(128)),
  confirmNewPassword: z.string().check(z.maxLength(128)),
});

export const ResetByPhonePayloadSchema = z.object({
  newPassword: z.string().check(z.maxLength(128)),
  mobileNum: z.string().check(z.maxLength(20)),
  countryDialingCode: z._default(z.string().check(z.maxLength(6)), '84'),
  verificationCode: z.string().check(z.maxLength(12)),
});

/** Decrypted payload of POST /wps/member/password/reset. */
export const ResetByEmailTokenPayloadSchema = z.object({
  token: z.string().check(z.minLength(10), z.maxLength(128)),
  newPassword: z.string().check(z.maxLength(128)),
  confirmNewPassword: z.string().check(z.maxLength(128)),
});
