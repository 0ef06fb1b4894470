import { walletContract as c } from '@app/contracts';
import type { Route } from '../../platform/http/route.js';
import type { WalletService } from './wallet.service.js';

/** Registers the wallet endpoints; every one is guarded (maintenance, region) like all money calls. */
export function registerWalletRoutes(route: Route, wallet: WalletService): void {
  route(c.balance, ({ session, req }) => wallet.balance(session!, req.hostname));
  route(c.consolidatedFunds, ({ session, req }) => wallet.consolidated(session!, req.hostname));
  route(c.merchantWallet, ({ req }) => wallet.merchantWallet(req.hostname));
}
