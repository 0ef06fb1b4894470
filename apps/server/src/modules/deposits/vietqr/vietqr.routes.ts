import { bankFeedAdminContract as admin, depositsVietQrContract as c } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/http/app-error.js';
import { captureRawBodies } from '../../../platform/http/raw-body.js';
import type { Route } from '../../../platform/http/route.js';
import { requireTrueAccount } from '../../accounts/index.js';
import { requireOperator } from '../../operators/index.js';
import { type PushedLine, signedPush } from './bank-feed.js';
import { SANDBOX_FEED, type VietQrModule } from './vietqr.module.js';

/**
 * VietQR deposits (the member's QR, the demo's sandbox payment), the statement feeds' signed push
 * endpoint, and the operator's queue of unmatched lines.
 */
export function registerVietQrRoutes(app: FastifyInstance, route: Route, m: VietQrModule): void {
  const rawBody = captureRawBodies(app, '/wps/bank-feeds/');

  /** The sandbox bank calls our feed endpoint the way an outside feed would: signed, over HTTP (in process). */
  async function sandboxPush(line: PushedLine) {
    if (!m.sandboxSecret) throw new AppError('bank_feed_unknown', 404, 'The sandbox bank is off');
    const { body, headers } = signedPush(m.sandboxSecret, m.clock.now(), [line]);
    const res = await app.inject({
      method: 'POST',
      url: `/wps/bank-feeds/${SANDBOX_FEED}/lines`,
      headers,
      payload: body,
    });
    if (res.statusCode !== 200) throw new Error(`sandbox feed push answered ${res.statusCode}`);
    return res.json().value.outcomes[0].outcome as Awaited<ReturnType<typeof m.matcher.apply>>;
  }

  route(c.qr, ({ session, params }) => m.service.qr(requireTrueAccount(session).memberId, params.id));
  route(c.demoPay, async ({ session, params }) => {
    const line = await m.service.demoLine(requireTrueAccount(session).memberId, params.id);
    return { outcome: await sandboxPush(line) };
  });
  route(c.feedPush, async ({ params, req }) => {
    const feed = m.feeds.get(params.feed);
    if (!feed) throw new AppError('bank_feed_unknown', 404, 'Unknown statement feed');
    const lines = feed.verifyPush(req.headers, rawBody(req) ?? Buffer.alloc(0));
    const outcomes = [];
    // One after another: two lines of one push may name the same deposit.
    for (const line of lines)
      outcomes.push({ bankTxnId: line.bankTxnId, outcome: await m.matcher.apply(feed.code, line) });
    return { received: lines.length, outcomes };
  });

  route(admin.lines, ({ session, query }) => {
    requireOperator(session);
    return m.admin.list(query);
  });
  route(admin.assign, ({ session, params, body, req }) =>
    m.admin.assign(requireOperator(session), params.id, body, req),
  );
  route(admin.dismiss, ({ session, params, body, req }) =>
    m.admin.dismiss(requireOperator(session), params.id, body.note, req),
  );
  route(admin.sandboxLine, async ({ session, body }) => {
    requireOperator(session);
    const bankTxnId = body.bankTxnId ?? `FT${m.clock.now().getTime()}${Math.floor(Math.random() * 1e6)}`;
    await sandboxPush({
      bankTxnId,
      // The feed speaks whole đồng.
      amount: Math.max(1, Math.round(body.amount / 100)),
      message: body.message,
      bookedAt: m.clock.now().toISOString(),
      accountNumber: body.accountNumber ?? null,
    });
    return m.admin.line(SANDBOX_FEED, bankTxnId);
  });
}
