import type { VendorWalletGateway } from '../transfers/index.js';
import type { DemoBetBook } from './demo-bet-book.js';
import { presentQuery } from './launch.service.js';
import type { LaunchInput, VendorAdapter } from './vendor-adapter.js';

/** Where the demo vendor's game page is served (demo-vendor.routes.ts). */
export const DEMO_PLAY_PATH = '/wps/vendors/demo/play';

const playUrl = (i: LaunchInput, extra: Record<string, string>) =>
  `${i.host ?? ''}${DEMO_PLAY_PATH}${presentQuery({
    vendor: i.game.vassalage,
    game: i.game.gameCode,
    lang: i.language,
    device: i.device,
    backUrl: i.backUrl,
    ...extra,
  })}`;

/**
 * A seamless vendor for development and demos: its launch opens our demo vendor page, whose server
 * side plays rounds through the seamless wallet exactly as a third-party vendor's server would.
 */
export function createDemoSeamlessAdapter(code: string, opts: { allowsTrial: boolean }): VendorAdapter {
  return {
    code: code.toUpperCase(),
    walletModel: 'seamless',
    allowsTrial: opts.allowsTrial,
    async launch(i) {
      return { mode: 'iframe', url: playUrl(i, { token: i.token }) };
    },
  };
}

/**
 * A transfer-wallet vendor for development and demos, over the demo vendor wallets of modules/transfers
 * (kept in the database like a remote vendor's; they can be told to fail or time out). Its game opens in a new window; the rounds
 * it plays there are kept in the demo bet book and reach betting history through its bet report.
 */
export function createDemoTransferAdapter(
  code: string,
  gateway: VendorWalletGateway,
  book: DemoBetBook,
): VendorAdapter {
  const vendor = code.toUpperCase();
  return {
    code: vendor,
    walletModel: 'transfer',
    // Play money never reaches a vendor wallet: trial accounts do not launch transfer vendors.
    allowsTrial: false,
    transferGateway: gateway,
    async launch(i) {
      return { mode: 'window', url: playUrl(i, { token: i.token }) };
    },
    async betReport(q) {
      return book.report(vendor, q.cursor, q.limit);
    },
  };
}
