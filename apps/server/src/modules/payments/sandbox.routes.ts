import type { FastifyInstance } from 'fastify';
import { acceptFormBodies } from '../../platform/http/form-bodies.js';
import type { CallbackDeliverer, SandboxGateway } from './sandbox.gateway.js';
import { pageLanguage, renderMissingPage, renderPaymentPage } from './sandbox.page.js';

const PAYMENT_ID = /^sbx_[0-9a-f]{24}$/;

/**
 * The sandbox gateway's own pages (it plays an outside service, so these are HTML pages, not API
 * endpoints) and its callback dispatcher: a timer that sends due callbacks to our callback endpoint
 * through the app itself (in-process inject, the same routing and signature check a network call gets).
 */
export async function registerSandboxRoutes(
  app: FastifyInstance,
  sandbox: SandboxGateway,
  opts: { tickMs: number },
): Promise<void> {
  await app.register(async (scope) => {
    // The payment page posts a plain HTML form.
    acceptFormBodies(scope);

    scope.get('/sandbox-pay/:id', async (req, reply) => {
      const { id } = req.params as { id: string };
      const lang = pageLanguage((req.query as { lang?: string }).lang, req.headers['accept-language']);
      const row = PAYMENT_ID.test(id) ? await sandbox.find(id) : null;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!row) return reply.status(404).send(renderMissingPage(lang));
      return reply.send(renderPaymentPage(row, lang));
    });

    scope.post('/sandbox-pay/:id', async (req, reply) => {
      const { id } = req.params as { id: string };
      const form = (req.body ?? {}) as Record<string, string>;
      const lang = pageLanguage(form.lang, req.headers['accept-language']);
      const row = PAYMENT_ID.test(id) ? await sandbox.find(id) : null;
      if (!row) return reply.status(404).type('text/html; charset=utf-8').send(renderMissingPage(lang));
      const outcome = form.action === 'fail' ? 'fail' : 'pay';
      await sandbox.decide(id, outcome, {
        duplicate: form.duplicate === '1',
        outOfOrder: form.outOfOrder === '1',
        wrongAmount: form.wrongAmount === '1',
      });
      // Back to the site, like a real gateway's return URL; the site then asks us for the deposit's status.
      return reply.redirect(row.return_url, 303);
    });
  });

  if (opts.tickMs <= 0) return;
  const deliver = injectDeliverer(app);
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      sandbox
        .deliverDue(deliver)
        .catch((err) => app.log.error({ err }, 'sandbox callback dispatch failed'))
        .finally(() => {
          running = false;
        });
    }, opts.tickMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

/** Delivers callbacks through the app in process (the worker's way, and the tests'). */
export const injectDeliverer =
  (app: FastifyInstance): CallbackDeliverer =>
  async (path, headers, body) =>
    (await app.inject({ method: 'POST', url: path, headers, payload: body })).statusCode;
