import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/http/app-error.js';
import { SIGNATURE_HEADER, signBody, verifySignature } from '../../payments/index.js';

/** One incoming transfer on the operator's receiving account, as a statement feed reports it. */
export interface StatementLine {
  /** The bank's id of the transaction: a line is applied once per (feed, id). */
  bankTxnId: string;
  /** Minor units (banks report whole đồng; the adapter converts). */
  amount: number;
  /** The transfer message the payer's bank delivered (where the reference should be). */
  message: string;
  bookedAt: Date;
  accountNumber: string | null;
}

/**
 * A bank statement feed adapter: how incoming transfers reach us. Push feeds (a provider calls our
 * endpoint when money arrives) verify the call and read its lines; a polling adapter would instead
 * fetch lines since a cursor and hand them to the same matcher. The matcher knows nothing else about feeds.
 */
export interface BankStatementFeed {
  readonly code: string;
  /**
   * Checks a pushed call's signature over the raw body and reads its lines. Throws AppError
   * 'payment_signature_invalid' (401) when the signature, its timestamp or the body is not acceptable.
   */
  verifyPush(headers: IncomingHttpHeaders, rawBody: Buffer): StatementLine[];
}

export type BankStatementFeeds = ReadonlyMap<string, BankStatementFeed>;

const PushBody = z.object({
  lines: z
    .array(
      z.object({
        bankTxnId: z.string().min(1).max(64),
        // Whole đồng, as banks report them.
        amount: z.number().int().positive().max(10_000_000_000),
        message: z.string().max(500),
        bookedAt: z.string().datetime({ offset: true }),
        accountNumber: z.string().max(40).nullish(),
      }),
    )
    .min(1)
    .max(100),
});
export type PushedLine = z.input<typeof PushBody>['lines'][number];

/**
 * The signed push feed: a provider (or the operator's own bank-statement relay) POSTs
 * {"lines":[…]} signed like our payment callbacks (HMAC-SHA256 of "<t>.<raw body>", header
 * x-payment-signature, 5 minutes' tolerance), so a forged or replayed-later call is refused.
 */
export function createSignedPushFeed(code: string, secret: string, clock: Clock): BankStatementFeed {
  const bad = () => new AppError('payment_signature_invalid', 401, 'Bad statement feed signature');
  return {
    code,
    verifyPush(headers, rawBody) {
      if (!verifySignature(secret, headers[SIGNATURE_HEADER], rawBody, clock.now())) throw bad();
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw bad();
      }
      const parsed = PushBody.safeParse(json);
      if (!parsed.success) throw bad();
      return parsed.data.lines.map((l) => ({
        bankTxnId: l.bankTxnId,
        amount: l.amount * 100,
        message: l.message,
        bookedAt: new Date(l.bookedAt),
        accountNumber: l.accountNumber ?? null,
      }));
    },
  };
}

/** The body and headers a signed push feed sends (the sandbox bank's side, and tests'). */
export function signedPush(secret: string, at: Date, lines: PushedLine[]) {
  const body = JSON.stringify({ lines });
  return { body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, at, body) } };
}
