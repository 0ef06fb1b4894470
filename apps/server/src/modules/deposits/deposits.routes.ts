import { depositsContract as c } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { captureRawBodies } from '../../platform/http/raw-body.js';
import type { Route } from '../../platform/http/route.js';
import { requireTrueAccount } from '../accounts/index.js';
import type { CallbackHandler } from './deposit-callbacks.js';
import type { DepositsService } from './deposits.service.js';

/** Member deposit endpoints, deposit limits, and the gateways' callback endpoint. */
export function registerDepositRoutes(
  app: FastifyInstance,
  route: Route,
  deposits: DepositsService,
  callbacks: CallbackHandler,
): void {
  const rawBody = captureRawBodies(app, '/wps/payments/');
  route(c.methods, async ({ session, query }) => {
    requireTrueAccount(session);
    return { methods: await deposits.methods(query.language) };
  });
  route(c.bankTransfer, ({ session, body }) =>
    deposits.requestBankTransfer(requireTrueAccount(session).memberId, body),
  );
  route(c.gateway, ({ session, body }) => deposits.startGatewayDeposit(requireTrueAccount(session).memberId, body));
  route(c.cancel, ({ session, params }) => deposits.cancel(requireTrueAccount(session).memberId, params.id));
  route(c.history, ({ session, query }) => deposits.history(requireTrueAccount(session).memberId, query));
  route(c.limits, ({ session }) => deposits.limitsView(requireTrueAccount(session).memberId));
  route(c.setLimits, ({ session, body, req }) =>
    deposits.setLimits(requireTrueAccount(session).memberId, body, { ip: req.ip, requestId: String(req.id) }),
  );
  route(c.one, ({ session, params }) => deposits.one(requireTrueAccount(session).memberId, params.id));
  route(c.callback, ({ params, req }) => callbacks.handle(params.gateway, req.headers, rawBody(req)));
}
