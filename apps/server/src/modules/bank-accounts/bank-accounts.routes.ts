import { withdrawalContract as c } from '@app/contracts';
import { badInput } from '../../platform/http/app-error.js';
import type { Route } from '../../platform/http/route.js';
import type { BankAccountsService } from './bank-accounts.service.js';

/** A positive integer path parameter. */
export function idParam(params: unknown, name = 'id'): number {
  const raw = (params as Record<string, string | undefined>)[name];
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n <= 0) throw badInput(`Bad ${name}`);
  return n;
}

export function registerBankAccountRoutes(route: Route, banks: BankAccountsService): void {
  route(c.banks, ({ session }) => banks.list(session));
  route(c.bindBank, ({ session, body }) => banks.bind(session, body));
  route(c.unbindBank, async ({ session, body, req }) => {
    await banks.unbind(session, idParam(req.params), body.paymentPassword);
    return { ok: true };
  });
}
