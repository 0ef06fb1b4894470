import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/connect.js';
import { toMinor } from './provider-common.js';
import { findSandboxOrder, finishSandboxOrder, type SandboxOrderRow } from './sandbox-orders.repository.js';
import { type Brand, pageLanguage, renderProviderMissingPage, renderProviderPayPage } from './sandbox-provider-page.js';

/** The wallet stand-ins whose player pays on a page of theirs (phone cards are decided by the card). */
type PagedProvider = 'momo' | 'zalopay';

/** What differs between two wallets' payment pages: where the player goes back, and what they tell. */
export interface SandboxPayPageOptions {
  db: Db;
  clock: Clock;
  provider: PagedProvider;
  /** Where the stand-in answers, e.g. /sandbox-providers/momo. */
  base: string;
  brand: Brand;
  /** The merchant page the player returns to, from the order's request. */
  backUrlOf(row: SandboxOrderRow): string;
  /** Whether the wallet tells the merchant of this decision server to server (ZaloPay: paid orders only). */
  notifies(row: SandboxOrderRow): boolean;
  /** Sends the due server-to-server notices (the stand-in's dispatcher). */
  deliverDue(): Promise<number>;
  /** The signed fields the wallet adds to the return address. */
  returnQuery(row: SandboxOrderRow): URLSearchParams;
}

/**
 * The wallet's payment page (GET {base}/pay/:orderId) and its pay / refuse buttons (POST): the order is
 * decided once (a second click changes nothing), the merchant is told server to server when the wallet
 * would, then the browser goes back to the merchant with the wallet's signed fields, as the real wallets do.
 */
export function registerSandboxPayPage(scope: FastifyInstance, o: SandboxPayPageOptions): void {
  const { db, clock, provider, base, brand } = o;
  const payPath = (orderId: string) => `${base}/pay/${encodeURIComponent(orderId)}`;

  scope.get(`${base}/pay/:orderId`, async (req, reply) => {
    const { orderId } = req.params as { orderId: string };
    const lang = pageLanguage((req.query as { lang?: string }).lang, req.headers['accept-language']);
    const row = await findSandboxOrder(db, provider, orderId);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!row) return reply.status(404).send(renderProviderMissingPage(brand, lang));
    return reply.send(
      renderProviderPayPage(brand, lang, {
        action: payPath(orderId),
        orderId,
        amountMinor: toMinor(row.amount),
        open: row.status === 'created',
        backUrl: o.backUrlOf(row),
      }),
    );
  });

  scope.post(`${base}/pay/:orderId`, async (req, reply) => {
    const { orderId } = req.params as { orderId: string };
    const form = (req.body ?? {}) as Record<string, string>;
    const lang = pageLanguage(form.lang, req.headers['accept-language']);
    const row = await findSandboxOrder(db, provider, orderId);
    if (!row) return reply.status(404).type('text/html; charset=utf-8').send(renderProviderMissingPage(brand, lang));
    const decided = form.action === 'fail' ? 'failed' : 'paid';
    const done = await finishSandboxOrder(db, provider, orderId, decided, clock.now());
    if (done && o.notifies(done)) {
      await db`UPDATE payment_sandbox_orders SET notify_due_at = ${clock.now()}
        WHERE provider = ${provider} AND order_id = ${orderId}`;
      await o.deliverDue();
    }
    const final = done ?? row;
    const back = o.backUrlOf(final);
    return reply.redirect(`${back}${back.includes('?') ? '&' : '?'}${o.returnQuery(final).toString()}`, 303);
  });
}
