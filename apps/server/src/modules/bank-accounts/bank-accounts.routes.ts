import { withdrawalsContract as c } from '@app/contracts';
import type { Route } from '../../platform/http/route.js';
import type { BankAccountsService } from './bank-accounts.service.js';

export function registerBankAccountRoutes(route: Route, banks: BankAccountsService): void {
  route(c.banks, ({ session }) => banks.list(session));
  route(c.bindBank, ({ session, body }) => banks.bind(session, body));
  route(c.unbindBank, async ({ session, body, params }) => {
    await banks.unbind(session, params.id, body.paymentPassword);
    return { ok: true };
  });
}
