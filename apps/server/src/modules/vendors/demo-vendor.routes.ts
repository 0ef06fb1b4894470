import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { pageLanguage } from '../payments/index.js';
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

/**
 * The demo vendor's game page (it plays an outside vendor, so this is an HTML page, not an API
 * endpoint). Its "server side" is the POST handler: it plays a round through the seamless wallet the
 * way a vendor's server would (authenticate, debit, decide, credit), with the form's round id as the
 * transaction id, so a resubmitted form is answered from the journal and plays nothing twice.
 */
export function registerDemoVendorRoutes(
  app: FastifyInstance,
  deps: { wallet: SeamlessWallet; registry: VendorRegistry },
): void {
  const { wallet, registry } = deps;

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
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      });
    }

    scope.get(DEMO_PLAY_PATH, async (req, reply) => {
      const page = renderDemoPage(await model(req.query as Record<string, unknown>));
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    });

    scope.post(DEMO_PLAY_PATH, async (req, reply) => {
      const form = (req.body ?? {}) as Record<string, unknown>;
      const vendor = str(form.vendor, 64).toUpperCase();
      const token = str(form.token, 200);
      const roundId = str(form.roundId, 64);
      const stake = Number(form.stake);
      let last: DemoPageModel['last'] | undefined = { kind: 'refused' };
      const auth = await wallet.authenticate({ vendor, token });
      if (auth.status !== 'OK' || !auth.player) last = { kind: 'expired' };
      else if (roundId && (DEMO_STAKES as readonly number[]).includes(stake)) {
        const caller = { vendor, player: auth.player };
        const bet = await wallet.debit({ ...caller, txnId: `${roundId}:bet`, roundId, amount: stake, token });
        if (bet.status === 'INSUFFICIENT_FUNDS') last = { kind: 'insufficient' };
        else if (bet.replayed)
          last = undefined; // a resubmitted form: that round was played already
        else if (bet.status === 'OK') {
          const win = stake * demoMultiplier();
          const paid = await wallet.credit({ ...caller, txnId: `${roundId}:win`, roundId, amount: win });
          last = paid.status === 'OK' && win > 0 ? { kind: 'won', amount: win } : { kind: 'lost' };
        }
      }
      const page = renderDemoPage(await model(form, last));
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    });
  });
}
