import { Readable } from 'node:stream';
import { depositContract as c } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Route } from '../../platform/http/route.js';
import { requireTrueAccount } from '../accounts/index.js';
import type { CallbackHandler } from './deposit-callbacks.js';
import type { DepositsService } from './deposits.service.js';

const CALLBACK_PREFIX = '/wps/payments/';
const RAW_LIMIT = 64 * 1024;
const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/**
 * Gateways sign the exact bytes they send, so the callback endpoint needs them before JSON parsing:
 * this hook keeps the raw body of requests under /wps/payments/ and hands the parser an equal stream.
 */
function captureRawBodies(app: FastifyInstance): void {
  app.addHook('preParsing', async (req, _reply, payload) => {
    if (!req.url.startsWith(CALLBACK_PREFIX)) return payload;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      size += (chunk as Buffer).length;
      if (size > RAW_LIMIT) break;
      chunks.push(chunk as Buffer);
    }
    const raw = Buffer.concat(chunks);
    rawBodies.set(req, raw);
    const stream = Readable.from([raw]) as Readable & { receivedEncodedLength?: number };
    stream.receivedEncodedLength = raw.length;
    return stream;
  });
}

const depositId = (req: FastifyRequest) => Number((req.params as { id?: string }).id);

/** Member deposit endpoints, deposit limits, and the gateways' callback endpoint. */
export function registerDepositRoutes(
  app: FastifyInstance,
  route: Route,
  deposits: DepositsService,
  callbacks: CallbackHandler,
): void {
  captureRawBodies(app);
  route(c.methods, async ({ session, query }) => {
    requireTrueAccount(session);
    return { methods: await deposits.methods(query.language) };
  });
  route(c.bankTransfer, ({ session, body }) =>
    deposits.requestBankTransfer(requireTrueAccount(session).memberId, body),
  );
  route(c.gateway, ({ session, body }) => deposits.startGatewayDeposit(requireTrueAccount(session).memberId, body));
  route(c.history, ({ session, query }) => deposits.history(requireTrueAccount(session).memberId, query));
  route(c.limits, ({ session }) => deposits.limitsView(requireTrueAccount(session).memberId));
  route(c.setLimits, ({ session, body, req }) =>
    deposits.setLimits(requireTrueAccount(session).memberId, body, { ip: req.ip, requestId: String(req.id) }),
  );
  route(c.one, ({ session, req }) => deposits.one(requireTrueAccount(session).memberId, depositId(req)));
  route(c.callback, ({ req }) =>
    callbacks.handle((req.params as { gateway: string }).gateway, req.headers, rawBodies.get(req)),
  );
}
