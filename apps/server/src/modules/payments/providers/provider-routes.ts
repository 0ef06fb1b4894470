import type { IncomingHttpHeaders } from 'node:http';
import { phoneCardsContract } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/connect.js';
import { captureRawBodies } from '../../../platform/http/raw-body.js';
import type { Route } from '../../../platform/http/route.js';
import { requireTrueAccount } from '../../accounts/index.js';
import { MOMO_CODE } from '../momo/momo.gateway.js';
import { registerMomoSandbox } from '../momo/momo.sandbox.js';
import type { PaymentGateways } from '../payment-gateway.js';
import { PHONE_CARD_CODE } from '../phone-card/phone-card.gateway.js';
import { finishCardSubmission } from '../phone-card/phone-card.repository.js';
import { registerPhoneCardSandbox } from '../phone-card/phone-card.sandbox.js';
import type { PhoneCardService } from '../phone-card/phone-card.service.js';
import { ZALOPAY_CODE } from '../zalopay/zalopay.gateway.js';
import { registerZaloPaySandbox } from '../zalopay/zalopay.sandbox.js';
import type { ProviderGateways } from './provider-gateways.js';

/** The deposits module's callback handler (verify, then apply once under the deposit's lock). */
export type HandleCallback = (
  gateway: string,
  headers: IncomingHttpHeaders,
  rawBody: Buffer | undefined,
) => Promise<{ received: boolean; outcome: string }>;

export interface ProviderSandboxes {
  /** Sends every due sandbox notify (card results after their delay; e-wallet retries). */
  deliverDue(): Promise<number>;
}

/**
 * The providers' notify endpoints, each answering as its provider expects (MoMo: 204; ZaloPay:
 * {return_code: 1}; a bad signature: 401 and nothing changes), the phone-card endpoints for members,
 * the local stand-ins of the providers in sandbox mode, and the tick that sends their due notifies.
 */
export async function registerProviderRoutes(
  app: FastifyInstance,
  route: Route,
  deps: {
    db: Db;
    clock: Clock;
    providers: ProviderGateways;
    gateways: PaymentGateways;
    handle: HandleCallback;
    phoneCards: PhoneCardService;
    sandboxDelayMs: number;
    tickMs: number;
  },
): Promise<ProviderSandboxes> {
  const { db, clock, providers } = deps;
  const raw = captureRawBodies(app, '/wps/payments/');
  const on = (code: string) => deps.gateways.has(code);

  if (on(MOMO_CODE)) {
    app.post(`/wps/payments/${MOMO_CODE}/callback`, async (req, reply) => {
      await deps.handle(MOMO_CODE, req.headers, raw(req));
      return reply.code(204).send();
    });
  }
  if (on(ZALOPAY_CODE)) {
    app.post(`/wps/payments/${ZALOPAY_CODE}/callback`, async (req) => {
      await deps.handle(ZALOPAY_CODE, req.headers, raw(req));
      return { return_code: 1, return_message: 'success' };
    });
  }
  if (on(PHONE_CARD_CODE)) {
    const gateway = deps.gateways.get(PHONE_CARD_CODE)!;
    app.post(`/wps/payments/${PHONE_CARD_CODE}/callback`, async (req: FastifyRequest) => {
      const body = raw(req) ?? Buffer.alloc(0);
      const notice = gateway.verifyCallback(req.headers, body);
      const { outcome } = await deps.handle(PHONE_CARD_CODE, req.headers, body);
      // The card is used once the provider took it (credited, held for review, or late after the deposit expired);
      // refused, it may be tried again.
      const depositId = Number(notice.merchantRef);
      if (outcome === 'credited' || outcome === 'review' || (outcome === 'late' && notice.status === 'success')) {
        await finishCardSubmission(db, depositId, 'used', notice.amount, clock.now());
      } else if (outcome === 'failed') {
        await finishCardSubmission(db, depositId, 'refused', null, clock.now());
      }
      return { status: 'ok', outcome };
    });
  }

  route(phoneCardsContract.options, async ({ session }) => {
    requireTrueAccount(session);
    return deps.phoneCards.offered();
  });
  route(phoneCardsContract.submit, ({ session, body }) =>
    deps.phoneCards.submit(requireTrueAccount(session).memberId, body),
  );

  const sandboxes: ProviderSandboxes[] = [];
  if (providers.modes.momo === 'sandbox') sandboxes.push(await registerMomoSandbox(app, { db, clock }));
  if (providers.modes.zalopay === 'sandbox') sandboxes.push(await registerZaloPaySandbox(app, { db, clock }));
  if (providers.modes.phoneCard === 'sandbox') {
    sandboxes.push(await registerPhoneCardSandbox(app, { db, clock, delayMs: deps.sandboxDelayMs }));
  }
  providers.loopback.bind(app);
  const deliverDue = async () => {
    let sent = 0;
    for (const s of sandboxes) sent += await s.deliverDue();
    return sent;
  };

  if (deps.tickMs > 0 && sandboxes.length > 0) {
    let timer: NodeJS.Timeout | null = null;
    let running = false;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        if (running) return;
        running = true;
        deliverDue()
          .catch((err) => app.log.error({ err }, 'sandbox provider notify failed'))
          .finally(() => {
            running = false;
          });
      }, deps.tickMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  }
  return { deliverDue };
}
