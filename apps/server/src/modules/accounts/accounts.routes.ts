import {
  ChangePasswordPayloadSchema,
  accountsContract as c,
  DEVICE_ID_HEADER,
  LoginRequestSchema,
  RegisterPayloadSchema,
  ResetByEmailTokenPayloadSchema,
  ResetByPhonePayloadSchema,
} from '@app/contracts';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.js';
import type { Route } from '../../platform/http/route.js';
import type { AccountsContext } from './accounts.context.js';
import { openEncrypted } from './accounts.encrypted.js';
import type { AccountsService } from './accounts.service.js';
import type { LoginClient } from './login/login.service.js';
import { deviceFromHeader } from './security/device.js';
import { handleSmsStatus } from './sms/sms.status.js';

const ok = { ok: true } as const;

/** The device id the web keeps (x-device-id), for the referral self-check at registration. */
const deviceIdOf = (req: FastifyRequest) => {
  const id = req.headers[DEVICE_ID_HEADER];
  return typeof id === 'string' && id.length > 0 ? id.slice(0, 128) : null;
};

/** Who signs in: address, browser and device (recorded with the sign-in; a malformed device id is none). */
const clientOf = (req: FastifyRequest): LoginClient => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
  device: deviceFromHeader(req.headers[DEVICE_ID_HEADER]),
});

/** Registers the account endpoints; handlers only translate HTTP to service calls. */
export async function registerAccountsRoutes(
  app: FastifyInstance,
  route: Route,
  a: AccountsService,
  ctx: AccountsContext,
) {
  // Spec §7: forgot-by-email is a form POST. Another module may already have registered the parser.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  const keys = ctx.keys;
  // The key pair is cached per process; a rotation anywhere reaches this one by NOTIFY (migration 0110).
  const unlistenKeys = await keys.listen();
  app.addHook('onClose', async () => unlistenKeys());

  route(c.publicKey, () => a.publicKey());
  route(c.challenge, ({ req }) => a.human.challenge(req.ip));
  route(c.captcha, ({ req }) => a.human.captcha(req.ip));
  route(c.countryCodes, () => a.countryCodes());
  route(c.affiliate, ({ query }) => a.affiliate(query.code, query.domain));

  route(c.login, async ({ body, req }) => {
    const payload = await openEncrypted(keys, body, LoginRequestSchema, (issues) =>
      issues.some((i) => i.path[0] === 'username' || i.path[0] === 'password')
        ? new AppError('input_empty', 400, 'Please enter username and password')
        : null,
    );
    return a.login.login(payload, clientOf(req));
  });
  route(c.loginRemembered, ({ body, req }) =>
    a.login.loginRemembered(body.username, body.rememberToken, clientOf(req)),
  );
  route(c.forgetRemembered, async ({ body }) => {
    await a.sessions.revokeRemember(body.rememberToken);
    return ok;
  });
  route(c.verifyNewIp, ({ body, req }) => a.login.verifyNewIp(body.checkId, body.answer, clientOf(req)));
  route(c.freePlay, ({ req }) => a.freePlay(req.ip, clientOf(req).device));
  route(c.logout, async ({ session, req }) => {
    await a.logout(session!, () => a.sessions.revokeToken(req), req.ip);
    return ok;
  });

  route(c.smsNoLogin, ({ body, req }) => a.smsNoLogin(body, req.ip));
  route(c.smsRegister, ({ body, req }) => a.smsRegister(body, req.ip));
  route(c.smsStatus, ({ params, query }) => handleSmsStatus(ctx, params.provider, query));

  route(c.register, async ({ body, req }) => {
    const payload = await openEncrypted(keys, body, RegisterPayloadSchema);
    return a.registration.register('username', payload, req.ip, deviceIdOf(req));
  });
  route(c.registerMobile, async ({ body, req }) => {
    const payload = await openEncrypted(keys, body, RegisterPayloadSchema);
    return a.registration.register('mobile', payload, req.ip, deviceIdOf(req));
  });

  route(c.memberInfo, ({ session }) => a.memberInfo(session!));
  route(c.memberIcon, ({ session }) => a.memberIcon(session!));
  route(c.loginFailures, ({ session }) => a.loginFailures(session!));
  route(c.firstLogin, async ({ session, req }) => {
    await a.firstLogin(session!, req);
    return ok;
  });
  route(c.changePassword, async ({ body, session, req }) => {
    const payload = await openEncrypted(keys, body, ChangePasswordPayloadSchema);
    await a.passwords.change(session!, payload, req.ip);
    return ok;
  });
  route(c.forgotByEmail, async ({ body, req }) => {
    await a.passwords.forgotByEmail(body.username, body.email, req.ip);
    return ok;
  });
  route(c.resetByEmailToken, async ({ body, req }) => {
    const payload = await openEncrypted(keys, body, ResetByEmailTokenPayloadSchema);
    await a.passwords.resetWithToken(payload, req.ip);
    return ok;
  });
  route(c.resetByPhone, async ({ body, req }) => {
    const payload = await openEncrypted(keys, body, ResetByPhonePayloadSchema);
    return a.passwords.resetByPhone(payload, req.ip, clientOf(req).device);
  });
}
