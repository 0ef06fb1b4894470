import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import type { CsvExporter } from '../../platform/http/csv-export.js';
import type { Route } from '../../platform/http/route.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { LedgerService } from '../ledger/index.js';
import type { LimitsService } from '../limits/index.js';
import {
  buildProviderGateways,
  createPhoneCardService,
  createSandboxGateway,
  type PaymentGateway,
  registerProviderRoutes,
  registerSandboxRoutes,
} from '../payments/index.js';
import { createCallbackHandler } from './deposit-callbacks.js';
import type { DepositCreditedHook } from './deposit-credit.js';
import { registerDepositAdminRoutes } from './deposits.admin.routes.js';
import { createDepositsAdminService } from './deposits.admin.service.js';
import { registerDepositJobs } from './deposits.jobs.js';
import { registerDepositRoutes } from './deposits.routes.js';
import { createDepositsService } from './deposits.service.js';
import { createVietQrModule, registerVietQrJobs, registerVietQrRoutes } from './vietqr/index.js';

/**
 * The cashier's way in, for the composition root (modules/index.ts): deposits by every method (bank
 * transfer, the sandbox gateway, MoMo, ZaloPay, phone cards, VietQR), their callbacks and the operator's
 * side. Gateways are the sandbox's (when the sandbox is on) plus the providers' (real adapters when
 * configured, else the local stand-ins). Nothing imports this file but modules/index.ts.
 */
export function buildCashierIn(
  deps: AppDeps,
  money: { ledger: LedgerService; limits: LimitsService; onCredited: DepositCreditedHook },
) {
  const { db, clock, config } = deps;
  const sandbox = createSandboxGateway({
    db,
    clock,
    secret: config.PAYMENT_SANDBOX_SECRET,
    delayMs: config.PAYMENT_SANDBOX_DELAY_MS,
  });
  const gateways = new Map<string, PaymentGateway>(
    config.paymentSandbox ? [[sandbox.gateway.code, sandbox.gateway]] : [],
  );
  const providers = buildProviderGateways(deps);
  for (const g of providers.gateways) gateways.set(g.code, g);
  const depositDeps = { db, clock, ...money, gateways };
  const deposits = createDepositsService(depositDeps);
  const phoneCards = createPhoneCardService({
    db,
    start: (memberId, input) => deposits.startGatewayDeposit(memberId, input),
    enabled: () => gateways.has('phone_card'),
  });
  return {
    sandbox,
    gateways,
    providers,
    deposits,
    depositCallbacks: createCallbackHandler(depositDeps),
    phoneCards,
    // VietQR bank transfers, paid through a statement feed (the sandbox bank's rides on the sandbox switch).
    vietqr: createVietQrModule({
      db,
      clock,
      ...money,
      sandboxSecret: config.paymentSandbox ? config.PAYMENT_SANDBOX_SECRET : null,
      feedSecret: config.BANK_FEED_SECRET ?? null,
    }),
    depositsAdmin: createDepositsAdminService({
      ...depositDeps,
      gatewayExpireMinutes: config.DEPOSIT_GATEWAY_EXPIRE_MINUTES,
    }),
  };
}
export type CashierIn = ReturnType<typeof buildCashierIn>;

/** The cashier's routes (member, operator, provider callbacks, sandbox pages) and its expiry jobs. */
export async function registerCashierIn(
  app: FastifyInstance,
  route: Route,
  jobs: JobQueue,
  deps: AppDeps,
  c: CashierIn,
  csv: CsvExporter,
): Promise<void> {
  const tickMs = deps.config.paymentWorkerTickMs;
  registerDepositRoutes(app, route, c.deposits, c.depositCallbacks);
  registerDepositAdminRoutes(route, c.depositsAdmin, csv);
  await registerProviderRoutes(app, route, {
    db: deps.db,
    clock: deps.clock,
    providers: c.providers,
    gateways: c.gateways,
    handle: (gateway, headers, raw) => c.depositCallbacks.handle(gateway, headers, raw),
    phoneCards: c.phoneCards,
    sandboxDelayMs: deps.config.PAYMENT_SANDBOX_DELAY_MS,
    tickMs,
  });
  registerVietQrRoutes(app, route, c.vietqr);
  if (deps.config.paymentSandbox) await registerSandboxRoutes(app, c.sandbox, { tickMs });
  registerDepositJobs(jobs, c.depositsAdmin);
  registerVietQrJobs(jobs, c.vietqr);
}
