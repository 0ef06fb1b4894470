import { referralContract as c } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Route } from '../../platform/http/route.js';
import { auditOrigin } from '../operators/index.js';
import type { ReferralOrigin, ReferralService } from './referral.service.js';

/** The caller's address and the device id the web keeps (x-device-id), for the self-referral checks. */
export function referralOrigin(req: FastifyRequest): ReferralOrigin {
  const id = req.headers['x-device-id'];
  return { ip: req.ip ?? null, deviceId: typeof id === 'string' && id.length > 0 ? id.slice(0, 128) : null };
}

export function registerReferralRoutes(route: Route, referral: ReferralService): void {
  route(c.available, () => referral.available());
  route(c.member, ({ session, query, req }) => referral.member(session!.memberId, query.language, referralOrigin(req)));
  route(c.friends, ({ session, query }) => referral.friends(session!.memberId, query.page, query.pageSize));
  route(c.bind, ({ session, body, req }) => referral.bind(session!.memberId, body.code, referralOrigin(req), 'vi'));
  route(c.operatorGet, ({ session }) => referral.operatorGet(session));
  route(c.operatorUpdate, ({ session, body, req }) => referral.operatorUpdate(session, body, auditOrigin(req)));
}
