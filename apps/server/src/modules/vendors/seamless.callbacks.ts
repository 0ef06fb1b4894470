import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod/mini';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import { verifySignature } from '../payments/index.js';
import { ipAllowed } from './ip-allowlist.js';
import type { SeamlessWallet } from './seamless-wallet.types.js';
import type { SeamlessAnswer, SeamlessCallKind } from './vendor-adapter.js';
import type { VendorRegistry } from './vendor-registry.js';

/** Header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the vendor's secret. */
export const VENDOR_SIGNATURE_HEADER = 'x-vendor-signature';

const Id = z.string().check(z.minLength(1), z.maxLength(100));
const Amount = z.int().check(z.minimum(0), z.maximum(1_000_000_000_000));
const Bodies = {
  authenticate: z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }),
  balance: z.object({ player: Id }),
  debit: z.object({
    player: Id,
    txnId: Id,
    roundId: Id,
    amount: Amount,
    token: z.string().check(z.maxLength(200)),
    gameNodeId: z.optional(Id),
  }),
  credit: z.object({
    player: Id,
    txnId: Id,
    roundId: Id,
    amount: Amount,
    betTxnId: z.optional(Id),
    endRound: z.optional(z.boolean()),
    gameNodeId: z.optional(Id),
  }),
  rollback: z.object({ player: Id, txnId: Id, refTxnId: Id, roundId: z.optional(Id) }),
} as const;

const isCall = (c: string): c is SeamlessCallKind => Object.hasOwn(Bodies, c);

const badSignature = () => new AppError('vendor_signature_invalid', 401, 'Signature invalid');

/**
 * The HTTP side of the seamless wallet: checks the vendor's HMAC signature over the exact bytes it
 * sent (secret from vendor_credentials, which is what admits a vendor), parses the call and hands it to the same SeamlessWallet the
 * house provider calls in-process. Unknown, disabled, unsigned or off-list (IP) vendors get 401 and nothing runs; a
 * body that does not parse is answered INVALID_REQUEST (vendors read answers, not HTTP statuses).
 */
export function createSeamlessCallbacks(deps: {
  db: Db;
  clock: Clock;
  wallet: SeamlessWallet;
  registry: VendorRegistry;
}) {
  const { db, clock, wallet, registry } = deps;

  /** The vendor's secret when it is enabled and the caller's address is on its allow-list. */
  async function secretOf(vendor: string, ip: string): Promise<string | null> {
    const [row] = await db<{ secret: string; allowed_ips: string[] | null }[]>`
      SELECT secret, allowed_ips FROM vendor_credentials WHERE vendor = ${vendor} AND enabled`;
    return row && ipAllowed(ip, row.allowed_ips) ? row.secret : null;
  }

  async function dispatch(vendor: string, call: SeamlessCallKind, body: unknown): Promise<SeamlessAnswer> {
    const invalid: SeamlessAnswer = { status: 'INVALID_REQUEST' };
    switch (call) {
      case 'authenticate': {
        const p = Bodies.authenticate.safeParse(body);
        return p.success ? wallet.authenticate({ vendor, ...p.data }) : invalid;
      }
      case 'balance': {
        const p = Bodies.balance.safeParse(body);
        return p.success ? wallet.balance({ vendor, ...p.data }) : invalid;
      }
      case 'debit': {
        const p = Bodies.debit.safeParse(body);
        return p.success ? wallet.debit({ vendor, ...p.data }) : invalid;
      }
      case 'credit': {
        const p = Bodies.credit.safeParse(body);
        return p.success ? wallet.credit({ vendor, ...p.data }) : invalid;
      }
      case 'rollback': {
        const p = Bodies.rollback.safeParse(body);
        return p.success ? wallet.rollback({ vendor, ...p.data }) : invalid;
      }
    }
  }

  return {
    /**
     * One callback. Returns what to send: `raw` true when the vendor's adapter mapped the answer to its
     * own format (sent as is), else our answer (sent in the success envelope).
     */
    async handle(
      vendorParam: string,
      callParam: string,
      headers: IncomingHttpHeaders,
      raw: Buffer | undefined,
      ip: string,
    ): Promise<{ raw: boolean; body: unknown }> {
      const vendor = vendorParam.toUpperCase();
      const adapter = registry.get(vendor);
      // The credentials row is what lets a vendor call us; a transfer-model vendor has no wallet calls.
      const secret = adapter?.walletModel === 'transfer' ? null : await secretOf(vendor, ip);
      if (!secret || !raw || !verifySignature(secret, headers[VENDOR_SIGNATURE_HEADER], raw, clock.now())) {
        throw badSignature();
      }
      if (!isCall(callParam)) throw new AppError('vendor_call_unknown', 404, 'Unknown wallet call');
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        body = null;
      }
      const answer = await dispatch(vendor, callParam, body);
      return adapter?.mapAnswer
        ? { raw: true, body: adapter.mapAnswer(callParam, answer) }
        : { raw: false, body: answer };
    },
  };
}
export type SeamlessCallbacks = ReturnType<typeof createSeamlessCallbacks>;
