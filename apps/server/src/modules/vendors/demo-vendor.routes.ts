import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { acceptFormBodies } from '../../platform/http/form-bodies.js';
import { sendDocument } from '../../platform/http/security-headers.js';
import { pageLanguage } from '../payments/index.js';
import type { DemoBetBook } from './demo-bet-book.js';
import { DEMO_STAKES, type DemoPageModel, renderDemoPage } from './demo-vendor.page.js';
import { DEMO_PLAY_PATH } from './demo-vendors.js';
import type { SeamlessWallet } from './seamless-wallet.types.js';
import type { VendorRegistry } from './vendor-registry.js';

/** The demo vendor's pay table: 40% of rounds pay ×2, 4% pay ×4 (return 96%). */
function demoMultiplier(): number {
  const r = randomInt(10_000);
  return r < 4_000 ? 2 : r < 4_400 ? 4 : 0;
}

const str = (v: unknown, max = 500) => (typeof v === 'string' && v.length <= max ? v : '');

type Outcome = DemoPageModel['last'] | undefined;

/**
 * The demo vendor's game page (it plays an outside vendor, so this is an HTML page, not an API
 * endpoint). Its "server side" is the POST handler: it plays a round the way a vendor's server would.
 * A seamless vendor goes through the seamless wallet (authenticate, debit, decide, credit); a transfer
 * vendor plays from its own vendor wallet and keeps the bet in its bet book, which its bet report
 * publishes. The form's round id is the transaction (bet) id, so a resubmitted form plays nothing twice.
 */
export function registerDemoVendorRoutes(
  app: FastifyInstance,
  deps: { wallet: SeamlessWallet; registry: VendorRegistry; book: DemoBetBook },
): void {
  const { wallet, registry, book } = deps;

  async function playSeamless(
    vendor: string,
    player: string,
    token: string,
    roundId: string,
    stake: number,
  ): Promise<Outcome> {
    const caller = { vendor, player };
    const bet = await wallet.debit({ ...caller, txnId: `${roundId}:bet`, roundId, amount: stake, token });
    if (bet.status === 'INSUFFICIENT_FUNDS') return { kind: 'insufficient' };
    if (bet.replayed) return undefined; // a resubmitted form: that round was played already
    if (bet.status !== 'OK') return { kind: 'refused' };
    const win = stake * demoMultiplier();
    const paid = await wallet.credit({ ...caller, txnId: `${roundId}:win`, roundId, amount: win });
    return paid.status === 'OK' && win > 0 ? { kind: 'won', amount: win } : { kind: 'lost' };
  }

  async function playTransfer(
    vendor: string,
    player: string,
    game: string,
    roundId: string,
    stake: number,
  ): Promise<Outcome> {
    const win = stake * demoMultiplier();
    const played = await book.playRound({ vendor, player, betId: roundId, gameCode: game, stake }, win);
    if (played.status === 'insufficient') return { kind: 'insufficient' };
    if (played.status === 'replayed') return undefined;
    return win > 0 ? { kind: 'won', amount: win } : { kind: 'lost' };
  }

  async function model(q: Record<string, unknown>, last?: DemoPageModel['last']): Promise<DemoPageModel> {
    const vendor = str(q.vendor, 64).toUpperCase();
    const token = str(q.token, 200);
    const lang = pageLanguage(q.lang, undefined);
    const transfer = registry.get(vendor)?.walletModel === 'transfer';
    const auth = token ? await wallet.authenticate({ vendor, token }) : null;
    let balance = auth?.status === 'OK' ? (auth.balance ?? 0) : null;
    if (transfer && auth?.status === 'OK' && auth.player) {
      balance = (await registry.get(vendor)!.transferGateway?.balance(vendor, auth.player)) ?? 0;
    }
    const backUrl = str(q.backUrl);
    return {
      lang,
      vendor,
      game: str(q.game, 64),
      balance,
      currency: auth?.currency === 'PLAY' ? 'PLAY' : 'VND',
      model: transfer ? 'transfer' : 'seamless',
      hidden: { vendor, token, game: str(q.game, 64), ...(backUrl ? { backUrl } : {}) },
      roundId: randomUUID(),
      last,
      ...(backUrl ? { backUrl } : {}),
    };
  }

  // Not awaited: Fastify loads registered plugins when the app gets ready.
  app.register(async (scope) => {
    acceptFormBodies(scope);

    scope.get(DEMO_PLAY_PATH, async (req, reply) => {
      const page = renderDemoPage(await model(req.query as Record<string, unknown>));
      return sendDocument(reply.header('cache-control', 'no-store'), page);
    });

    scope.post(DEMO_PLAY_PATH, async (req, reply) => {
      const form = (req.body ?? {}) as Record<string, unknown>;
      const vendor = str(form.vendor, 64).toUpperCase();
      const token = str(form.token, 200);
      const roundId = str(form.roundId, 64);
      const stake = Number(form.stake);
      let last: Outcome = { kind: 'refused' };
      const auth = await wallet.authenticate({ vendor, token });
      if (auth.status !== 'OK' || !auth.player) last = { kind: 'expired' };
      else if (roundId && (DEMO_STAKES as readonly number[]).includes(stake)) {
        last =
          registry.get(vendor)?.walletModel === 'transfer'
            ? await playTransfer(vendor, auth.player, str(form.game, 64), roundId, stake)
            : await playSeamless(vendor, auth.player, token, roundId, stake);
      }
      const page = renderDemoPage(await model(form, last));
      return sendDocument(reply.header('cache-control', 'no-store'), page);
    });
  });
}
