import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/connect.js';
import type { LedgerService } from '../../ledger/index.js';
import type { LimitsService } from '../../limits/index.js';
import type { DepositCreditedHook } from '../deposit-credit.js';
import { createBankFeedAdmin } from './bank-feed.admin.js';
import { type BankStatementFeed, createSignedPushFeed } from './bank-feed.js';
import { createBankFeedMatcher } from './bank-feed.matcher.js';
import { expireStaleVietQr } from './vietqr.expiry.js';
import { createVietQrService } from './vietqr.service.js';

/** The sandbox bank's feed code (demo and tests); the operator's own signed feed is 'generic'. */
export const SANDBOX_FEED = 'sandbox';
export const GENERIC_FEED = 'generic';

/**
 * VietQR bank transfers and the statement feeds that pay them. Feeds are on when their secret is
 * configured: the sandbox bank's with the sandbox (it signs with PAYMENT_SANDBOX_SECRET), the generic
 * signed feed with BANK_FEED_SECRET. Secrets come from the environment, never from the code.
 */
export function createVietQrModule(deps: {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  limits: LimitsService;
  onCredited: DepositCreditedHook;
  sandboxSecret: string | null;
  feedSecret: string | null;
}) {
  const feeds = new Map<string, BankStatementFeed>();
  if (deps.sandboxSecret) feeds.set(SANDBOX_FEED, createSignedPushFeed(SANDBOX_FEED, deps.sandboxSecret, deps.clock));
  if (deps.feedSecret) feeds.set(GENERIC_FEED, createSignedPushFeed(GENERIC_FEED, deps.feedSecret, deps.clock));
  return {
    clock: deps.clock,
    feeds: feeds as ReadonlyMap<string, BankStatementFeed>,
    sandboxSecret: deps.sandboxSecret,
    matcher: createBankFeedMatcher(deps),
    admin: createBankFeedAdmin(deps),
    service: createVietQrService({ db: deps.db, clock: deps.clock, demoPay: deps.sandboxSecret !== null }),
    expireStale: () => expireStaleVietQr(deps),
  };
}
export type VietQrModule = ReturnType<typeof createVietQrModule>;
